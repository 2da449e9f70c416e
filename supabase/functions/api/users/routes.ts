import { Hono } from "hono";
import {
  callerIsAdmin,
  type Transaction,
  withServiceTransaction,
  withUserTransaction,
} from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import * as gotrue from "../../_shared/gotrue.ts";
import { removeObjects } from "../../_shared/storage.ts";
import { parseId, parseJsonBody, refuseQuery, reply } from "../../_shared/validation.ts";
import { adminOnly, type ApiEnv } from "../context.ts";
import {
  handOverUserData,
  listUsers,
  restoreRole,
  takenIdentity,
  updateUser,
  userById,
} from "./queries.ts";
import {
  createUserBody,
  type SuccessResponse,
  updateUserBody,
  type UserListResponse,
  type UserResponse,
} from "../../_shared/contract/index.ts";

const NOT_FOUND = "User not found";
const ADMINS_ONLY = "Only an admin can manage users";
const EMAIL_TAKEN = "A user with this email already exists";
const USERNAME_TAKEN = "Username is already taken";
const LAST_ADMIN = "There must be at least one admin";

// Checked before the body is read, so a non-admin learns nothing but 403; the
// routes that act through Auth's admin API check again in their own transaction.
const admins = adminOnly(ADMINS_ONLY);

async function assertAdmin(tx: Transaction) {
  if (!(await callerIsAdmin(tx))) throw new HttpError(403, ADMINS_ONLY);
}

/** Auth's answer to a create it refused, as the API's error. */
function createRefused(error: unknown): never {
  if (gotrue.isAuthError(error) && error.status < 500) {
    if (["email_exists", "user_already_exists"].includes(error.code)) {
      throw new HttpError(409, EMAIL_TAKEN);
    }
    throw new HttpError(400, error.message);
  }
  authFailed(error);
}

/** Auth failing on a user the profile says exists is its outage, not the caller's mistake. */
function authFailed(error: unknown): never {
  if (gotrue.isAuthError(error)) {
    console.error("auth admin call failed", error);
    throw new HttpError(502, "The authentication service failed. Please try again.");
  }
  throw error;
}

export const users = new Hono<ApiEnv>();

users.get("/", async (c) => {
  refuseQuery(c.req.url);
  const list = await withUserTransaction(c.get("claims"), listUsers);
  return c.json(reply<UserListResponse>({ users: list }));
});

users.post("/", admins, async (c) => {
  const input = await parseJsonBody(c.req.raw, createUserBody);
  const taken = await withUserTransaction(c.get("claims"), async (tx) => {
    await assertAdmin(tx);
    return takenIdentity(tx, input.email, input.username);
  });
  if (taken === "email") throw new HttpError(409, EMAIL_TAKEN);
  if (taken === "username") throw new HttpError(409, USERNAME_TAKEN);
  // The profile is made from this by the on_auth_user_created trigger.
  const created = await gotrue
    .createUser({
      email: input.email,
      password: input.password,
      email_confirm: true,
      user_metadata: { name: input.name, username: input.username },
      app_metadata: { role: input.role },
    })
    .catch(createRefused);
  const user = await withUserTransaction(c.get("claims"), (tx) => userById(tx, created.id));
  if (!user) throw new Error(`no profile was made for auth user ${created.id}`);
  return c.json(reply<UserResponse>(user), 201);
});

users.patch("/:id", admins, async (c) => {
  const id = parseId(c.req.param("id"), NOT_FOUND);
  const input = await parseJsonBody(c.req.raw, updateUserBody);
  const outcome = await withUserTransaction(c.get("claims"), async (tx) => {
    await assertAdmin(tx);
    return updateUser(tx, id, input);
  });
  if (outcome.kind === "not-found") throw new HttpError(404, NOT_FOUND);
  if (outcome.kind === "last-admin") throw new HttpError(400, LAST_ADMIN);
  const { user, previousRole } = outcome;
  if (user.role !== previousRole) {
    // The profile decides what RLS allows; app_metadata only lets new tokens carry the role.
    try {
      await gotrue.updateUser(id, { app_metadata: { role: user.role } });
    } catch (error) {
      await withServiceTransaction((tx) => restoreRole(tx, id, previousRole));
      authFailed(error);
    }
  }
  return c.json(reply<UserResponse>(user));
});

users.delete("/:id", admins, async (c) => {
  const id = parseId(c.req.param("id"), NOT_FOUND);
  const adminId = c.get("userId");
  if (id === adminId) throw new HttpError(400, "You cannot delete your own account");
  // Committed before Auth is called: if the delete then fails, the user's
  // clients are the admin's and nothing is lost.
  const outcome = await withUserTransaction(c.get("claims"), async (tx) => {
    await assertAdmin(tx);
    return handOverUserData(tx, id, adminId);
  });
  if (outcome.kind === "not-found") throw new HttpError(404, NOT_FOUND);
  if (outcome.kind === "last-admin") throw new HttpError(400, LAST_ADMIN);
  // The profile and the rest of the user's rows go with the auth user (on delete cascade).
  await gotrue.deleteUser(id).catch(authFailed);
  await removeObjects(outcome.leftoverPaths).catch((error) =>
    console.error("could not remove a deleted user's files", error),
  );
  return c.json(reply<SuccessResponse>({ success: true }));
});
