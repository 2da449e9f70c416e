import { Bell } from "lucide-react";
import { Link } from "react-router";
import { useOverdueFollowUpsCount } from "./dashboardQueries";

/**
 * The notification bell counts overdue follow-ups and leads to them. The
 * dashboard shows the count on it; the admin dashboard a red dot.
 */
export function OverdueBell({ indicator = "count" }: { indicator?: "count" | "dot" }) {
  const { data: overdue = 0 } = useOverdueFollowUpsCount();
  const label =
    overdue > 0
      ? `Notifications: ${overdue} overdue follow-up${overdue === 1 ? "" : "s"}`
      : "Notifications";
  return (
    <Link
      to="/followups?dateFilter=overdue"
      className={`btn btn-ghost btn-circle border border-base-300 bg-base-100 ${indicator === "dot" ? "relative" : "indicator"}`}
      aria-label={label}
      title={label}
    >
      <Bell className="size-5" aria-hidden="true" />
      {overdue > 0 &&
        (indicator === "dot" ? (
          <span
            className="absolute top-2 right-2.5 size-2.5 rounded-full bg-error ring-2 ring-base-100"
            data-testid="notification-dot"
            aria-hidden="true"
          />
        ) : (
          <span className="indicator-item badge badge-error badge-sm" aria-hidden="true">
            {overdue > 99 ? "99+" : overdue}
          </span>
        ))}
    </Link>
  );
}
