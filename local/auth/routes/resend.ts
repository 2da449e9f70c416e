import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { linkRequest, linkRequestFields, mailLink } from "../emailLinks.ts";
import { badRequest, validationFailed } from "../errors.ts";
import type { Mailer } from "../mailer.ts";
import { optionalString, readParams, validateEmail } from "../request.ts";
import { findUserByEmail, type UserRow } from "../users.ts";
import { requestEmailChange } from "../emailChange.ts";

const resendParams = z.object({
  ...linkRequestFields,
  type: optionalString,
  phone: optionalString,
});

/**
 * POST /resend (GoTrue's Resend): the sign-up confirmation again to an
 * address not yet confirmed, or a pending email change's mails again (to the
 * current or the new address). An unknown or already confirmed address, or no
 * change pending, answers {} and sends nothing.
 */
async function resend(c: Context, ctx: ServiceContext, mailer: Mailer) {
  const params = await readParams(c, resendParams);
  const isEmailType = params.type === "signup" || params.type === "email_change";
  if (!isEmailType && params.type !== "sms" && params.type !== "phone_change") {
    throw validationFailed("Missing one of these types: signup, email_change, sms, phone_change");
  }
  const request = isEmailType ? linkRequest(c, ctx, params) : null;
  if (params.email === "" && params.type === "signup")
    throw validationFailed("Type provided requires an email address");
  if (params.phone === "" && params.type === "sms")
    throw validationFailed("Type provided requires a phone number");
  if (params.email !== "" && params.phone !== "") {
    throw validationFailed("Only an email address or phone number should be provided.");
  }
  if (params.phone !== "") throw badRequest("phone_provider_disabled", "Phone logins are disabled");
  if (params.email === "") throw validationFailed("Missing email address or phone number");
  const email = validateEmail(params.email);

  if (request && params.type === "email_change") {
    const [user] = await ctx.sql<UserRow[]>`
      select * from auth.users
      where (lower(email) = ${email} or lower(email_change) = ${email}) and email_change <> ''
      limit 1`;
    if (user) {
      const pending = user.email_change!;
      await ctx.sql.begin((tx) => requestEmailChange(ctx, mailer, tx, user, pending, request));
    }
    return c.json({});
  }
  const user = await findUserByEmail(ctx.sql, email);
  if (user && request && !user.email_confirmed_at) {
    await mailLink(ctx, mailer, { ...user, email }, "signup", request);
  }
  return c.json({});
}

export function resendRoutes(ctx: ServiceContext, mailer: Mailer): Hono {
  return new Hono().post("/resend", (c) => resend(c, ctx, mailer));
}
