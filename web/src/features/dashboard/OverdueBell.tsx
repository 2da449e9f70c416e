import { Bell } from "lucide-react";
import { Link } from "react-router";
import { useOverdueFollowUpsCount } from "./dashboardQueries";

/** The notification bell counts overdue follow-ups and leads to them. */
export function OverdueBell() {
  const { data: overdue = 0 } = useOverdueFollowUpsCount();
  const label =
    overdue > 0
      ? `Notifications: ${overdue} overdue follow-up${overdue === 1 ? "" : "s"}`
      : "Notifications";
  return (
    <Link
      to="/followups?dateFilter=overdue"
      className="btn btn-ghost btn-circle indicator border border-base-300 bg-base-100"
      aria-label={label}
      title={label}
    >
      <Bell className="size-5" aria-hidden="true" />
      {overdue > 0 && (
        <span className="indicator-item badge badge-error badge-sm" aria-hidden="true">
          {overdue > 99 ? "99+" : overdue}
        </span>
      )}
    </Link>
  );
}
