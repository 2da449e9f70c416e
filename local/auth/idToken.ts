import { createHash } from "node:crypto";
import type { Context } from "hono";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { z } from "zod";
import type { ServiceContext } from "../context.ts";
import { badRequest, notFound, OAuthError, validationFailed } from "./errors.ts";
import { signInGoogleAccount } from "./externalSignIn.ts";
import { GOOGLE_ISSUER } from "./google.ts";
import { clientInfo, optionalString, readParams } from "./request.ts";
import { createSession } from "./tokens.ts";

// POST /token?grant_type=id_token (GoTrue's IdTokenGrant): signs in with an ID token the app
// got from a provider itself. The stand-in's only provider is Google; its token is checked
// against Google's published keys, so this needs network access, as GoTrue does.

const GOOGLE_KEYS = createRemoteJWKSet(new URL("https://www.googleapis.com/oauth2/v3/certs"));

/** Issuers GoTrue knows by name; none but Google can be enabled in the stand-in. */
const KNOWN_ISSUERS: Record<string, string> = {
  google: GOOGLE_ISSUER,
  apple: "https://appleid.apple.com",
  facebook: "https://www.facebook.com",
  kakao: "https://kauth.kakao.com",
};

const idTokenParams = z.object({
  id_token: optionalString,
  access_token: optionalString,
  nonce: optionalString,
  provider: optionalString,
  client_id: optionalString,
  issuer: optionalString,
  link_identity: z.boolean().nullish(),
});

const invalid = (description: string) => new OAuthError("invalid request", description);

export async function idTokenGrant(c: Context, ctx: ServiceContext) {
  const params = await readParams(c, idTokenParams);
  if (params.id_token === "") throw invalid("id_token required");
  if (params.provider === "" && (params.client_id === "" || params.issuer === "")) {
    throw invalid("provider or client_id and issuer required");
  }
  if (params.link_identity) {
    if (!ctx.project.auth.enableManualLinking)
      throw notFound("manual_linking_disabled", "Manual linking is disabled");
    throw validationFailed("Linking an identity by ID token is not offered by the local stand-in");
  }
  const known = Object.entries(KNOWN_ISSUERS).find(
    ([name, iss]) => params.provider === name || params.issuer === iss,
  );
  if (!known) throw validationFailed(`Custom OIDC provider "${params.provider}" not allowed`);
  const google = ctx.project.auth.google;
  if (known[0] !== "google" || !google.enabled) {
    throw badRequest("provider_disabled", `Provider (issuer "${known[1]}") is not enabled`);
  }

  let claims;
  try {
    ({ payload: claims } = await jwtVerify(params.id_token, GOOGLE_KEYS, {
      issuer: [GOOGLE_ISSUER, "accounts.google.com"],
    }));
  } catch {
    throw invalid("Bad ID token");
  }
  if (typeof claims.sub !== "string" || claims.sub === "") {
    throw invalid("Missing sub claim in id_token");
  }
  const audience = [claims.aud ?? []].flat();
  if (!google.clientId || !audience.includes(google.clientId)) {
    throw invalid(`Unacceptable audience in id_token: [${audience.join(" ")}]`);
  }
  if (!google.skipNonceCheck) {
    const tokenNonce = typeof claims.nonce === "string" ? claims.nonce : "";
    if ((tokenNonce !== "") !== (params.nonce !== "")) {
      throw invalid("Passed nonce and nonce in id_token should either both exist or not.");
    }
    if (tokenNonce && createHash("sha256").update(params.nonce).digest("hex") !== tokenNonce) {
      throw new OAuthError("invalid nonce", "Nonces mismatch");
    }
  }
  const email = typeof claims.email === "string" ? claims.email.toLowerCase() : "";
  const session = await ctx.sql.begin(async (tx) => {
    const userId = await signInGoogleAccount(ctx, tx, {
      sub: claims.sub!,
      email,
      emailVerified: claims.email_verified === true,
      name: typeof claims.name === "string" ? claims.name : "",
      picture: typeof claims.picture === "string" ? claims.picture : undefined,
    });
    return createSession(ctx, tx, userId, "oauth", clientInfo(c));
  });
  return c.json(session);
}
