import { LockOpen, Pencil, Trash2 } from "lucide-react";
import { Avatar } from "../../components/Avatar";
import { DataTable } from "../../components/DataTable";
import type { ListState, RowHandlers } from "../../lib/queryState";
import { RowActionButton } from "../../components/RowActionButton";
import { formatTime } from "../../lib/format";
import { roleLabel } from "../../lib/roles";
import { ADMINS_ONLY, DisabledReason } from "./DisabledReason";
import { RoleBadge } from "./RoleBadge";
import type { ListedUser } from "./userQueries";

export function UsersTable({
  list,
  canManage,
  currentUserId,
  invitedIds,
  onEdit,
  onDelete,
  onClearSignInBlock,
}: {
  list: ListState<ListedUser>;
  canManage: boolean;
  currentUserId: string | undefined;
  /** Accounts whose invitation is not accepted yet. */
  invitedIds: ReadonlySet<string>;
} & RowHandlers<ListedUser, "onEdit" | "onDelete" | "onClearSignInBlock">) {
  return (
    <DataTable
      columns={[
        "Name",
        { label: "Email", className: "hidden md:table-cell" },
        "Role",
        { label: "Status", className: "hidden md:table-cell" },
        { label: "Actions", className: "text-right" },
      ]}
      itemsName="users"
      {...list}
      renderRow={(user) => {
        const isSelf = user.id === currentUserId;
        const deleteReason = !canManage
          ? ADMINS_ONLY
          : isSelf
            ? "You cannot delete your own account"
            : null;
        return (
          <tr key={user.id} className="hover:bg-base-200/60">
            <td>
              <div className="flex items-center gap-3">
                <Avatar name={user.name} src={user.avatarUrl} size="sm" />
                <div className="min-w-0">
                  <p className="max-w-56 truncate font-medium">{user.name}</p>
                  <p className="text-xs text-base-content/60">{roleLabel(user.role)}</p>
                </div>
              </div>
            </td>
            <td className="hidden text-base-content/80 md:table-cell">{user.email}</td>
            <td>
              <RoleBadge role={user.role} />
            </td>
            <td className="hidden md:table-cell">
              {invitedIds.has(user.id) ? (
                <span className="badge badge-sm border-0 bg-warning/20 font-medium text-amber-800">
                  Invited
                </span>
              ) : (
                <span className="badge badge-sm border-0 bg-success/15 font-medium text-green-800">
                  Active
                </span>
              )}
              {user.signInBlockedUntil && (
                <span className="badge badge-sm ml-2 border-0 bg-warning/20 font-medium text-amber-800">
                  Sign-in blocked until {formatTime(user.signInBlockedUntil)}
                </span>
              )}
            </td>
            <td>
              <div className="flex justify-end gap-2">
                {canManage && user.signInBlockedUntil && (
                  <RowActionButton
                    icon={LockOpen}
                    word="Clear sign-in block"
                    wordFrom="xl"
                    name={`Clear sign-in block for ${user.name}`}
                    onClick={() => onClearSignInBlock(user)}
                  />
                )}
                <DisabledReason reason={canManage ? null : ADMINS_ONLY}>
                  <RowActionButton
                    icon={Pencil}
                    word="Edit"
                    name={`Edit ${user.name}`}
                    onClick={() => onEdit(user)}
                  />
                </DisabledReason>
                <DisabledReason reason={deleteReason}>
                  <RowActionButton
                    icon={Trash2}
                    word="Delete"
                    name={`Delete ${user.name}`}
                    tone="btn-ghost enabled:text-red-700"
                    onClick={() => onDelete(user)}
                  />
                </DisabledReason>
              </div>
            </td>
          </tr>
        );
      }}
    />
  );
}
