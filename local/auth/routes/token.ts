import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { AuthError, badRequest, notFound, unprocessable, validationFailed } from "../errors.ts";
import { claimFlowState, verifyCodeVerifier } from "../flow.ts";
import { idTokenGrant } from "../idToken.ts";
import { passwordMatches } from "../passwords.ts";
import { refreshTokenGrant } from "../refresh.ts";
import { clientInfo, optionalString, readParams } from "../request.ts";
import { createSession } from "../tokens.ts";
import { findUserByEmail, findUserById, isBanned } from "../users.ts";

const passwordParams = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
});
const refreshParams = z.object({ refresh_token: optionalString });
const pkceParams = z.object({ auth_code: optionalString, code_verifier: optionalString });

const invalidCredentials = () => badRequest("invalid_credentials", "Invalid login credentials");

/** POST /token?grant_type=password */
async function passwordGrant(c: Context, ctx: ServiceContext) {
  const params = await readParams(c, passwordParams);
  if (params.email !== "" && params.phone !== "") {
    throw validationFailed("Only an email address or phone number should be provided on login.");
  }
  // Phone sign-in is not offered by the stand-in, so a phone never matches a user.
  const user = params.email !== "" ? await findUserByEmail(ctx.sql, params.email) : undefined;
  if (!user) throw invalidCredentials();
  if (isBanned(user)) throw badRequest("user_banned", "User is banned");
  if (!(await passwordMatches(params.password, user.encrypted_password)))
    throw invalidCredentials();
  if (!user.email_confirmed_at) throw badRequest("email_not_confirmed", "Email not confirmed");
  const session = await ctx.sql.begin((tx) =>
    createSession(ctx, tx, user.id, "password", clientInfo(c)),
  );
  return c.json(session);
}

/** POST /token?grant_type=refresh_token */
async function refreshGrant(c: Context, ctx: ServiceContext) {
  const params = await readParams(c, refreshParams);
  if (params.refresh_token === "") throw badRequest("validation_failed", "refresh_token required");
  return c.json(await refreshTokenGrant(ctx, params.refresh_token, clientInfo(c)));
}

/** POST /token?grant_type=pkce: exchanges the auth code of a finished PKCE flow for a session. */
async function pkceGrant(c: Context, ctx: ServiceContext) {
  const params = await readParams(c, pkceParams);
  if (params.auth_code === "" || params.code_verifier === "") {
    throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
  }
  const session = await ctx.sql.begin(async (tx) => {
    // Errors are thrown so that the claimed flow state is put back by the rollback.
    const flow = await claimFlowState(tx, params.auth_code);
    if (!flow || !flow.user_id)
      throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
    if (flow.expired)
      throw unprocessable("flow_state_expired", "invalid flow state, flow state has expired");
    if (!verifyCodeVerifier(flow, params.code_verifier)) {
      throw badRequest(
        "bad_code_verifier",
        "code challenge does not match previously saved code verifier",
      );
    }
    const user = await findUserById(tx, flow.user_id);
    if (!user) throw notFound("user_not_found", "User not found");
    if (isBanned(user)) throw badRequest("user_banned", "User is banned");
    const response = await createSession(
      ctx,
      tx,
      user.id,
      flow.authentication_method,
      clientInfo(c),
    );
    if (flow.provider_access_token) response.provider_token = flow.provider_access_token;
    if (flow.provider_refresh_token) response.provider_refresh_token = flow.provider_refresh_token;
    return response;
  });
  return c.json(session);
}

export function tokenRoutes(ctx: ServiceContext): Hono {
  return new Hono().post("/token", (c) => {
    switch (c.req.query("grant_type")) {
      case "password":
        return passwordGrant(c, ctx);
      case "refresh_token":
        return refreshGrant(c, ctx);
      case "pkce":
        return pkceGrant(c, ctx);
      case "id_token":
        return idTokenGrant(c, ctx);
      default:
        throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
    }
  });
}
