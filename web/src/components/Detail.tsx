import type { ReactNode } from "react";

/** One label and value of a `<dl>`: a `<div>` holding a `<dt>` and a `<dd>`, the only grouping a `<dl>` may contain. */
export function Detail({
  label,
  children,
  className = "",
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <dt className="text-xs font-medium tracking-wide text-base-content/60 uppercase">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}
