import { randomInt, randomUUID } from "node:crypto";
import type { ServiceContext } from "../context.ts";
import { signSessionToken } from "../jwt.ts";
import {
  AUDIENCE,
  findUserById,
  identitiesByUser,
  NIL_UUID,
  userJson,
  type Db,
  type UserJson,
  type UserRow,
} from "./users.ts";

/** How the user proved who they are: GoTrue's amr method names (a PKCE flow's authentication_method is used as is). */
export type AuthMethod = "password" | "otp" | "oauth" | (string & {});

export interface AmrEntry {
  method: AuthMethod;
  timestamp: number;
}

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

/** GoTrue's AccessTokenResponse. */
export interface SessionResponse {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  provider_token?: string;
  provider_refresh_token?: string;
}

export const issuer = (ctx: ServiceContext) => `${ctx.publicUrl}/auth/v1`;

const REFRESH_TOKEN_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Refresh tokens look like GoTrue's: 12 random lower-case letters and digits. */
function newRefreshToken(): string {
  let token = "";
  for (let i = 0; i < 12; i++)
    token += REFRESH_TOKEN_ALPHABET[randomInt(REFRESH_TOKEN_ALPHABET.length)];
  return token;
}

export async function insertRefreshToken(
  db: Db,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db`
    insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
    values (${NIL_UUID}, ${token}, ${userId}, false, now(), now(), ${parent}, ${sessionId})`;
  return token;
}

async function signAccessToken(
  ctx: ServiceContext,
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ctx.project.auth.jwtExpiry;
  const token = await signSessionToken(ctx, {
    aud: user.aud || AUDIENCE,
    exp,
    iat,
    iss: issuer(ctx),
    sub: user.id,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || AUDIENCE,
    aal: "aal1",
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  });
  return { token, exp };
}

/** The token response for a session whose refresh token is already stored. */
export async function sessionResponse(
  ctx: ServiceContext,
  db: Db,
  userId: string,
  sessionId: string,
  refreshToken: string,
  amr: AmrEntry[],
): Promise<SessionResponse> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  const { token, exp } = await signAccessToken(ctx, user, sessionId, amr);
  const identities = await identitiesByUser(db, [userId]);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ctx.project.auth.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, identities.get(userId) ?? []),
  };
}

/** GoTrue's issueRefreshToken: a new session with its first refresh token; the user's last sign-in moves to now. */
export async function createSession(
  ctx: ServiceContext,
  db: Db,
  userId: string,
  method: AuthMethod,
  client: ClientInfo,
): Promise<SessionResponse> {
  const sessionId = randomUUID();
  await db`
    insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
    values (${sessionId}, ${userId}, now(), now(), 'aal1', ${client.userAgent}, ${client.ip})`;
  const refreshToken = await insertRefreshToken(db, userId, sessionId, null);
  await db`update auth.users set last_sign_in_at = now() where id = ${userId}`;
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  return sessionResponse(ctx, db, userId, sessionId, refreshToken, amr);
}

/**
 * The amr of a refreshed session. GoTrue keeps it in auth.mfa_amr_claims, which
 * the platform schema here does not have, so it is derived from how the user
 * first signed up, stamped with the session's start.
 */
export function refreshedAmr(user: UserRow, sessionCreatedAt: Date | null): AmrEntry[] {
  const provider = user.raw_app_meta_data?.provider ?? "email";
  const method: AuthMethod = user.is_anonymous
    ? "anonymous"
    : provider === "email"
      ? "password"
      : "oauth";
  const started = sessionCreatedAt ?? new Date();
  return [{ method, timestamp: Math.floor(started.getTime() / 1000) }];
}
