import type { Context } from "hono";
import type { TransactionSql } from "postgres";
import { errors as joseErrors, type JWTPayload } from "jose";
import type { ServiceContext } from "../context.ts";
import { signJwt, verifyJwt } from "../jwt.ts";
import { ERRORS } from "./errors.ts";

export type Tx = TransactionSql;

/** Who is calling, from a verified JWT. */
export interface Caller {
  role: string;
  claims: JWTPayload & { role?: string };
  /** The JWT `sub`, if any: objects record it as their owner. */
  sub: string | undefined;
  isService: boolean;
}

const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

/** jose's failures in the words of jsonwebtoken, which is what the Storage API answers with. */
function jwtMessage(e: unknown): string {
  if (e instanceof joseErrors.JWTExpired) return "jwt expired";
  if (e instanceof joseErrors.JWSSignatureVerificationFailed) return "invalid signature";
  if (e instanceof joseErrors.JOSEAlgNotAllowed) return "invalid algorithm";
  if (e instanceof joseErrors.JWTClaimValidationFailed) {
    return e.claim === "nbf" ? "jwt not active" : `jwt ${e.claim} invalid`;
  }
  return "jwt malformed";
}

/** Verifies an HS256 JWT with the project's secret; throws the jsonwebtoken message on failure. */
export async function verifyToken(ctx: ServiceContext, token: string): Promise<JWTPayload> {
  // What current Storage (jose) answers a request that carries no token at all.
  if (!token) throw new Error("Invalid Compact JWS");
  try {
    return await verifyJwt(ctx, token);
  } catch (e) {
    throw new Error(jwtMessage(e), { cause: e });
  }
}

export function signToken(
  ctx: ServiceContext,
  payload: Record<string, unknown>,
  expiresIn: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(ctx, { ...payload, iat: now, exp: now + expiresIn });
}

function bearer(c: Context): string {
  const header = c.req.header("authorization");
  if (header) return header.replace(/^Bearer\s+/i, "").trim();
  return c.req.header("apikey")?.trim() ?? "";
}

/** The caller of a request: Bearer JWT, else the `apikey` header. Throws AccessDenied as the Storage API does. */
export async function getCaller(c: Context, ctx: ServiceContext): Promise<Caller> {
  let claims: JWTPayload & { role?: string };
  try {
    claims = await verifyToken(ctx, bearer(c));
  } catch (e) {
    throw ERRORS.accessDenied((e as Error).message);
  }
  const role = typeof claims.role === "string" && claims.role ? claims.role : "anon";
  if (!API_ROLES.has(role)) throw ERRORS.accessDenied(`role "${role}" is not allowed`);
  return {
    role,
    claims: { ...claims, role },
    sub: typeof claims.sub === "string" && claims.sub ? claims.sub : undefined,
    isService: role === "service_role",
  };
}

/**
 * Runs `fn` in a short transaction as the caller, as PostgREST and the Storage API do:
 * role and JWT claims are set locally, so the project's RLS policies on storage decide.
 */
export function asCaller<T>(
  ctx: ServiceContext,
  caller: Caller,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return ctx.sql.begin(async (tx) => {
    await tx`select set_config('role', ${caller.role}, true),
                    set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true)`;
    return fn(tx);
  }) as Promise<T>;
}

/** Runs `fn` in a short transaction as the database owner (the Storage API's superuser). */
export function asSuperUser<T>(ctx: ServiceContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.sql.begin((tx) => fn(tx)) as Promise<T>;
}

class Rollback extends Error {}

/** Runs `fn` as the caller and rolls it back: a dry run that lets RLS (and constraints) say no. */
export async function testPermission(
  ctx: ServiceContext,
  caller: Caller,
  fn: (tx: Tx) => Promise<unknown>,
) {
  try {
    await asCaller(ctx, caller, async (tx) => {
      await fn(tx);
      throw new Rollback("rollback");
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
}

export function isUuid(value: string | undefined): value is string {
  return !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
