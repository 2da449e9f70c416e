import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { SectionError } from "../../components/SectionError";

/** A section's data: a skeleton while it loads, the error with a retry, then the section itself. */
export function Loaded<Data>({
  query,
  label,
  fallback,
  className = "h-32",
  children,
}: {
  query: UseQueryResult<Data>;
  /** What is loading, for screen readers: "Loading exchange rates". */
  label: string;
  /** The error shown when the server gave no message. */
  fallback: string;
  className?: string;
  children(data: Data): ReactNode;
}) {
  if (query.isPending) return <div className={`skeleton ${className}`} aria-label={label} />;
  if (query.isError) return <SectionError query={query} fallback={fallback} />;
  return children(query.data);
}

/** The first problem of a form: the schema's first, else the failed request's. */
export const formProblem = (schemaProblem: string | null, error: Error | null) =>
  schemaProblem ?? (error ? `Error: ${error.message}` : null);

/** Save and Cancel of a row edited in place. */
export function InlineSaveCancel({ busy, onCancel }: { busy: boolean; onCancel(): void }) {
  return (
    <>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        Save
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        Cancel
      </button>
    </>
  );
}
