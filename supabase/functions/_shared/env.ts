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

/** The JWT secret, falling back to the local development one only outside production. */
export function jwtSecret(): string | null {
  const secret = Deno.env.get("SUPABASE_JWT_SECRET");
  if (secret) return secret;
  return isProduction() ? null : DEV_JWT_SECRET;
}
