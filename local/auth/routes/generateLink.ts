import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { createEmailUser, updateUserMetadata } from "../accounts.ts";
import { emailExists, notFound, unprocessable, validationFailed } from "../errors.ts";
import { issueEmailToken, type ResolvedType } from "../otp.ts";
import { checkPasswordStrength, hashPassword, randomPassword } from "../passwords.ts";
import { referrer } from "../redirects.ts";
import { metadata, optionalString, readParams, validateEmail } from "../request.ts";
import { issuer } from "../tokens.ts";
import { findUserByEmail, loadUserJson } from "../users.ts";

const generateLinkParams = z.object({
  type: optionalString,
  email: optionalString,
  password: optionalString,
  data: metadata.nullish(),
  redirect_to: optionalString,
});

const LINK_TYPES = ["magiclink", "recovery", "invite", "signup"];

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
  } else if (!user && type === "recovery") {
    throw notFound("user_not_found", "User with this email not found");
  }
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
    return { userId: id, ...(await issueEmailToken(tx, { id, email }, type as ResolvedType)) };
  });

  const actionLink = `${issuer(ctx)}/verify?token=${hashedToken}&type=${type}&redirect_to=${encodeRedirect(redirectTo)}`;
  return c.json({
    ...(await loadUserJson(ctx.sql, userId)),
    action_link: actionLink,
    email_otp: otp,
    hashed_token: hashedToken,
    verification_type: type,
    redirect_to: redirectTo,
  });
}

export function generateLinkRoute(ctx: ServiceContext): Hono {
  return new Hono().post("/admin/generate_link", (c) => generateLink(c, ctx));
}
