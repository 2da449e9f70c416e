// What the users tests share: the fields of a user, a new user's body, signing in and the list.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { api } from "./helpers.ts";

export const USER_FIELDS = [
  "avatarUrl",
  "createdAt",
  "email",
  "id",
  "name",
  "role",
  "signInBlockedUntil",
  "username",
];
const PASSWORD = "a-good-password-1";

export const fresh = () => `u${randomUUID().slice(0, 8)}`;

export function newUserBody(fields: Record<string, unknown> = {}) {
  const username = fresh();
  return {
    name: "New Person",
    email: `${username}@team.example`,
    username,
    role: "SALES",
    password: PASSWORD,
    ...fields,
  };
}

export const login = (username: string, password = PASSWORD) =>
  api("/login", { method: "POST", body: { username, password } });

export async function listUsers(token: string) {
  const res = await api("/users", { token });
  assert.equal(res.status, 200);
  return res.body.users as Array<Record<string, any>>;
}
