import type { ServiceContext } from "../context.ts";
import { signJwt, verifyJwt } from "../jwt.ts";
import {
  confirmEmail,
  createExternalUser,
  insertIdentity,
  refreshProviders,
  updateUserMetadata,
} from "./accounts.ts";
import { AuthError, badRequest, forbidden, unprocessable } from "./errors.ts";
import { completeFlowState } from "./flow.ts";
import { googleIdentityData, type GoogleUser } from "./google.ts";
import { errorRedirectUrl, withQuery, withSession } from "./redirects.ts";
import { createSession, type ClientInfo } from "./tokens.ts";
import { findUserByEmail, findUserById, isBanned, NIL_UUID, type Db } from "./users.ts";

/** What /authorize remembers, signed, until the provider sends the browser back (GoTrue's ExternalProviderClaims). */
export interface ExternalState {
  provider: string;
  referrer: string;
  flowStateId: string;
}

const STATE_LIFETIME_SECONDS = 5 * 60;

export function signState(ctx: ServiceContext, state: ExternalState): Promise<string> {
  return signJwt(ctx, {
    exp: Math.floor(Date.now() / 1000) + STATE_LIFETIME_SECONDS,
    site_url: ctx.project.auth.siteUrl,
    instance_id: NIL_UUID,
    provider: state.provider,
    referrer: state.referrer,
    flow_state_id: state.flowStateId,
  });
}

export async function readState(ctx: ServiceContext, token: string): Promise<ExternalState> {
  if (token === "") throw badRequest("bad_oauth_callback", "OAuth state parameter missing");
  let claims;
  try {
    claims = await verifyJwt(ctx, token);
  } catch {
    throw badRequest("bad_oauth_state", "OAuth callback with invalid state");
  }
  if (typeof claims.provider !== "string" || claims.provider === "") {
    throw badRequest("bad_oauth_state", "OAuth callback with invalid state (missing provider)");
  }
  return {
    provider: claims.provider,
    referrer:
      typeof claims.referrer === "string" && claims.referrer
        ? claims.referrer
        : ctx.project.auth.siteUrl,
    flowStateId: typeof claims.flow_state_id === "string" ? claims.flow_state_id : "",
  };
}

/**
 * GoTrue's createAccountFromExternalIdentity for Google: the same Google
 * account signs in again, an existing user with that email gets the identity
 * linked, anyone else is signed up (if sign-ups are on).
 */
async function userForGoogleAccount(
  ctx: ServiceContext,
  db: Db,
  google: GoogleUser,
): Promise<string> {
  const data = googleIdentityData(google);
  const [identity] = await db<{ user_id: string }[]>`
    update auth.identities
    set identity_data = ${db.json(data as never)}, last_sign_in_at = now(), updated_at = now()
    where provider = 'google' and provider_id = ${google.sub}
    returning user_id`;
  let userId = identity?.user_id;
  if (!userId) {
    const existing = await findUserByEmail(db, google.email);
    if (existing) {
      userId = existing.id;
      await insertIdentity(db, { userId, provider: "google", providerId: google.sub, data });
    } else {
      if (!ctx.project.auth.enableSignup) {
        throw unprocessable("signup_disabled", "Signups not allowed for this instance");
      }
      return createExternalUser(db, {
        provider: "google",
        providerId: google.sub,
        email: google.email,
        data,
      });
    }
  }
  await updateUserMetadata(db, userId, data);
  await refreshProviders(db, userId);
  return userId;
}

/**
 * The user a Google account signs in as (created or linked as needed): not banned, and
 * confirmed by Google's verified email if it was not yet.
 */
export async function signInGoogleAccount(
  ctx: ServiceContext,
  tx: Db,
  google: GoogleUser,
): Promise<string> {
  const userId = await userForGoogleAccount(ctx, tx, google);
  const user = await findUserById(tx, userId);
  if (!user || isBanned(user)) throw forbidden("user_banned", "User is banned");
  if (!user.email_confirmed_at) {
    if (!google.emailVerified) {
      throw unprocessable(
        "provider_email_needs_verification",
        "Unverified email with google. Verify the email with google in order to sign in",
      );
    }
    await confirmEmail(tx, userId);
  }
  return userId;
}

/**
 * Finishes a Google sign-in and says where the browser goes next: back to the
 * app with ?code= for PKCE (the flow state now names the user), with the
 * session in the fragment for the implicit flow, or with the error, as GoTrue does.
 */
export async function finishGoogleSignIn(
  ctx: ServiceContext,
  google: GoogleUser,
  state: ExternalState,
  client: ClientInfo,
  providerTokens: { accessToken?: string; refreshToken?: string } = {},
): Promise<string> {
  try {
    return await ctx.sql.begin(async (tx) => {
      const userId = await signInGoogleAccount(ctx, tx, google);
      if (state.flowStateId) {
        const flow = await completeFlowState(tx, state.flowStateId, userId, providerTokens);
        if (!flow) throw unprocessable("flow_state_not_found", "Flow state not found");
        return withQuery(state.referrer, { code: flow.auth_code });
      }
      const session = await createSession(ctx, tx, userId, "oauth", client);
      return withSession(state.referrer, session, {
        ...(providerTokens.accessToken ? { provider_token: providerTokens.accessToken } : {}),
        ...(providerTokens.refreshToken
          ? { provider_refresh_token: providerTokens.refreshToken }
          : {}),
      });
    });
  } catch (error) {
    if (error instanceof AuthError) return errorRedirectUrl(state.referrer, error, true);
    throw error;
  }
}
