import { createHash, randomInt } from 'node:crypto';
import type { ServiceContext } from '../context.ts';
import { forbidden, validationFailed } from './errors.ts';
import { hashPassword, randomPassword } from './passwords.ts';
import { createSession, type ClientInfo, type SessionResponse } from './tokens.ts';
import { confirmEmail, refreshProviders } from './accounts.ts';
import { findUserByEmail, isBanned, type Db, type UserRow } from './users.ts';

/** The email link types this stand-in verifies; 'email' is an OTP for either a sign-up or a magic link. */
export const VERIFICATION_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
type ResolvedType = Exclude<VerificationType, 'email'>;

/** [auth.email] otp_expiry of a Supabase project. */
const OTP_EXPIRY_SECONDS = 3600;

export function isVerificationType(type: string): type is VerificationType {
  return (VERIFICATION_TYPES as readonly string[]).includes(type);
}

/** A six-digit email OTP, as GoTrue's crypto.GenerateOtp with the default length. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** GoTrue's crypto.GenerateTokenHash: what is stored and what email links carry. */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224').update(emailOrPhone + otp).digest('hex');
}

const isExpired = (sentAt: Date | null) => !sentAt || sentAt.getTime() + OTP_EXPIRY_SECONDS * 1000 < Date.now();

/** Which token column a hash matches on the user, given the link type, or null. */
function matchToken(user: UserRow, type: VerificationType, hash: string): ResolvedType | null {
  const confirmation = (type === 'signup' || type === 'invite' || type === 'email') && user.confirmation_token === hash;
  if (confirmation && !isExpired(user.confirmation_sent_at)) return type === 'email' ? 'signup' : type;
  const recovery = (type === 'magiclink' || type === 'recovery' || type === 'email') && user.recovery_token === hash;
  if (recovery && !isExpired(user.recovery_sent_at)) return type === 'email' ? 'magiclink' : type;
  return null;
}

/** The user an email link's token hash was issued to (GoTrue's verifyTokenHash). */
export async function userForTokenHash(db: Db, type: VerificationType, hash: string) {
  const [user] = await db<UserRow[]>`
    select * from auth.users where confirmation_token = ${hash} or recovery_token = ${hash} limit 1`;
  const resolved = user ? matchToken(user, type, hash) : null;
  if (!user || !resolved) throw forbidden('otp_expired', 'Email link is invalid or has expired');
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { user, type: resolved, hash };
}

/** The user of an email and the six-digit code mailed to it (GoTrue's verifyUserAndToken). */
export async function userForEmailOtp(db: Db, type: VerificationType, email: string, otp: string) {
  const user = await findUserByEmail(db, email);
  const hash = tokenHash(email, otp);
  const resolved = user ? matchToken(user, type, hash) : null;
  if (!user || !resolved) throw forbidden('otp_expired', 'Token has expired or is invalid');
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { user, type: resolved, hash };
}

/**
 * Consumes a verified link and signs the user in: sign-up and invite links
 * confirm the email (an invited user without a password gets a random one, as
 * GoTrue does), magic and recovery links are used up and confirm too.
 */
export async function completeVerification(
  ctx: ServiceContext,
  verified: { user: UserRow; type: ResolvedType; hash: string },
  client: ClientInfo,
): Promise<SessionResponse> {
  const { user, type, hash } = verified;
  const invitedWithoutPassword =
    (type === 'signup' || type === 'invite') && user.invited_at !== null && !user.encrypted_password;
  const newPasswordHash = invitedWithoutPassword ? await hashPassword(randomPassword()) : null;
  return ctx.sql.begin(async (tx) => {
    // Locked and checked again, so that one link signs in once even when used twice at the same moment.
    const [unused] = await tx`
      select id from auth.users
      where id = ${user.id} and (confirmation_token = ${hash} or recovery_token = ${hash})
      for update`;
    if (!unused) throw forbidden('otp_expired', 'Email link is invalid or has expired');
    if (type === 'magiclink' || type === 'recovery') {
      await tx`update auth.users set recovery_token = '', updated_at = now() where id = ${user.id}`;
    }
    if (newPasswordHash) {
      await tx`update auth.users set encrypted_password = ${newPasswordHash} where id = ${user.id}`;
    }
    await confirmEmail(tx, user.id);
    await refreshProviders(tx, user.id);
    return createSession(ctx, tx, user.id, 'otp', client);
  });
}

export function requireVerificationType(type: string): VerificationType {
  if (type === '') throw validationFailed('Verify requires a verification type');
  if (!isVerificationType(type)) throw validationFailed('Unsupported verification type');
  return type;
}
