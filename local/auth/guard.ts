import type { Context } from "hono";
import type { JWTPayload } from "jose";
import type { ServiceContext } from "../context.ts";
import { verifyJwt } from "../jwt.ts";
import { badRequest, forbidden, unauthorized } from "./errors.ts";
import { isUuid } from "./request.ts";
import { findUserById, NIL_UUID, type UserRow } from "./users.ts";

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date | null;
}

const BEARER = /^[Bb]earer (\S+)$/;

/** GoTrue's requireAuthentication: a Bearer token signed with the project's secret. */
export async function requireClaims(c: Context, ctx: ServiceContext): Promise<JWTPayload> {
  const match = BEARER.exec(c.req.header("authorization") ?? "");
  if (!match) throw unauthorized("no_authorization", "This endpoint requires a Bearer token");
  try {
    return await verifyJwt(ctx, match[1]);
  } catch (error) {
    throw forbidden(
      "bad_jwt",
      `invalid JWT: unable to parse or verify signature, ${(error as Error).message}`,
    );
  }
}

/** GoTrue's requireAdmin: the token's role must be service_role (or supabase_admin). */
export async function requireAdmin(c: Context, ctx: ServiceContext): Promise<JWTPayload> {
  const claims = await requireClaims(c, ctx);
  if (claims.role !== "service_role" && claims.role !== "supabase_admin") {
    throw forbidden("not_admin", "User not allowed");
  }
  return claims;
}

/**
 * The signed-in user and session behind the Bearer token. As in GoTrue, a token
 * whose session was signed out (its row deleted) no longer works.
 */
export async function requireUserSession(
  c: Context,
  ctx: ServiceContext,
): Promise<{ claims: JWTPayload; user: UserRow; session: SessionRow | null }> {
  const claims = await requireClaims(c, ctx);
  if (!claims.sub) throw forbidden("bad_jwt", "invalid claim: missing sub claim");
  if (!isUuid(claims.sub)) throw badRequest("bad_jwt", "invalid claim: sub claim must be a UUID");
  const user = await findUserById(ctx.sql, claims.sub);
  if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist");

  const sessionId = typeof claims.session_id === "string" ? claims.session_id : "";
  if (sessionId === "" || sessionId === NIL_UUID) return { claims, user, session: null };
  if (!isUuid(sessionId))
    throw forbidden("bad_jwt", "invalid claim: session_id claim must be a UUID");
  const [session] = await ctx.sql<SessionRow[]>`
    select id, user_id, created_at from auth.sessions where id = ${sessionId}`;
  if (!session)
    throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
  return { claims, user, session };
}

/** GoTrue's requireNotAnonymous, after requireAuthentication. */
export function requireNotAnonymous(claims: JWTPayload): void {
  if (claims.is_anonymous === true)
    throw forbidden("no_authorization", "Anonymous user not allowed to perform these actions");
}
