import { Hono } from "hono";
import type { ServiceContext } from "../context.ts";
import { errorResponse, handleError, notFound } from "./errors.ts";
import { adminRoutes } from "./routes/admin.ts";
import { disabledRoutes } from "./routes/disabled.ts";
import { Mailer } from "./mailer.ts";
import { rateLimit } from "./rateLimit.ts";
import { metaRoutes } from "./routes/meta.ts";
import { inviteRoutes } from "./routes/invite.ts";
import { oauthRoutes } from "./routes/oauth.ts";
import { otpRoutes } from "./routes/otp.ts";
import { passkeyRoutes } from "./routes/passkeys.ts";
import { reauthenticateRoutes } from "./routes/reauthenticate.ts";
import { recoverRoutes } from "./routes/recover.ts";
import { resendRoutes } from "./routes/resend.ts";
import { isAnonymousSignup, signupRoutes } from "./routes/signup.ts";
import { tokenRoutes } from "./routes/token.ts";
import { userRoutes } from "./routes/user.ts";
import { verifyRoutes } from "./routes/verify.ts";

/**
 * The GoTrue-compatible auth service: the part of GoTrue's API that
 * supabase-js uses, on the platform's auth schema. Paths are GoTrue's, without
 * the gateway's /auth/v1 prefix.
 */
export function createAuthApp(ctx: ServiceContext): Hono {
  const app = new Hono();
  app.onError(handleError);
  // Where GoTrue applies which of config.toml's [auth.rate_limit] numbers.
  const { rateLimit: limits } = ctx.project.auth;
  app.post("/token", rateLimit(ctx, limits.tokenRefresh));
  app.on(["GET", "POST"], "/verify", rateLimit(ctx, limits.tokenVerifications));
  // GoTrue's Signups, User, Otp, Recover and Resend limiters: sign_in_sign_ups, each route its own buckets.
  // An anonymous sign-in (no email or phone) counts against anonymous_users per hour instead.
  const signups = rateLimit(ctx, limits.signInSignUps);
  const anonymousSignIns = rateLimit(ctx, limits.anonymousUsers, {
    burst: limits.anonymousUsers,
    windowMs: 60 * 60_000,
  });
  app.post("/signup", async (c, next) => {
    if (!(await isAnonymousSignup(c))) return signups(c, next);
    // Turned off, GoTrue refuses it before any limiter.
    return ctx.project.auth.enableAnonymousSignIns ? anonymousSignIns(c, next) : next();
  });
  app.put("/user", rateLimit(ctx, limits.signInSignUps));
  for (const path of ["/otp", "/recover", "/resend"]) {
    app.post(path, rateLimit(ctx, limits.signInSignUps));
  }
  // GOTRUE_RATE_LIMIT_PASSKEY's default; the Supabase CLI has no setting for it.
  app.post("/passkeys/authentication/options", rateLimit(ctx, 30));
  app.route("/", metaRoutes(ctx));
  app.route("/", disabledRoutes(ctx));
  app.route("/", tokenRoutes(ctx));
  const mailer = new Mailer(ctx);
  app.route("/", signupRoutes(ctx, mailer));
  app.route("/", verifyRoutes(ctx));
  app.route("/", recoverRoutes(ctx, mailer));
  app.route("/", otpRoutes(ctx, mailer));
  app.route("/", inviteRoutes(ctx, mailer));
  app.route("/", resendRoutes(ctx, mailer));
  app.route("/", reauthenticateRoutes(ctx, mailer));
  app.route("/", userRoutes(ctx, mailer));
  app.route("/", passkeyRoutes(ctx));
  app.route("/", oauthRoutes(ctx));
  app.route("/", adminRoutes(ctx));
  app.all("*", (c) =>
    errorResponse(c, notFound("not_found", `No auth endpoint at ${c.req.method} ${c.req.path}`)),
  );
  return app;
}
