import { createRemoteJWKSet, decodeProtectedHeader, type JWTPayload, jwtVerify } from "jose";
import { jwtSecret, supabaseUrl } from "./env.ts";
import { HttpError } from "./errors.ts";

export interface Claims extends JWTPayload {
  sub: string;
  role: string;
  email?: string;
  session_id?: string;
}

const AUDIENCE = "authenticated";
/** The project's signing keys (Supabase's asymmetric JWTs) and the legacy shared secret. */
const ASYMMETRIC_ALGORITHMS = ["ES256", "RS256"];

let projectKeys: ReturnType<typeof createRemoteJWKSet> | null = null;

/**
 * The keys Auth publishes, cached for ten minutes and re-read at once for a key
 * id not seen yet (at most every 30 s). A failed fetch is not cached: the next
 * token tries again.
 */
function publishedKeys() {
  projectKeys ??= createRemoteJWKSet(new URL(`${supabaseUrl()}/auth/v1/.well-known/jwks.json`), {
    cacheMaxAge: 10 * 60_000,
    cooldownDuration: 30_000,
    timeoutDuration: 5_000,
  });
  return projectKeys;
}

const expected = () => ({
  issuer: `${supabaseUrl()}/auth/v1`,
  audience: AUDIENCE,
  requiredClaims: ["exp", "sub", "role"],
});

async function verify(token: string): Promise<JWTPayload> {
  const { alg } = decodeProtectedHeader(token);
  if (alg === "HS256") {
    const secret = jwtSecret();
    if (!secret) throw new Error("SUPABASE_JWT_SECRET is not set");
    const key = new TextEncoder().encode(secret);
    return (await jwtVerify(token, key, { ...expected(), algorithms: ["HS256"] })).payload;
  }
  if (!ASYMMETRIC_ALGORITHMS.includes(alg ?? "")) throw new Error(`alg ${alg} is not accepted`);
  return (
    await jwtVerify(token, publishedKeys(), {
      ...expected(),
      algorithms: ASYMMETRIC_ALGORITHMS,
    })
  ).payload;
}

/**
 * Tokens verified lately, by their exact text. A rep's requests carry the same token for its
 * hour, and checking its signature every time was a sixth of the function's CPU under load
 * (tests/load/mixed.test.ts). An entry counts until the token expires, as jose's check would
 * say, and for a minute at most, so a key the project stops publishing stops counting about
 * as soon as the JWKS cache would notice; past the limit the oldest entries go first.
 */
const VERIFIED_FOR_MS = 60_000;
const MAX_VERIFIED = 10_000;
const verified = new Map<string, { claims: Claims; until: number }>();

function remember(token: string, claims: Claims) {
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
  // A token is valid while the current second is before its `exp` (jose's rule).
  verified.set(token, {
    claims,
    until: Math.min(claims.exp! * 1000, Date.now() + VERIFIED_FOR_MS),
  });
}

/**
 * The verified claims of a signed-in user's access token: signature, issuer
 * (this project's Auth), audience, expiry and role. 401 for anything else.
 */
export async function verifyAccessToken(token: string | undefined): Promise<Claims> {
  if (!token) throw new HttpError(401, "Authentication required");
  const known = verified.get(token);
  if (known && Date.now() < known.until) return known.claims;
  if (known) verified.delete(token);
  let payload: JWTPayload;
  try {
    payload = await verify(token);
  } catch {
    throw new HttpError(401, "Invalid or expired session. Please sign in again.");
  }
  if (payload.role !== "authenticated" || typeof payload.sub !== "string") {
    throw new HttpError(401, "Authentication required");
  }
  remember(token, payload as Claims);
  return payload as Claims;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  return match?.[1].trim();
}
