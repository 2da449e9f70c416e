import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { jwtSecret, supabaseUrl } from "./env.ts";
import { HttpError } from "./errors.ts";

export interface Claims extends JWTPayload {
  sub: string;
  role: string;
  email?: string;
  session_id?: string;
}

let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
let jwksHasKeys: Promise<boolean> | null = null;

/** Whether the project publishes signing keys (asymmetric JWTs); else tokens are HS256 with the secret. */
function projectPublishesKeys(): Promise<boolean> {
  jwksHasKeys ??= fetch(`${supabaseUrl()}/auth/v1/.well-known/jwks.json`)
    .then(async (res) => res.ok && ((await res.json()).keys?.length ?? 0) > 0)
    .catch(() => false);
  return jwksHasKeys;
}

async function verify(token: string): Promise<JWTPayload> {
  if (await projectPublishesKeys()) {
    jwks ??= createRemoteJWKSet(new URL(`${supabaseUrl()}/auth/v1/.well-known/jwks.json`));
    return (await jwtVerify(token, jwks)).payload;
  }
  const secret = jwtSecret();
  if (!secret) throw new Error("SUPABASE_JWT_SECRET is not set");
  return (await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ["HS256"] }))
    .payload;
}

/** The verified claims of a signed-in user's access token; 401 for anything else. */
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
