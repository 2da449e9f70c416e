import { RefreshCw, TriangleAlert } from "lucide-react";

/** A part of the screen that failed to load: its message and a 'Try again' that reloads that part alone. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className="alert alert-error alert-soft flex flex-wrap items-center gap-3">
      <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
      <span className="flex-1">{message}</span>
      <button type="button" className="btn btn-sm btn-outline btn-error" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Try again
      </button>
    </div>
  );
}
