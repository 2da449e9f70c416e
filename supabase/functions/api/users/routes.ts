import { Hono } from "hono";
import { withServiceTransaction, withUserTransaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import * as gotrue from "../../_shared/gotrue.ts";
import { parseId, parseJsonBody, reply } from "../../_shared/validation.ts";
import type { ApiEnv } from "../context.ts";
import { readWithoutQuery } from "../reads.ts";
import { createAccount } from "./accounts.ts";
import { authFailed } from "./auth-errors.ts";
import { admins, assertAdmin } from "./guards.ts";
import { invitations } from "./invite-routes.ts";
import { listUsers, restoreRole, updateUser, userById } from "./queries.ts";
import { LAST_ADMIN, NOT_FOUND, removeAccount } from "./removal.ts";
import {
  createUserBody,
  type SuccessResponse,
  updateUserBody,
  type UserListResponse,
  type UserResponse,
} from "../../_shared/contract/index.ts";

export const users = new Hono<ApiEnv>();

users.get("/", async (c) => {
  const list = await readWithoutQuery(c, listUsers);
  return c.json(reply<UserListResponse>({ users: list }));
});

users.post("/", admins, async (c) => {
  const input = await parseJsonBody(c.req.raw, createUserBody);
  const id = await createAccount(c.get("claims"), input, {
    password: input.password,
    email_confirm: true,
  });
  const user = await withUserTransaction(c.get("claims"), (tx) => userById(tx, id));
  if (!user) throw new Error(`no profile was made for auth user ${id}`);
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
  await removeAccount(c.get("claims"), id, adminId);
  return c.json(reply<SuccessResponse>({ success: true }));
});

users.route("/", invitations);
