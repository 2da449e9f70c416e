import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { AuthError, badRequest, emailExists, unprocessable, validationFailed } from "../errors.ts";
import { requireUserSession, type SessionRow } from "../guard.ts";
import { isOtpValid, tokenHash } from "../otp.ts";
import { checkPasswordStrength, hashPassword, passwordMatches } from "../passwords.ts";
import { metadata, optionalString, readParams, validateEmail } from "../request.ts";
import { updatePassword, updateUserMetadata } from "../accounts.ts";
import { requestEmailChange } from "../emailChange.ts";
import { linkRequest, linkRequestFields } from "../emailLinks.ts";
import type { Mailer } from "../mailer.ts";
import { findUserByEmail, loadUserJson, type UserRow } from "../users.ts";

const updateParams = z.object({
  code_challenge: linkRequestFields.code_challenge,
  code_challenge_method: linkRequestFields.code_challenge_method,
  email: z.string().nullish(),
  password: z.string().nullish(),
  nonce: optionalString,
  data: metadata.nullish(),
});

const REAUTHENTICATION_WINDOW_MS = 24 * 3600_000;

/**
 * GoTrue's secure password change (`secure_password_change`): a session more than a day old
 * needs the code GET /reauthenticate mailed (updatePassword then clears it, used up).
 */
function checkReauthentication(
  ctx: ServiceContext,
  user: UserRow,
  session: SessionRow | null,
  nonce: string,
) {
  if (!ctx.project.auth.email.securePasswordChange) return;
  const recent =
    session?.created_at && session.created_at.getTime() + REAUTHENTICATION_WINDOW_MS > Date.now();
  if (recent) return;
  if (nonce === "")
    throw badRequest("reauthentication_needed", "Password update requires reauthentication");
  const hash = tokenHash(user.email ?? "", nonce);
  if (!isOtpValid(hash, user.reauthentication_token, user.reauthentication_sent_at)) {
    throw unprocessable("reauthentication_not_valid", "Nonce has expired or is invalid");
  }
}

/** PUT /user */
async function updateUser(c: Context, ctx: ServiceContext, mailer: Mailer) {
  const { user, session } = await requireUserSession(c, ctx);
  const params = await readParams(c, updateParams);
  const request = linkRequest(c, ctx, params);

  let passwordHash: string | null = null;
  if (params.password != null) {
    checkReauthentication(ctx, user, session, params.nonce);
    checkPasswordStrength(ctx, params.password);
    if (await passwordMatches(params.password, user.encrypted_password)) {
      throw unprocessable(
        "same_password",
        "New password should be different from the old password.",
      );
    }
    passwordHash = await hashPassword(params.password);
  }

  let newEmail: string | null = null;
  if (params.email != null && params.email !== "") {
    const email = validateEmail(params.email);
    if (email !== (user.email ?? "").toLowerCase()) {
      const owner = await findUserByEmail(ctx.sql, email);
      if (owner && owner.id !== user.id) {
        throw emailExists();
      }
      newEmail = email;
    }
  }

  await ctx.sql.begin(async (tx) => {
    if (passwordHash !== null) await updatePassword(tx, user.id, passwordHash, session?.id ?? null);
    if (params.data) await updateUserMetadata(tx, user.id, params.data);
    // Even with confirmations off, GoTrue mails the change rather than applying it.
    if (newEmail !== null) await requestEmailChange(ctx, mailer, tx, user, newEmail, request);
  });
  return c.json(await loadUserJson(ctx.sql, user.id));
}

const LOGOUT_SCOPES = ["global", "local", "others"] as const;

/** POST /logout?scope=global|local|others: signing out deletes sessions, and their refresh tokens with them. */
async function logout(c: Context, ctx: ServiceContext) {
  let signedIn;
  try {
    signedIn = await requireUserSession(c, ctx);
  } catch (error) {
    // Signing out is idempotent, as in current GoTrue: a session already gone is signed out.
    if (error instanceof AuthError && error.code === "session_not_found") return c.body(null, 204);
    throw error;
  }
  const { user, session } = signedIn;
  const scope = c.req.query("scope") || "global";
  if (!LOGOUT_SCOPES.includes(scope as (typeof LOGOUT_SCOPES)[number])) {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  await ctx.sql.begin(async (tx) => {
    if (session && scope === "local") {
      await tx`delete from auth.sessions where id = ${session.id}`;
    } else if (session && scope === "others") {
      await tx`delete from auth.sessions where user_id = ${user.id} and id <> ${session.id}`;
    } else {
      await tx`delete from auth.sessions where user_id = ${user.id}`;
      await tx`delete from auth.refresh_tokens where user_id = ${user.id}`;
    }
  });
  return c.body(null, 204);
}

export function userRoutes(ctx: ServiceContext, mailer: Mailer): Hono {
  return new Hono()
    .get("/user", async (c) => {
      const { user } = await requireUserSession(c, ctx);
      return c.json(await loadUserJson(ctx.sql, user.id));
    })
    .put("/user", (c) => updateUser(c, ctx, mailer))
    .post("/logout", (c) => logout(c, ctx));
}
