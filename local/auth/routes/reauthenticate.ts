import { Hono, type Context } from "hono";
import type { ServiceContext } from "../../context.ts";
import { checkSendFrequency } from "../emailLinks.ts";
import { unprocessable, validationFailed } from "../errors.ts";
import { requireUserSession } from "../guard.ts";
import type { Mailer } from "../mailer.ts";
import { generateOtp, tokenHash } from "../otp.ts";

/**
 * GET /reauthenticate (GoTrue's Reauthenticate): mails the signed-in user a
 * six-digit code, stored hashed as reauthentication_token, that a sensitive
 * change (PUT /user's nonce) can be confirmed with.
 */
async function reauthenticate(c: Context, ctx: ServiceContext, mailer: Mailer) {
  const { user } = await requireUserSession(c, ctx);
  const email = user.email ?? "";
  // The stand-in has no phone sign-in, so an e-mail is the only way to reach the user.
  if (email === "")
    throw validationFailed("Reauthentication requires the user to have an email or a phone number");
  if (!user.email_confirmed_at)
    throw unprocessable("email_not_confirmed", "Please verify your email first.");
  checkSendFrequency(ctx, user.reauthentication_sent_at);
  const otp = generateOtp();
  const hashedToken = tokenHash(email, otp);
  await ctx.sql.begin(async (tx) => {
    await tx`
      update auth.users set reauthentication_token = ${hashedToken}, reauthentication_sent_at = now()
      where id = ${user.id}`;
    await mailer.sendLink({
      type: "reauthentication",
      to: email,
      otp,
      hashedToken,
      redirectTo: ctx.project.auth.siteUrl,
    });
  });
  return c.json({});
}

export function reauthenticateRoutes(ctx: ServiceContext, mailer: Mailer): Hono {
  return new Hono().get("/reauthenticate", (c) => reauthenticate(c, ctx, mailer));
}
