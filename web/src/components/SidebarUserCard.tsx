import { LogOut } from "lucide-react";
import type { User } from "../lib/types";
import { Avatar } from "./Avatar";
import { roleLabel } from "../lib/roles";

export function SidebarUserCard({
  user,
  collapsed,
  onSignOut,
}: {
  user: User;
  collapsed: boolean;
  onSignOut(): void;
}) {
  return (
    <div
      className={`flex items-center gap-2.5 rounded-box bg-base-200 p-2.5 ${collapsed ? "lg:flex-col lg:px-0" : ""}`}
      aria-label="Signed-in user"
      role="group"
    >
      <Avatar name={user.name} src={user.avatarUrl} size="sm" />
      <div className={`min-w-0 flex-1 ${collapsed ? "lg:sr-only" : ""}`}>
        <p className="truncate text-sm font-semibold">{user.name}</p>
        <p className="truncate text-xs text-base-content/60">{roleLabel(user.role)}</p>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square shrink-0"
        aria-label="Sign out"
        title="Sign out"
        onClick={onSignOut}
      >
        <LogOut className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
