import type { Role } from "./types";

export function roleLabel(role: Role): string {
  return role === "ADMIN" ? "Admin User" : "Sales Representative";
}
