import { callerIsAdmin, type Transaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { adminOnly } from "../context.ts";

export const ADMINS_ONLY = "Only an admin can manage users";

// Checked before the body is read, so a non-admin learns nothing but 403; the
// routes that act through Auth's admin API check again in their own transaction.
export const admins = adminOnly(ADMINS_ONLY);

export async function assertAdmin(tx: Transaction) {
  if (!(await callerIsAdmin(tx))) throw new HttpError(403, ADMINS_ONLY);
}
