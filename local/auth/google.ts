import { createHash } from "node:crypto";
import { decodeJwt } from "jose";
import type { AuthConfig } from "../config.ts";
import type { ServiceContext } from "../context.ts";
import { badRequest } from "./errors.ts";
import { issuer } from "./tokens.ts";

const GOOGLE_AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const GOOGLE_ISSUER = "https://accounts.google.com";

/** A person as Google describes them, in the shape GoTrue stores as identity_data (provider.Claims). */
export interface GoogleUser {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture?: string;
}

export function hasGoogleCredentials(auth: AuthConfig): boolean {
  return auth.google.clientId !== "" && auth.google.secret !== "";
}

const callbackUrl = (ctx: ServiceContext) => `${issuer(ctx)}/callback`;

/** Where GoTrue sends the browser: Google's consent screen, coming back to /callback with the state. */
export function googleAuthorizeUrl(
  ctx: ServiceContext,
  state: string,
  scopes: string,
  extra: URLSearchParams,
): string {
  const params = new URLSearchParams({
    client_id: ctx.project.auth.google.clientId,
    redirect_uri: callbackUrl(ctx),
    response_type: "code",
    scope: ["email", "profile", ...scopes.split(",").filter(Boolean)].join(" "),
    state,
  });
  // Like GoTrue, other query parameters (access_type, prompt, ...) are passed on to Google.
  for (const [key, value] of extra) params.set(key, value);
  params.sort();
  return `${GOOGLE_AUTHORIZE_URL}?${params}`;
}

export function googleIdentityData(user: GoogleUser): Record<string, unknown> {
  return {
    iss: GOOGLE_ISSUER,
    sub: user.sub,
    name: user.name,
    email: user.email,
    ...(user.picture ? { picture: user.picture, avatar_url: user.picture } : {}),
    full_name: user.name,
    provider_id: user.sub,
    email_verified: user.emailVerified,
    phone_verified: false,
  };
}

/** A stable, Google-like numeric subject for an email signed in through the local consent page. */
export function localGoogleUser(email: string, name: string): GoogleUser {
  const digest = BigInt(`0x${createHash("sha256").update(email).digest("hex").slice(0, 16)}`);
  return {
    sub: `1${(digest % 10n ** 20n).toString().padStart(20, "0")}`,
    email,
    emailVerified: true,
    name,
  };
}

/**
 * Trades Google's authorization code for the user's ID token. Needs network
 * access to Google; offline the failure is a plain 400 explaining that.
 */
export async function exchangeGoogleCode(ctx: ServiceContext, code: string) {
  const { clientId, secret } = ctx.project.auth.google;
  let response: Response;
  try {
    response = await fetch(GOOGLE_TOKEN_URL, {
      method: "POST",
      body: new URLSearchParams({
        code,
        client_id: clientId,
        client_secret: secret,
        redirect_uri: callbackUrl(ctx),
        grant_type: "authorization_code",
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw badRequest(
      "bad_oauth_callback",
      `Unable to exchange external code: Google could not be reached (${(error as Error).message}). ` +
        "Real Google sign-in needs network access; without Google credentials the stand-in offers a local consent page instead.",
    );
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body.id_token !== "string") {
    throw badRequest(
      "bad_oauth_callback",
      `Unable to exchange external code: ${body.error_description ?? body.error ?? response.status}`,
    );
  }
  // The ID token comes straight from Google's token endpoint over TLS, which OpenID Connect accepts instead of checking its signature.
  const claims = decodeJwt(body.id_token);
  const fromGoogle = claims.iss === GOOGLE_ISSUER || claims.iss === "accounts.google.com";
  if (
    !fromGoogle ||
    claims.aud !== clientId ||
    typeof claims.sub !== "string" ||
    typeof claims.email !== "string"
  ) {
    throw badRequest(
      "bad_oauth_callback",
      "Unable to exchange external code: unexpected ID token from Google",
    );
  }
  const user: GoogleUser = {
    sub: claims.sub,
    email: claims.email.toLowerCase(),
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === "string" ? claims.name : "",
    picture: typeof claims.picture === "string" ? claims.picture : undefined,
  };
  const tokens = {
    accessToken: typeof body.access_token === "string" ? body.access_token : undefined,
    refreshToken: typeof body.refresh_token === "string" ? body.refresh_token : undefined,
  };
  return { user, tokens };
}
