import { type Context, Hono } from "hono";
import { z } from "zod";
import { bearerToken, verifyAccessToken } from "../../_shared/auth.ts";
import { withUserTransaction } from "../../_shared/db.ts";
import { clientIpHeader, demoLoginEnabled } from "../../_shared/env.ts";
import { errorBody, HttpError } from "../../_shared/errors.ts";
import * as gotrue from "../../_shared/gotrue.ts";
import {
  parseId,
  parseJsonBody,
  refuseQuery,
  reply,
  UnknownFieldsError,
} from "../../_shared/validation.ts";
import {
  type ClearedBackoffResponse,
  devLoginBody,
  type ErrorResponse,
  loginBody,
  type ProfileResponse,
  type SignedInResponse,
  type SuccessResponse,
} from "../../_shared/contract/index.ts";
import { type ApiEnv, requireUser } from "../context.ts";
import { seedDemoBook } from "./demo-book.ts";
import { removeExpiredDemoFiles } from "./demo-files.ts";
import { accountForLogin, profileById, serviceProfileById } from "./queries.ts";
import {
  accountKey,
  addressKey,
  claimAttempt,
  clientAddress,
  confirmFailure,
  demoLoginKey,
  giveBack,
  signedIn,
} from "./throttle.ts";

const MISSING_CREDENTIALS = "Please enter both username and password";
const INVALID_CREDENTIALS = "Invalid username or password";

const TOO_MANY_SIGN_INS = "Too many sign-in attempts";
const TOO_MANY_DEMOS = "Too many demo accounts from this address";

function waitMessage(tooMany: string, seconds: number): string {
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? "" : "s"}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? "" : "s"}`;
  return `${tooMany}. Please wait ${wait} and try again.`;
}

/** The 429 the login screen shows: how long to wait, in words and in Retry-After. */
function tooMany(c: Context<ApiEnv>, what: string, seconds: number) {
  const message = waitMessage(what, seconds);
  c.header("Retry-After", String(seconds));
  return c.json(reply<ErrorResponse>(errorBody(message, { message, retryAfter: seconds })), 429);
}

/** Auth's own per-address limit (over_request_rate_limit) refills within minutes. */
const AUTH_LIMIT_WAIT_SECONDS = 60;

/** Login failures carry `message` (what the login screen reads) as well as `error`. */
function loginError(status: 400 | 401, message: string) {
  return new HttpError(status, message, { message });
}

async function signedInAnswer(session: gotrue.Session) {
  const user = await serviceProfileById(session.user.id);
  if (!user) throw new HttpError(403, "This account has no CRM profile");
  return reply<SignedInResponse>({ user, session });
}

export const auth = new Hono<ApiEnv>();

auth.post("/login", async (c) => {
  let body: z.infer<typeof loginBody>;
  try {
    body = await parseJsonBody(c.req.raw, loginBody);
  } catch (error) {
    if (error instanceof UnknownFieldsError) throw error;
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
  const address = addressKey(c.req.header(clientIpHeader()));
  const account = await accountForLogin(username);
  const keys = account ? [accountKey(account.id), address] : [address];
  const wait = await claimAttempt(keys);
  if (wait > 0) return tooMany(c, TOO_MANY_SIGN_INS, wait);
  if (!account) throw loginError(401, INVALID_CREDENTIALS);
  let session: gotrue.Session;
  try {
    session = await gotrue.passwordGrant(account.email, password, clientAddress(address));
  } catch (error) {
    const refusedBy = gotrue.isAuthError(error) ? error.status : 500;
    // A wrong guess stays counted; an attempt Auth did not judge does not.
    if (refusedBy < 500 && refusedBy !== 429) {
      await confirmFailure(keys);
      throw loginError(401, INVALID_CREDENTIALS);
    }
    await giveBack(keys);
    if (refusedBy === 429) return tooMany(c, TOO_MANY_SIGN_INS, AUTH_LIMIT_WAIT_SECONDS);
    throw error;
  }
  await signedIn(keys[0], address);
  return c.json(await signedInAnswer(session));
});

auth.post("/auth/dev-login", async (c) => {
  if (!demoLoginEnabled()) throw new HttpError(404, "Not found");
  const { name } = await parseJsonBody(c.req.raw, devLoginBody);
  const madeHere = demoLoginKey(c.req.header(clientIpHeader()));
  const wait = await claimAttempt([madeHere]);
  if (wait > 0) return tooMany(c, TOO_MANY_DEMOS, wait);
  const email = `demo-${crypto.randomUUID()}@example.com`;
  try {
    await gotrue.createUser({
      email,
      email_confirm: true,
      user_metadata: { name: name ?? "Demo User" },
      app_metadata: { role: "SALES", demo: true },
    });
  } catch (error) {
    await giveBack([madeHere]);
    throw error;
  }
  const session = await gotrue.sessionFor(email);
  await seedDemoBook(await verifyAccessToken(session.access_token));
  // Demo accounts come and go here, so this is where the expired ones' files go too.
  await removeExpiredDemoFiles().catch((error) =>
    console.error("could not remove expired demo accounts' files", error),
  );
  return c.json(await signedInAnswer(session));
});

// An admin lets an account sign in again at once; the database function checks the caller is one.
auth.delete("/users/:id/sign-in-backoff", requireUser, async (c) => {
  const id = parseId(c.req.param("id"), "User not found");
  const [{ cleared }] = await withUserTransaction(
    c.get("claims"),
    (tx) => tx`select public.clear_sign_in_backoff(${id}) as cleared`,
  );
  return c.json(reply<ClearedBackoffResponse>({ cleared }));
});

auth.get("/user", requireUser, async (c) => {
  refuseQuery(c.req.url);
  const user = await withUserTransaction(c.get("claims"), (tx) => profileById(tx, c.get("userId")));
  if (!user) throw new HttpError(404, "User not found");
  return c.json(reply<ProfileResponse>(user));
});

auth.post("/logout", requireUser, async (c) => {
  try {
    await gotrue.signOut(bearerToken(c.req.header("authorization"))!);
  } catch (error) {
    // A session that is already gone is signed out all the same.
    if (!gotrue.isAuthError(error) || error.status >= 500) throw error;
  }
  return c.json(reply<SuccessResponse>({ success: true }));
});
