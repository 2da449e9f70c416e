import { RetryAlert } from "../../components/RetryAlert";

/** A dashboard section that failed: its message (or the fallback) and a retry for that section alone. */
export function SectionError({
  error,
  fallback,
  onRetry,
}: {
  error: Error | null;
  fallback: string;
  onRetry(): void;
}) {
  return <RetryAlert message={error?.message || fallback} onRetry={onRetry} />;
}
