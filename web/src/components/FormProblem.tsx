/** A form's problem, told as an alert: what the schema found or the server answered; nothing when all is well. */
export function FormProblem({
  message,
  className = "",
}: {
  message: string | null | undefined;
  /** Its place in the form, e.g. "mt-4" or a grid span. */
  className?: string;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={`text-sm text-red-700 ${className}`}>
      {message}
    </p>
  );
}
