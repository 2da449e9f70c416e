import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

const API_VERSION_HEADER = "X-Supabase-Api-Version";
const API_VERSION_2024_01_01 = "2024-01-01";

/** An error GoTrue would answer with: an HTTP status, a machine-readable code and a message. */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra top-level fields, e.g. weak_password. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** GoTrue's OAuthError, as its token endpoint answers some grants: 400 with OAuth's error and error_description. */
export class OAuthError extends AuthError {
  constructor(error: string, description: string) {
    super(400, error, description);
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);

export const validationFailed = (message: string) => badRequest("validation_failed", message);

/** GoTrue's DuplicateEmailMsg. */
export const emailExists = () =>
  unprocessable("email_exists", "A user with this email address has already been registered");

export function weakPassword(minimumLength: number): AuthError {
  return new AuthError(
    422,
    "weak_password",
    `Password should be at least ${minimumLength} characters.`,
    {
      weak_password: { reasons: ["length"] },
    },
  );
}

/** The API version a client asked for, as GoTrue resolves it: the newest known version not after the requested date. */
function wantsVersion20240101(c: Context): boolean {
  const requested = c.req.header(API_VERSION_HEADER) ?? "";
  return /^\d{4}-\d{2}-\d{2}$/.test(requested) && requested >= API_VERSION_2024_01_01;
}

/**
 * GoTrue's error body: `{code, message}` for clients that send API version 2024-01-01
 * (supabase-js does), the legacy `{code: status, error_code, msg}` otherwise. The
 * newer body also carries error_code: supabase-js falls back to it when a browser
 * may not read the X-Supabase-Api-Version response header (cross-origin).
 */
export function errorResponse(c: Context, error: AuthError): Response {
  if (error instanceof OAuthError) {
    return c.json({ error: error.code, error_description: error.message }, error.status);
  }
  c.header("x-sb-error-code", error.code);
  if (wantsVersion20240101(c)) {
    c.header(API_VERSION_HEADER, API_VERSION_2024_01_01);
    return c.json(
      { code: error.code, message: error.message, error_code: error.code, ...error.extra },
      error.status,
    );
  }
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    error.status,
  );
}

export function handleError(error: Error, c: Context): Response {
  if (error instanceof AuthError) return errorResponse(c, error);
  console.error("[auth] unexpected failure:", error);
  return errorResponse(
    c,
    new AuthError(
      500,
      "unexpected_failure",
      "Unexpected failure, please check server logs for more information",
    ),
  );
}
