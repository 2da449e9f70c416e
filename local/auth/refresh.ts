import type { ServiceContext } from "../context.ts";
import { AuthError, badRequest } from "./errors.ts";
import { isUuid } from "./request.ts";
import {
  insertRefreshToken,
  refreshedAmr,
  sessionResponse,
  type ClientInfo,
  type SessionResponse,
} from "./tokens.ts";
import { findUserById, isBanned } from "./users.ts";

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  /** Revoked longer ago than the reuse interval. */
  reuse_expired: boolean;
}

interface SessionRow {
  id: string;
  created_at: Date | null;
  expired: boolean;
}

/**
 * GoTrue's refresh_token grant with rotation: the used token is revoked and a
 * child issued in the same session. A revoked token is still accepted if its
 * child is the session's active token (the client lost the answer; the active
 * token is handed back) or within the reuse interval; past that it is treated
 * as stolen and every token of the session is revoked.
 */
export async function refreshTokenGrant(
  ctx: ServiceContext,
  refreshToken: string,
  client: ClientInfo,
): Promise<SessionResponse> {
  const reuseSeconds = ctx.project.auth.refreshTokenReuseInterval;
  // An error decided after writes that must stay (revoking the token family) is returned, not thrown, so the transaction commits.
  const outcome = await ctx.sql.begin(async (tx): Promise<SessionResponse | AuthError> => {
    const [token] = await tx<RefreshTokenRow[]>`
      select id, token, user_id, revoked, parent, session_id,
             updated_at + make_interval(secs => ${reuseSeconds}::float8) < now() as reuse_expired
      from auth.refresh_tokens where token = ${refreshToken}
      for update`;
    const user = token && isUuid(token.user_id) ? await findUserById(tx, token.user_id) : undefined;
    if (!token || !user) {
      return badRequest(
        "refresh_token_not_found",
        "Invalid Refresh Token: Refresh Token Not Found",
      );
    }
    if (isBanned(user)) return badRequest("user_banned", "Invalid Refresh Token: User Banned");

    const [session] = token.session_id
      ? await tx<SessionRow[]>`
          select id, created_at, coalesce(not_after < now(), false) as expired
          from auth.sessions where id = ${token.session_id}
          for update`
      : [];
    if (!session) {
      await tx`delete from auth.refresh_tokens where id = ${token.id}`;
      return badRequest("session_not_found", "Invalid Refresh Token: No Valid Session Found");
    }
    if (session.expired)
      return badRequest("session_expired", "Invalid Refresh Token: Session Expired");

    let issued: string | null = null;
    if (token.revoked) {
      const [active] = await tx<{ token: string; parent: string | null }[]>`
        select token, parent from auth.refresh_tokens
        where session_id = ${session.id} and revoked = false
        order by id desc limit 1`;
      if (active && active.parent === token.token) {
        issued = active.token;
      } else if (token.reuse_expired) {
        await tx`
          update auth.refresh_tokens set revoked = true, updated_at = now()
          where session_id = ${session.id} and revoked = false`;
        return badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used");
      }
    }
    if (issued === null) {
      await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${token.id}`;
      issued = await insertRefreshToken(tx, user.id, session.id, token.token);
    }

    await tx`
      update auth.sessions
      set refreshed_at = now() at time zone 'utc', updated_at = now(),
          user_agent = ${client.userAgent}, ip = ${client.ip}
      where id = ${session.id}`;
    return sessionResponse(
      ctx,
      tx,
      user.id,
      session.id,
      issued,
      refreshedAmr(user, session.created_at),
    );
  });
  if (outcome instanceof AuthError) throw outcome;
  return outcome as SessionResponse;
}
