import { RefreshCw, TriangleAlert } from "lucide-react";

/** A dashboard section that failed: its message and a retry for that section alone. */
export function SectionError({
  error,
  fallback,
  onRetry,
}: {
  error: Error | null;
  fallback: string;
  onRetry(): void;
}) {
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap items-center gap-3">
      <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
      <span className="flex-1">{error?.message || fallback}</span>
      <button type="button" className="btn btn-sm btn-outline btn-error" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Try again
      </button>
    </div>
  );
}
