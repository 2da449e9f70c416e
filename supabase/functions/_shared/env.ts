// The environment every Supabase function gets, plus the project's own settings.

export const DEV_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

export function requireEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export const supabaseUrl = () => requireEnv("SUPABASE_URL").replace(/\/$/, "");
export const anonKey = () => requireEnv("SUPABASE_ANON_KEY");
export const serviceRoleKey = () => requireEnv("SUPABASE_SERVICE_ROLE_KEY");
export const isProduction = () => Deno.env.get("NODE_ENV") === "production";
export const demoLoginEnabled = () => Deno.env.get("DEMO_LOGIN") === "true";

/**
 * The request header the platform's gateway puts the caller's address in, never
 * passed through from the client: X-Forwarded-For by the stand-in's gateway
 * (it overwrites the client's); on hosted Supabase, behind Cloudflare, set
 * CLIENT_IP_HEADER=cf-connecting-ip.
 */
export const clientIpHeader = () => Deno.env.get("CLIENT_IP_HEADER") || "x-forwarded-for";

/** The JWT secret, falling back to the local development one only outside production. */
export function jwtSecret(): string | null {
  const secret = Deno.env.get("SUPABASE_JWT_SECRET");
  if (secret) return secret;
  return isProduction() ? null : DEV_JWT_SECRET;
}
