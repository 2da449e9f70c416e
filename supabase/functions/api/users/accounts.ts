import type { InviteUser } from "../../_shared/contract/index.ts";
import { type JwtClaims, withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import * as gotrue from "../../_shared/gotrue.ts";
import { createRefused, EMAIL_TAKEN, USERNAME_TAKEN } from "./auth-errors.ts";
import { assertAdmin } from "./guards.ts";
import { takenIdentity } from "./queries.ts";

/**
 * Creates the Auth user for an admin: the on_auth_user_created trigger makes
 * its profile with the name, username and role. A taken e-mail or username is a 409.
 * Answers the new user's id.
 */
export async function createAccount(
  claims: JwtClaims,
  input: InviteUser,
  signIn: { password?: string; email_confirm: boolean },
): Promise<string> {
  const taken = await withUserTransaction(claims, async (tx) => {
    await assertAdmin(tx);
    return takenIdentity(tx, input.email, input.username);
  });
  if (taken === "email") throw new HttpError(409, EMAIL_TAKEN);
  if (taken === "username") throw new HttpError(409, USERNAME_TAKEN);
  const created = await gotrue
    .createUser({
      email: input.email,
      ...signIn,
      user_metadata: { name: input.name, username: input.username },
      app_metadata: { role: input.role },
    })
    .catch(createRefused);
  return created.id;
}
