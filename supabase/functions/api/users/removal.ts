import { type JwtClaims, type Transaction, withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import * as gotrue from "../../_shared/gotrue.ts";
import { removeDeletedRowsObjects } from "../../_shared/storage.ts";
import { authFailed } from "./auth-errors.ts";
import { assertAdmin } from "./guards.ts";
import { handOverUserData } from "./queries.ts";

export const NOT_FOUND = "User not found";
export const LAST_ADMIN = "There must be at least one admin";

/**
 * Deletes an account for the admin `adminId`, after `check` (in the same
 * transaction) had nothing against it. What the user owned is the admin's
 * first, committed before Auth is called: if the delete then fails, nothing is lost.
 */
export async function removeAccount(
  claims: JwtClaims,
  id: string,
  adminId: string,
  check: (tx: Transaction) => Promise<void> = async () => {},
) {
  const outcome = await withUserTransaction(claims, async (tx) => {
    await assertAdmin(tx);
    await check(tx);
    return handOverUserData(tx, id, adminId);
  });
  if (outcome.kind === "not-found") throw new HttpError(404, NOT_FOUND);
  if (outcome.kind === "last-admin") throw new HttpError(400, LAST_ADMIN);
  // The profile and the rest of the user's rows go with the auth user (on delete cascade).
  await gotrue.deleteUser(id).catch(authFailed);
  await removeDeletedRowsObjects(outcome.leftoverPaths, "a deleted user's");
}
