import { createHash, randomInt } from "node:crypto";
import type { ServiceContext } from "../context.ts";
import { forbidden, notFound, validationFailed } from "./errors.ts";
import { issueAuthCodeForUser } from "./flow.ts";
import { hashPassword, randomPassword } from "./passwords.ts";
import { createSession, type ClientInfo, type SessionResponse } from "./tokens.ts";
import { confirmEmail, confirmEmailChange, refreshProviders } from "./accounts.ts";
import { findUserByEmail, isBanned, type Db, type UserRow } from "./users.ts";

/** The email link types this stand-in verifies; 'email' is an OTP for either a sign-up or a magic link. */
export const VERIFICATION_TYPES = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change",
  "email",
] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
export type ResolvedType = Exclude<VerificationType, "email">;
/** The types whose token is stored in confirmation_token or recovery_token. */
export type SingleAddressType = Exclude<ResolvedType, "email_change">;

/** [auth.email] otp_expiry of a Supabase project. */
const OTP_EXPIRY_SECONDS = 3600;

export function isVerificationType(type: string): type is VerificationType {
  return (VERIFICATION_TYPES as readonly string[]).includes(type);
}

/** A six-digit email OTP, as GoTrue's crypto.GenerateOtp with the default length. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** GoTrue's crypto.GenerateTokenHash: what is stored and what email links carry. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash("sha224")
    .update(emailOrPhone + otp)
    .digest("hex");
}

/** GoTrue's prefix on a stored token whose link finishes a PKCE flow (answers an auth code, not a session). */
const PKCE_PREFIX = "pkce_";

/** GoTrue's answer when the first of a secure email change's two links or codes is used. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

/** What is stored for a code mailed to an address, and what its link carries. */
export const linkTokenHash = (address: string, otp: string, pkce: boolean) =>
  (pkce ? PKCE_PREFIX : "") + tokenHash(address, otp);

/** A stored token matches the hash of a link or of a typed code, with or without the PKCE prefix. */
const sameToken = (stored: string | null, hash: string) =>
  !!stored && (stored === hash || stored === PKCE_PREFIX + hash);

/**
 * A fresh six-digit code for the user's address and its hash stored on the
 * user: recovery_token (magic link, recovery) or confirmation_token (sign-up,
 * invite), as GoTrue does before mailing a link or handing it to generateLink.
 */
export async function issueEmailToken(
  db: Db,
  user: { id: string; email: string },
  type: SingleAddressType,
  options: { pkce?: boolean } = {},
) {
  const otp = generateOtp();
  const hashedToken = linkTokenHash(user.email, otp, !!options.pkce);
  if (type === "magiclink" || type === "recovery") {
    await db`update auth.users set recovery_token = ${hashedToken}, recovery_sent_at = now() where id = ${user.id}`;
  } else {
    await db`
      update auth.users
      set confirmation_token = ${hashedToken}, confirmation_sent_at = now(),
          invited_at = case when ${type === "invite"} then now() else invited_at end
      where id = ${user.id}`;
  }
  return { otp, hashedToken };
}

const isExpired = (sentAt: Date | null) =>
  !sentAt || sentAt.getTime() + OTP_EXPIRY_SECONDS * 1000 < Date.now();

/** GoTrue's isOtpValid: the code's hash is what was stored (PKCE prefix or not), within the OTP expiry. */
export const isOtpValid = (hash: string, stored: string | null, sentAt: Date | null) =>
  !!stored && !isExpired(sentAt) && sameToken(stored, hash);

/** Which token a hash matches on the user, given the link type: the resolved type and the stored token, or null. */
function matchToken(user: UserRow, type: VerificationType, hash: string) {
  const confirmation =
    (type === "signup" || type === "invite" || type === "email") &&
    sameToken(user.confirmation_token, hash);
  if (confirmation && !isExpired(user.confirmation_sent_at)) {
    return { type: type === "email" ? "signup" : type, hash: user.confirmation_token } as Verified;
  }
  const recovery =
    (type === "magiclink" || type === "recovery" || type === "email") &&
    sameToken(user.recovery_token, hash);
  if (recovery && !isExpired(user.recovery_sent_at)) {
    return { type: type === "email" ? "magiclink" : type, hash: user.recovery_token } as Verified;
  }
  if (type === "email_change" && !isExpired(user.email_change_sent_at)) {
    for (const stored of [user.email_change_token_current, user.email_change_token_new]) {
      if (sameToken(stored, hash)) return { type, hash: stored } as Verified;
    }
  }
  return null;
}

interface Verified {
  type: ResolvedType;
  /** The token as stored, PKCE prefix included. */
  hash: string;
}

/** The user an email link's token hash was issued to (GoTrue's verifyTokenHash). */
export async function userForTokenHash(db: Db, type: VerificationType, hash: string) {
  const [user] = await db<UserRow[]>`
    select * from auth.users
    where ${hash} in (confirmation_token, recovery_token, email_change_token_current, email_change_token_new)
    limit 1`;
  const resolved = user ? matchToken(user, type, hash) : null;
  if (!user || !resolved) throw forbidden("otp_expired", "Email link is invalid or has expired");
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
  return { user, ...resolved };
}

/**
 * The user of an email and the six-digit code mailed to it (GoTrue's verifyUserAndToken); for an
 * email change, the address may be the new one or (secure change) the current one.
 */
export async function userForEmailOtp(db: Db, type: VerificationType, email: string, otp: string) {
  const hash = tokenHash(email, otp);
  const user =
    type === "email_change"
      ? (
          await db<UserRow[]>`
            select * from auth.users
            where (lower(email) = ${email} and email_change_token_current in (${hash}, ${PKCE_PREFIX + hash}))
               or (lower(email_change) = ${email} and email_change_token_new in (${hash}, ${PKCE_PREFIX + hash}))
            limit 1`
        )[0]
      : await findUserByEmail(db, email);
  const resolved = user ? matchToken(user, type, hash) : null;
  if (!user || !resolved) throw forbidden("otp_expired", "Token has expired or is invalid");
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
  return { user, ...resolved };
}

type VerifiedUser = { user: UserRow } & Verified;

/**
 * Uses up a verified link in a transaction that locks the user: sign-up and
 * invite links confirm the email (an invited user without a password gets a
 * random one, as GoTrue does), magic and recovery links are used up and confirm too,
 * an email change's link changes the address, or (the first of a secure change's
 * two) answers null and signs nobody in.
 */
async function consumeVerification<T>(
  ctx: ServiceContext,
  verified: VerifiedUser,
  signIn: (tx: Db) => Promise<T>,
): Promise<T | null> {
  const { user, type, hash } = verified;
  const invitedWithoutPassword =
    (type === "signup" || type === "invite") &&
    user.invited_at !== null &&
    !user.encrypted_password;
  const newPasswordHash = invitedWithoutPassword ? await hashPassword(randomPassword()) : null;
  return ctx.sql.begin(async (tx) => {
    // Locked and checked again, so that one link signs in once even when used twice at the same moment.
    const [unused] = await tx`
      select id from auth.users
      where id = ${user.id}
        and ${hash} in (confirmation_token, recovery_token, email_change_token_current, email_change_token_new)
      for update`;
    if (!unused) throw forbidden("otp_expired", "Email link is invalid or has expired");
    if (type === "email_change") {
      const { enableConfirmations, doubleConfirmChanges } = ctx.project.auth.email;
      const bothAddresses = enableConfirmations && doubleConfirmChanges;
      if (!(await confirmEmailChange(tx, user.id, hash, bothAddresses))) return null;
      await refreshProviders(tx, user.id);
      return signIn(tx);
    }
    if (type === "magiclink" || type === "recovery") {
      await tx`update auth.users set recovery_token = '', updated_at = now() where id = ${user.id}`;
    }
    if (newPasswordHash) {
      await tx`update auth.users set encrypted_password = ${newPasswordHash} where id = ${user.id}`;
    }
    await confirmEmail(tx, user.id);
    await refreshProviders(tx, user.id);
    return signIn(tx);
  }) as Promise<T | null>;
}

/** Consumes a verified link or code and signs the user in (null: a change waits for its other address). */
export function completeVerification(
  ctx: ServiceContext,
  verified: VerifiedUser,
  client: ClientInfo,
): Promise<SessionResponse | null> {
  return consumeVerification(ctx, verified, (tx) =>
    createSession(ctx, tx, verified.user.id, "otp", client),
  );
}

/** The mailed link opened in a browser: a link of a PKCE flow answers that flow's auth code instead of a session. */
export function completeLinkVerification(
  ctx: ServiceContext,
  verified: VerifiedUser,
  client: ClientInfo,
): Promise<SessionResponse | { authCode: string } | null> {
  if (!isPkceToken(verified.hash)) return completeVerification(ctx, verified, client);
  return consumeVerification(ctx, verified, async (tx) => {
    const flow = await issueAuthCodeForUser(tx, verified.user.id, verified.type);
    if (!flow) throw notFound("flow_state_not_found", "Flow state not found");
    return { authCode: flow.auth_code };
  });
}

export const isPkceToken = (stored: string) => stored.startsWith(PKCE_PREFIX);

export function requireVerificationType(type: string): VerificationType {
  if (type === "") throw validationFailed("Verify requires a verification type");
  if (!isVerificationType(type)) throw validationFailed("Unsupported verification type");
  return type;
}
