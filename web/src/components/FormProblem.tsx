/**
 * A form's problem, told as an alert: the one found before sending, else the
 * failed request's after "Error: "; nothing when all is well.
 */
export function FormProblem({
  message,
  error,
  className = "",
}: {
  /** What the schema or the form found, shown as it is. */
  message?: string | null;
  /** The server's answer to a failed request. */
  error?: string | null;
  /** Its place in the form, e.g. "mt-4" or a grid span. */
  className?: string;
}) {
  const problem = message ?? (error ? `Error: ${error}` : null);
  if (!problem) return null;
  return (
    <p role="alert" className={`text-sm text-red-700 ${className}`}>
      {problem}
    </p>
  );
}
