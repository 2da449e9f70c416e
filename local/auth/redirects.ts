import { isIP } from "node:net";
import type { Context } from "hono";
import type { AuthConfig } from "../config.ts";
import type { AuthError } from "./errors.ts";
import type { SessionResponse } from "./tokens.ts";

/** The host of a URL as Go's url.Parse reads it: between "//" and the first of / ? #, without user info or port. */
function hostnameOf(url: string): string | null {
  const authority = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/?#]*)/.exec(url)?.[1];
  if (authority === undefined) return null;
  const host = authority.slice(authority.lastIndexOf("@") + 1);
  if (host.startsWith("[")) return host.slice(1, host.indexOf("]"));
  return host.replace(/:\d*$/, "");
}

function isLoopback(ip: string): boolean {
  if (isIP(ip) === 4) return ip.startsWith("127.");
  return new URL(`http://[${ip}]`).hostname === "[::1]";
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * A glob of additional_redirect_urls as GoTrue compiles it (gobwas/glob with
 * '.' and '/' as separators): `*` stays within one host label or path segment,
 * `**` crosses them, `?` is one character, `[a-z]`/`[!a-z]` a class, `{a,b}` alternatives.
 */
export function globToRegExp(glob: string): RegExp {
  let source = "";
  let alternatives = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i];
    if (char === "\\" && i + 1 < glob.length) {
      source += escapeRegExp(glob[++i]);
    } else if (char === "*") {
      if (glob[i + 1] === "*") {
        source += ".*";
        i++;
      } else {
        source += "[^./]*";
      }
    } else if (char === "?") {
      source += "[^./]";
    } else if (char === "[" && glob.indexOf("]", i + 2) !== -1) {
      const end = glob.indexOf("]", i + 2);
      const content = glob.slice(i + 1, end);
      const negated = content.startsWith("!");
      const body = (negated ? content.slice(1) : content).replace(/[\\\][^]/g, "\\$&");
      source += `[${negated ? "^" : ""}${body}]`;
      i = end;
    } else if (char === "{") {
      source += "(?:";
      alternatives++;
    } else if (char === "}" && alternatives > 0) {
      source += ")";
      alternatives--;
    } else if (char === "," && alternatives > 0) {
      source += "|";
    } else {
      source += escapeRegExp(char);
    }
  }
  return new RegExp(`^${source}$`);
}

function matchesGlob(pattern: string, url: string): boolean {
  try {
    return globToRegExp(pattern).test(url);
  } catch {
    return false;
  }
}

/**
 * GoTrue's IsRedirectURLValid: any URL on the site URL's host, any loopback IP
 * address (but no decimal-encoded IP), or a match of an allow-list glob.
 */
export function isRedirectUrlValid(auth: AuthConfig, url: string): boolean {
  if (url === "") return false;
  const host = hostnameOf(url);
  if (host !== null && host === hostnameOf(auth.siteUrl)) return true;
  if (host !== null && /^[0-9]+$/.test(host)) return false;
  if (host !== null && isIP(host) !== 0) return isLoopback(host);
  return auth.additionalRedirectUrls.some((pattern) => matchesGlob(pattern, url));
}

/**
 * GoTrue's GetReferrer: where a request's link or redirect leads. The first
 * allowed of `preferred` (generate_link's body field), redirect_to of a header
 * or the query (getRedirectTo; a JSON body's is never read) and the Referer
 * header, else the site URL.
 */
export function referrer(c: Context, auth: AuthConfig, preferred = ""): string {
  const candidates = [
    preferred,
    c.req.header("redirect_to") || c.req.query("redirect_to"),
    c.req.header("referer"),
  ];
  return candidates.find((url) => url && isRedirectUrlValid(auth, url)) ?? auth.siteUrl;
}

/** Keys sorted, as Go's url.Values.Encode writes them. */
function encode(params: Record<string, string>): string {
  const search = new URLSearchParams(params);
  search.sort();
  return search.toString();
}

/** Tokens in the fragment (the implicit flow), as GoTrue's AccessTokenResponse.AsRedirectURL. */
export function withFragment(url: string, params: Record<string, string>): string {
  return `${url}#${encode(params)}`;
}

/** GoTrue's AccessTokenResponse.AsRedirectURL: the session in the fragment, with any extra fields. */
export function withSession(
  url: string,
  session: SessionResponse,
  extra: Record<string, string> = {},
): string {
  return withFragment(url, {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    ...extra,
  });
}

export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

const OAUTH_ERRORS: Partial<Record<number, string>> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** GoTrue's redirect for a failed browser flow: the error in the fragment, and in the query too for PKCE. */
export function errorRedirectUrl(url: string, error: AuthError, inQuery: boolean): string {
  const accessDenied = [
    "signup_disabled",
    "user_banned",
    "provider_email_needs_verification",
  ].includes(error.code);
  const params = {
    error: accessDenied ? "access_denied" : (OAUTH_ERRORS[error.status] ?? "server_error"),
    error_code: error.code,
    error_description: error.message,
  };
  const base = inQuery ? withQuery(url, params) : url.replace(/#.*$/, "");
  return withFragment(base, params);
}
