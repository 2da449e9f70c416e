import { Hono } from "hono";
import { z } from "zod";
import { bearerToken } from "../../_shared/auth.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { demoLoginEnabled } from "../../_shared/env.ts";
import { HttpError } from "../../_shared/errors.ts";
import * as gotrue from "../../_shared/gotrue.ts";
import { parseJsonBody } from "../../_shared/validation.ts";
import { type ApiEnv, requireUser } from "../context.ts";
import { emailForLogin, profileById, serviceProfileById, userIdByEmail } from "./queries.ts";

const MISSING_CREDENTIALS = "Please enter both username and password";
const INVALID_CREDENTIALS = "Invalid username or password";

/** Login failures carry `message` (what the login screen reads) as well as `error`. */
function loginError(status: 400 | 401, message: string) {
  return new HttpError(status, message, { message });
}

const loginBody = z.object({
  username: z.unknown(),
  password: z.unknown(),
});

const devLoginBody = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(120).optional(),
  role: z.enum(["ADMIN", "SALES"]).default("SALES"),
});

async function signedInAnswer(session: gotrue.Session) {
  const user = await serviceProfileById(session.user.id);
  if (!user) throw new HttpError(403, "This account has no CRM profile");
  return { user, session };
}

export const auth = new Hono<ApiEnv>();

auth.post("/login", async (c) => {
  let body: z.infer<typeof loginBody>;
  try {
    body = await parseJsonBody(c.req.raw, loginBody);
  } catch {
    throw loginError(400, MISSING_CREDENTIALS);
  }
  const username = typeof body.username === "string" ? body.username.trim() : "";
  const password = typeof body.password === "string" ? body.password : "";
  if (!username || !password || username.length > 254 || password.length > 1024) {
    throw loginError(
      username && password ? 401 : 400,
      username && password ? INVALID_CREDENTIALS : MISSING_CREDENTIALS,
    );
  }
  const email = await emailForLogin(username);
  if (!email) throw loginError(401, INVALID_CREDENTIALS);
  try {
    return c.json(await signedInAnswer(await gotrue.passwordGrant(email, password)));
  } catch (error) {
    if (gotrue.isAuthError(error) && error.status < 500) throw loginError(401, INVALID_CREDENTIALS);
    throw error;
  }
});

auth.post("/auth/dev-login", async (c) => {
  if (!demoLoginEnabled()) throw new HttpError(404, "Not found");
  const { email, name, role } = await parseJsonBody(c.req.raw, devLoginBody);
  if (!(await userIdByEmail(email))) {
    await gotrue.createUser({
      email,
      email_confirm: true,
      user_metadata: { name: name ?? email.split("@")[0] },
      app_metadata: { role },
    });
  }
  return c.json(await signedInAnswer(await gotrue.sessionFor(email)));
});

auth.get("/user", requireUser, async (c) => {
  const user = await withUserTransaction(c.get("claims"), (tx) => profileById(tx, c.get("userId")));
  if (!user) throw new HttpError(404, "User not found");
  return c.json(user);
});

auth.post("/logout", requireUser, async (c) => {
  try {
    await gotrue.signOut(bearerToken(c.req.header("authorization"))!);
  } catch (error) {
    // A session that is already gone is signed out all the same.
    if (!gotrue.isAuthError(error) || error.status >= 500) throw error;
  }
  return c.json({ success: true });
});
