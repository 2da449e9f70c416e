import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { AuthError, forbidden, unprocessable, validationFailed } from "../errors.ts";
import {
  completeLinkVerification,
  completeVerification,
  isPkceToken,
  requireVerificationType,
  SINGLE_CONFIRMATION_ACCEPTED,
  userForEmailOtp,
  userForTokenHash,
} from "../otp.ts";
import { errorRedirectUrl, referrer, withFragment, withQuery, withSession } from "../redirects.ts";
import {
  clientInfo,
  optionalString,
  readParams,
  validateEmail,
  validatePhone,
} from "../request.ts";

const verifyParams = z.object({
  type: optionalString,
  token: optionalString,
  token_hash: optionalString,
  email: optionalString,
  phone: optionalString,
  redirect_to: optionalString,
});

/** POST /verify: a token_hash from an email link, or an email with its six-digit code; answers a session. */
async function verifyPost(c: Context, ctx: ServiceContext) {
  const params = await readParams(c, verifyParams);
  if (params.type === "") throw validationFailed("Verify requires a verification type");
  if ((params.token === "") === (params.token_hash === "")) {
    throw validationFailed("Verify requires either a token or a token hash");
  }
  if (params.token !== "" && params.phone !== "" && params.email === "") {
    validatePhone(params.phone);
    // The stand-in sends no SMS, so no phone code it could match was ever issued.
    if (params.type === "sms" || params.type === "phone_change")
      throw forbidden("otp_expired", "Token has expired or is invalid");
  }
  const type = requireVerificationType(params.type);
  let verified;
  if (params.token !== "") {
    if (params.email === "" || params.phone !== "") {
      throw validationFailed("Only an email address or phone number should be provided on verify");
    }
    let email: string;
    try {
      email = validateEmail(params.email);
    } catch {
      throw unprocessable("validation_failed", "Invalid email format");
    }
    verified = await userForEmailOtp(ctx.sql, type, email, params.token);
  } else {
    if (params.email !== "" || params.phone !== "" || params.redirect_to !== "") {
      throw validationFailed("Only the token_hash and type should be provided");
    }
    verified = await userForTokenHash(ctx.sql, type, params.token_hash);
  }
  const session = await completeVerification(ctx, verified, clientInfo(c));
  if (!session) return c.json({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: "200" });
  return c.json(session);
}

/** GoTrue's prepRedirectURL: a message in the fragment, and in the query too for PKCE. */
const withMessage = (url: string, message: string, pkce: boolean) =>
  withFragment(pkce ? withQuery(url, { message }) : url, { message });

/**
 * GET /verify?token&type&redirect_to: the link in an email. Signs the user in
 * and sends the browser on with the session in the URL fragment (implicit
 * flow), or with the error there, as GoTrue does.
 */
async function verifyGet(c: Context, ctx: ServiceContext) {
  const token = c.req.query("token") ?? "";
  const type = c.req.query("type") ?? "";
  if (type === "") throw validationFailed("Verify requires a verification type");
  if (token === "") throw validationFailed("Verify requires a token or a token hash");
  const redirectTo = referrer(c, ctx.project.auth);
  try {
    const verified = await userForTokenHash(ctx.sql, requireVerificationType(type), token);
    const result = await completeLinkVerification(ctx, verified, clientInfo(c));
    if (!result) {
      const pkce = isPkceToken(verified.hash);
      return c.redirect(withMessage(redirectTo, SINGLE_CONFIRMATION_ACCEPTED, pkce), 303);
    }
    if ("authCode" in result)
      return c.redirect(withQuery(redirectTo, { code: result.authCode }), 303);
    return c.redirect(withSession(redirectTo, result, { type: verified.type }), 303);
  } catch (error) {
    if (error instanceof AuthError)
      return c.redirect(errorRedirectUrl(redirectTo, error, false), 303);
    throw error;
  }
}

export function verifyRoutes(ctx: ServiceContext): Hono {
  return new Hono()
    .post("/verify", (c) => verifyPost(c, ctx))
    .get("/verify", (c) => verifyGet(c, ctx));
}
