import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { createEmailUser, updateUserMetadata } from "../accounts.ts";
import { emailExists, notFound, unprocessable, validationFailed } from "../errors.ts";
import { generateOtp, issueEmailToken, tokenHash, type SingleAddressType } from "../otp.ts";
import { checkPasswordStrength, hashPassword, randomPassword } from "../passwords.ts";
import { referrer } from "../redirects.ts";
import { metadata, optionalString, readParams, validateEmail } from "../request.ts";
import { issuer } from "../tokens.ts";
import { findUserByEmail, loadUserJson, type UserRow } from "../users.ts";

const generateLinkParams = z.object({
  type: optionalString,
  email: optionalString,
  new_email: optionalString,
  password: optionalString,
  data: metadata.nullish(),
  redirect_to: optionalString,
});

const LINK_TYPES = ["magiclink", "recovery", "invite", "signup"];
const EMAIL_CHANGE_TYPES = ["email_change_current", "email_change_new"];

/** GoTrue's encodeRedirectURL: a redirect containing & = or # is query-escaped, anything else is taken as is. */
const encodeRedirect = (url: string) =>
  /[&=#]/.test(url) ? encodeURIComponent(url).replace(/%20/g, "+") : url;

/**
 * POST /admin/generate_link: what GoTrue would have mailed, handed to the admin
 * instead. The hashed token is stored in recovery_token (magic link, recovery)
 * or confirmation_token (sign-up, invite); a magic link for an unknown email
 * signs the address up, as GoTrue does.
 */
async function generateLink(c: Context, ctx: ServiceContext) {
  const params = await readParams(c, generateLinkParams);
  const email = validateEmail(params.email);
  const redirectTo = referrer(c, ctx.project.auth, params.redirect_to);

  const user = await findUserByEmail(ctx.sql, email);
  let type = params.type;
  let password = params.password;
  if (!user && type === "magiclink") {
    type = "signup";
    password = randomPassword();
  } else if (!user && (type === "recovery" || EMAIL_CHANGE_TYPES.includes(type))) {
    throw notFound("user_not_found", "User with this email not found");
  }
  if (user && EMAIL_CHANGE_TYPES.includes(type))
    return emailChangeLink(c, ctx, user, params, redirectTo);
  if (!LINK_TYPES.includes(type))
    throw validationFailed(`Invalid email action link type requested: ${type}`);
  if ((type === "signup" || type === "invite") && user?.email_confirmed_at) {
    throw emailExists();
  }
  let passwordHash: string | null = null;
  if (type === "signup" && !user) {
    if (password === "")
      throw unprocessable("validation_failed", "Signup requires a valid password");
    checkPasswordStrength(ctx, password);
    passwordHash = await hashPassword(password);
  }

  const { userId, otp, hashedToken } = await ctx.sql.begin(async (tx) => {
    const id =
      user?.id ??
      (await createEmailUser(tx, {
        email,
        passwordHash,
        userMetadata: params.data ?? {},
        confirmed: false,
      }));
    if (user && type === "signup" && params.data) await updateUserMetadata(tx, id, params.data);
    return { userId: id, ...(await issueEmailToken(tx, { id, email }, type as SingleAddressType)) };
  });

  return linkResponse(c, ctx, userId, redirectTo, {
    type,
    otp,
    hashedToken,
    linkToken: hashedToken,
  });
}

async function linkResponse(
  c: Context,
  ctx: ServiceContext,
  userId: string,
  redirectTo: string,
  link: { type: string; otp: string; hashedToken: string; linkToken: string },
) {
  const linkType = EMAIL_CHANGE_TYPES.includes(link.type) ? "email_change" : link.type;
  const actionLink = `${issuer(ctx)}/verify?token=${link.linkToken}&type=${linkType}&redirect_to=${encodeRedirect(redirectTo)}`;
  return c.json({
    ...(await loadUserJson(ctx.sql, userId)),
    action_link: actionLink,
    email_otp: link.otp,
    hashed_token: link.hashedToken,
    verification_type: link.type,
    redirect_to: redirectTo,
  });
}

/**
 * generateLink's email_change_current and email_change_new (GoTrue's adminGenerateLink): the
 * change is recorded as pending with the token of the one address asked for; the link is an
 * email_change link. As GoTrue does, hashed_token is the hash for the current address.
 */
async function emailChangeLink(
  c: Context,
  ctx: ServiceContext,
  user: UserRow,
  params: { type: string; email: string; new_email: string },
  redirectTo: string,
) {
  if (!ctx.project.auth.email.doubleConfirmChanges && params.type === "email_change_current") {
    throw validationFailed("Enable secure email change to generate link for current email");
  }
  const newEmail = validateEmail(params.new_email);
  const owner = await findUserByEmail(ctx.sql, newEmail);
  if (owner && owner.id !== user.id) throw emailExists();
  const otp = generateOtp();
  const current = params.type === "email_change_current";
  const linkToken = tokenHash(current ? params.email : newEmail, otp);
  await ctx.sql`
    update auth.users
    set email_change = ${newEmail}, email_change_sent_at = now(), email_change_confirm_status = 0,
        email_change_token_current = ${current ? linkToken : ctx.sql`email_change_token_current`},
        email_change_token_new = ${current ? ctx.sql`email_change_token_new` : linkToken},
        updated_at = now()
    where id = ${user.id}`;
  const hashedToken = tokenHash(params.email, otp);
  return linkResponse(c, ctx, user.id, redirectTo, {
    type: params.type,
    otp,
    hashedToken,
    linkToken,
  });
}

export function generateLinkRoute(ctx: ServiceContext): Hono {
  return new Hono().post("/admin/generate_link", (c) => generateLink(c, ctx));
}
