import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { ServiceContext } from './context.ts';

// The stand-in's tokens, for auth and storage alike: HS256 with the project's JWT
// secret, as with the keys `supabase start` prints.

const secretKey = (ctx: ServiceContext) => new TextEncoder().encode(ctx.keys.jwtSecret);

export function signJwt(ctx: ServiceContext, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey(ctx));
}

/** Verifies an HS256 token signed with the project's secret (signature and exp); throws jose's error otherwise. */
export async function verifyJwt(ctx: ServiceContext, token: string): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, secretKey(ctx), { algorithms: ['HS256'] });
  return payload;
}
