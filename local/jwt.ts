import { readFileSync } from "node:fs";
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from "jose";
import type { ServiceContext } from "./context.ts";

// The stand-in's tokens, for auth and storage alike: HS256 with the project's JWT
// secret, as with the keys `supabase start` prints. With `[auth] signing_keys_path`
// (the file `supabase gen signing-key` writes), access tokens are signed with the
// first of those keys (ES256 or RS256) and the public parts are published at
// /auth/v1/.well-known/jwks.json, as on a project using asymmetric signing keys.

const secretKey = (ctx: ServiceContext) => new TextEncoder().encode(ctx.keys.jwtSecret);

const ASYMMETRIC_ALGORITHMS = ["ES256", "RS256"];
/** The members of a private JWK that must never be published. */
const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "oth", "k"];

interface SigningKey {
  kid: string;
  alg: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

const without = (jwk: JWK, members: string[]) =>
  Object.fromEntries(Object.entries(jwk).filter(([member]) => !members.includes(member))) as JWK;

interface KeySet {
  keys: SigningKey[];
  /** Verifies a token with the public parts of the keys, imported once. */
  verifier: ReturnType<typeof createLocalJWKSet>;
}

const keySet = (keys: SigningKey[]): KeySet => ({
  keys,
  verifier: createLocalJWKSet({ keys: keys.map((key) => key.publicJwk) }),
});
const NO_KEYS = keySet([]);
const loaded = new Map<string, Promise<KeySet>>();

async function readSigningKeys(path: string): Promise<KeySet> {
  const jwks = JSON.parse(readFileSync(path, "utf8")) as JWK[];
  if (!Array.isArray(jwks)) throw new Error(`${path}: expected a JSON array of JWKs`);
  const keys = await Promise.all(
    jwks.map(async (jwk, index) => {
      if (!jwk.kid || !jwk.alg || !ASYMMETRIC_ALGORITHMS.includes(jwk.alg) || !jwk.d) {
        throw new Error(
          `${path}: key ${index} needs a kid, an alg of ${ASYMMETRIC_ALGORITHMS.join(" or ")} and its private part`,
        );
      }
      // key_ops (["sign", "verify"] in the CLI's file) is dropped: WebCrypto refuses "verify" on a private key.
      const privateJwk = without(jwk, ["key_ops"]);
      const publicJwk = without(jwk, ["key_ops", ...PRIVATE_MEMBERS]);
      return {
        kid: jwk.kid,
        alg: jwk.alg,
        privateKey: (await importJWK(privateJwk, jwk.alg)) as CryptoKey,
        publicJwk,
      };
    }),
  );
  return keySet(keys);
}

/** The project's asymmetric signing keys; none when config.toml names no file. */
function signingKeys(ctx: ServiceContext): Promise<KeySet> {
  const path = ctx.project.auth.signingKeysPath;
  if (!path) return Promise.resolve(NO_KEYS);
  if (!loaded.has(path)) loaded.set(path, readSigningKeys(path));
  return loaded.get(path)!;
}

/** What /.well-known/jwks.json publishes: the public parts of the signing keys. */
export async function publishedKeys(ctx: ServiceContext): Promise<JWK[]> {
  return (await signingKeys(ctx)).keys.map((key) => key.publicJwk);
}

export function signJwt(ctx: ServiceContext, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(secretKey(ctx));
}

/** A user's access token: with the first signing key when there is one, else HS256 as `signJwt`. */
export async function signSessionToken(ctx: ServiceContext, claims: JWTPayload): Promise<string> {
  const [key] = (await signingKeys(ctx)).keys;
  if (!key) return signJwt(ctx, claims);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: "JWT" })
    .sign(key.privateKey);
}

/**
 * Verifies a token signed with the project's secret (HS256) or one of its
 * signing keys (signature and exp); throws jose's error otherwise.
 */
export async function verifyJwt(ctx: ServiceContext, token: string): Promise<JWTPayload> {
  if (decodeProtectedHeader(token).alg === "HS256") {
    return (await jwtVerify(token, secretKey(ctx), { algorithms: ["HS256"] })).payload;
  }
  const { verifier } = await signingKeys(ctx);
  return (await jwtVerify(token, verifier, { algorithms: ASYMMETRIC_ALGORITHMS })).payload;
}
