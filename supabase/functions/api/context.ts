import { createMiddleware } from "hono/factory";
import { bearerToken, type Claims, verifyAccessToken } from "../_shared/auth.ts";
import { callerIsAdmin, withUserTransaction } from "../_shared/db.ts";
import { HttpError } from "../_shared/errors.ts";

export interface ApiEnv {
  Variables: { claims: Claims; userId: string };
}

/** Every route behind this needs a signed-in user's bearer token. */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const claims = await verifyAccessToken(bearerToken(c.req.header("authorization")));
  c.set("claims", claims);
  c.set("userId", claims.sub);
  await next();
});

/**
 * Routes behind this answer 403 with `message` to anyone but an ADMIN, before
 * their input is read. The role is read from the database, not the token, so a
 * role change counts at once.
 */
export const adminOnly = (message: string) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    if (!(await withUserTransaction(c.get("claims"), callerIsAdmin)))
      throw new HttpError(403, message);
    await next();
  });
