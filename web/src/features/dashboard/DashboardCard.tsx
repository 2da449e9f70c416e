import type { ReactNode } from "react";
import { Link } from "react-router";

/** A titled dashboard section with its View All link. */
export function DashboardCard({
  title,
  viewAllTo,
  viewAllLabel,
  children,
}: {
  title: string;
  viewAllTo: string;
  viewAllLabel: string;
  children: ReactNode;
}) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="card-title text-lg">
            {title}
          </h2>
          <Link
            to={viewAllTo}
            className="btn btn-ghost btn-sm text-primary"
            aria-label={viewAllLabel}
          >
            View All
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}
