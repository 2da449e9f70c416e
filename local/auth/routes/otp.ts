import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { createEmailUser } from "../accounts.ts";
import { linkRequest, linkRequestFields, mailLink } from "../emailLinks.ts";
import { badRequest, unprocessable, validationFailed } from "../errors.ts";
import type { Mailer } from "../mailer.ts";
import { hashPassword, randomPassword } from "../passwords.ts";
import { metadata, optionalString, readParams, validateEmail } from "../request.ts";
import { findUserByEmail, findUserById } from "../users.ts";

const otpParams = z.object({
  ...linkRequestFields,
  phone: optionalString,
  channel: optionalString,
  create_user: z.boolean().optional(),
  data: metadata.nullish(),
});

/**
 * POST /otp with an email (GoTrue's Otp and MagicLink): mails a magic link that
 * also carries a six-digit code. An unknown address is signed up first (with
 * a random password) unless create_user is false; with confirmations on, the
 * new user gets the sign-up confirmation mail instead.
 */
async function otp(c: Context, ctx: ServiceContext, mailer: Mailer) {
  const params = await readParams(c, otpParams);
  if (params.email !== "" && params.phone !== "") {
    throw validationFailed("Only an email address or phone number should be provided");
  }
  if (params.email !== "" && params.channel !== "") {
    throw validationFailed("Channel should only be specified with Phone OTP");
  }
  const request = linkRequest(c, ctx, params);
  if (params.phone !== "")
    throw badRequest("phone_provider_disabled", "Unsupported phone provider");
  if (params.email === "") throw validationFailed("One of email or phone must be set");
  const email = validateEmail(params.email);

  let user = await findUserByEmail(ctx.sql, email);
  if (!user && params.create_user === false)
    throw unprocessable("otp_disabled", "Signups not allowed for otp");
  if (!user || !user.email_confirmed_at) {
    if (!ctx.project.auth.enableSignup)
      throw unprocessable("signup_disabled", "Signups not allowed for this instance");
    const { enableConfirmations } = ctx.project.auth.email;
    if (!user) {
      const passwordHash = await hashPassword(randomPassword());
      const id = await createEmailUser(ctx.sql, {
        email,
        passwordHash,
        userMetadata: params.data ?? {},
        confirmed: !enableConfirmations,
      });
      user = (await findUserById(ctx.sql, id))!;
    }
    if (enableConfirmations) {
      await mailLink(ctx, mailer, { ...user, email }, "signup", request);
      return c.json({});
    }
  }
  await mailLink(ctx, mailer, { ...user, email }, "magiclink", request);
  return c.json({});
}

export function otpRoutes(ctx: ServiceContext, mailer: Mailer): Hono {
  return new Hono().post("/otp", (c) => otp(c, ctx, mailer));
}
