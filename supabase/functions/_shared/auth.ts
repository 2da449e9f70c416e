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
 * The verified claims of a signed-in user's access token: signature, issuer
 * (this project's Auth), audience, expiry and role. 401 for anything else.
 */
export async function verifyAccessToken(token: string | undefined): Promise<Claims> {
  if (!token) throw new HttpError(401, "Authentication required");
  let payload: JWTPayload;
  try {
    payload = await verify(token);
  } catch {
    throw new HttpError(401, "Invalid or expired session. Please sign in again.");
  }
  if (payload.role !== "authenticated" || typeof payload.sub !== "string") {
    throw new HttpError(401, "Authentication required");
  }
  return payload as Claims;
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  return match?.[1].trim();
}
