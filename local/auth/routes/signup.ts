import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { unprocessable, validationFailed } from "../errors.ts";
import { checkPasswordStrength, hashPassword } from "../passwords.ts";
import { clientInfo, metadata, optionalString, readParams, validateEmail } from "../request.ts";
import { createAnonymousUser, createEmailUser } from "../accounts.ts";
import { linkRequest, linkRequestFields, mailLink } from "../emailLinks.ts";
import type { Mailer } from "../mailer.ts";
import { createSession } from "../tokens.ts";
import { findUserByEmail, isUniqueViolation, loadUserJson } from "../users.ts";

const signupParams = z.object({
  ...linkRequestFields,
  phone: optionalString,
  password: optionalString,
  data: metadata.nullish(),
});

const userAlreadyExists = () => unprocessable("user_already_exists", "User already registered");

/**
 * POST /signup (GoTrue's Signup). With confirmations off (mailer autoconfirm) the new user
 * is confirmed at once and the answer is a session; a second sign-up is 422. With
 * `[auth.email] enable_confirmations` the user waits unconfirmed and is mailed the
 * confirmation (again, within max_frequency, for an address not yet confirmed), and the
 * answer is the user; a confirmed address gets a look-alike user and no mail, so that
 * sign-up does not tell who has an account. Without an email or phone it is an anonymous
 * sign-in, when `enable_anonymous_sign_ins` allows it.
 */
async function signup(c: Context, ctx: ServiceContext, mailer: Mailer) {
  const params = await readParams(c, signupParams);
  const anonymous = params.email === "" && params.phone === "";
  if (anonymous && !ctx.project.auth.enableAnonymousSignIns)
    throw unprocessable("anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  if (!ctx.project.auth.enableSignup)
    throw unprocessable("signup_disabled", "Signups not allowed for this instance");
  if (anonymous) return signupAnonymously(c, ctx, params.data ?? {});
  if (params.email !== "" && params.phone !== "") {
    throw validationFailed("Only an email address or phone number should be provided on signup.");
  }
  if (params.phone !== "")
    throw unprocessable("phone_provider_disabled", "Phone signups are disabled");
  if (params.password === "")
    throw unprocessable("validation_failed", "Signup requires a valid password");
  checkPasswordStrength(ctx, params.password);
  const email = validateEmail(params.email);
  const request = linkRequest(c, ctx, params);
  const existing = await findUserByEmail(ctx.sql, email);
  const confirmations = ctx.project.auth.email.enableConfirmations;
  if (existing?.email_confirmed_at) {
    if (!confirmations) throw userAlreadyExists();
    return c.json(lookAlikeUser(email, params.data ?? {}));
  }

  const passwordHash = await hashPassword(params.password);
  const newUser = {
    email,
    passwordHash,
    userMetadata: params.data ?? {},
    confirmed: !confirmations,
  };
  try {
    if (confirmations) {
      const user = existing ?? {
        id: randomUUID(),
        recovery_sent_at: null,
        confirmation_sent_at: null,
      };
      await mailLink(ctx, mailer, { ...user, email }, "signup", request, async (tx) => {
        if (!existing) await createEmailUser(tx, { ...newUser, id: user.id });
      });
      return c.json(await loadUserJson(ctx.sql, user.id));
    }
    if (existing) throw userAlreadyExists();
    const session = await ctx.sql.begin(async (tx) => {
      const userId = await createEmailUser(tx, newUser);
      return createSession(ctx, tx, userId, "password", clientInfo(c));
    });
    return c.json(session);
  } catch (error) {
    // Signed up twice at the same moment: the unique email index decides.
    if (isUniqueViolation(error)) throw userAlreadyExists();
    throw error;
  }
}

/** Whether a POST /signup asks for an anonymous sign-in (neither email nor phone), before it is validated. */
export async function isAnonymousSignup(c: Context): Promise<boolean> {
  const text = (await c.req.text()).trim();
  if (text === "") return true;
  try {
    const body = JSON.parse(text) as { email?: unknown; phone?: unknown } | null;
    return !body?.email && !body?.phone;
  } catch {
    return false;
  }
}

/** GoTrue's SignupAnonymously: a user with neither email nor phone, signed in at once. */
async function signupAnonymously(c: Context, ctx: ServiceContext, data: Record<string, unknown>) {
  const session = await ctx.sql.begin(async (tx) => {
    const userId = await createAnonymousUser(tx, data);
    return createSession(ctx, tx, userId, "anonymous", clientInfo(c));
  });
  return c.json(session);
}

/** GoTrue's sanitizeUser: what a sign-up of an already confirmed address answers. */
function lookAlikeUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function signupRoutes(ctx: ServiceContext, mailer: Mailer): Hono {
  return new Hono().post("/signup", (c) => signup(c, ctx, mailer));
}
