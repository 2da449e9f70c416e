// Who is calling: the user's Supabase session, verified as the api function
// verifies it, and what an MCP client reads to learn where to sign in (RFC 9728).
import { bearerToken, type Claims, verifyAccessToken } from "../_shared/auth.ts";
import { supabaseUrl } from "../_shared/env.ts";

export const METADATA_PATH = "/.well-known/oauth-protected-resource";

/** This server's address as MCP clients reach it through the gateway. */
export const resourceUrl = () => `${supabaseUrl()}/functions/v1/mcp`;

export function protectedResourceMetadata() {
  return {
    resource: resourceUrl(),
    authorization_servers: [`${supabaseUrl()}/auth/v1`],
    bearer_methods_supported: ["header"],
    resource_name: "AI Sales CRM",
  };
}

/** Tells a client without a valid token where the metadata is (RFC 9728 §5.1). */
export const challenge = () => `Bearer resource_metadata="${resourceUrl()}${METADATA_PATH}"`;

export function authenticate(request: Request): Promise<Claims> {
  return verifyAccessToken(bearerToken(request.headers.get("authorization") ?? undefined));
}
