import type { Role } from "@contract";

/** The role as the users list shows it: purple for ADMIN, blue otherwise. */
export function RoleBadge({ role }: { role: Role }) {
  return (
    <span
      className={`badge badge-sm border-0 font-medium ${
        role === "ADMIN" ? "bg-purple-500/15 text-purple-700" : "bg-blue-500/15 text-blue-700"
      }`}
    >
      {role}
    </span>
  );
}
