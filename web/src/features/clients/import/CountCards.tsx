export interface Count {
  label: string;
  /** Null while it is worked out: a spinner shows instead. */
  value: number | null;
  /** The text colour when the count is not zero. */
  tone: string;
}

/** The import's counts, each in its own bordered box: the check's before it runs, the result's after. */
export function CountCards({ counts, className }: { counts: Count[]; className: string }) {
  return (
    <dl className={`grid gap-3 ${className}`}>
      {counts.map(({ label, value, tone }) => (
        <div key={label} className="rounded-box border border-base-300 px-4 py-3">
          <dt className="text-sm text-base-content/70">{label}</dt>
          <dd className={`text-2xl font-bold ${value ? tone : ""}`}>
            {value === null ? (
              <span className="loading loading-dots loading-sm" aria-label="Counting" />
            ) : (
              value.toLocaleString("en-US")
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
