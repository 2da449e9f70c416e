/** A step's work under way: what it does, how far it is, and the bar. */
export function ProgressBar({ label, share }: { label: string; /** 0 to 1. */ share: number }) {
  const percent = Math.round(share * 100);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm text-base-content/70">
        {label} {percent}%
      </span>
      <progress
        className="progress progress-primary w-full"
        value={percent}
        max={100}
        aria-label={label}
      />
    </div>
  );
}
