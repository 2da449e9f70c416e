import { createMiddleware } from "hono/factory";
import { bearerToken, type Claims, verifyAccessToken } from "../_shared/auth.ts";

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
