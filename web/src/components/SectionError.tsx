import { RetryAlert } from "./RetryAlert";

/** A section whose query failed: the server's message (or the fallback) and a retry of that query alone. */
export function SectionError({
  query,
  fallback,
}: {
  query: { error: Error | null; refetch(): unknown };
  fallback: string;
}) {
  return (
    <RetryAlert message={query.error?.message || fallback} onRetry={() => void query.refetch()} />
  );
}
