import { ROLES, type Role } from "@contract";

export function roleLabel(role: Role): string {
  return role === "ADMIN" ? "Admin User" : "Sales Representative";
}

/** The roles a user can be given, named as the users list names them. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: roleLabel(role) }));
