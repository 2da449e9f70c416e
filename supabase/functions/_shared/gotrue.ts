// Calls to Supabase Auth (GoTrue) the API makes on a user's behalf or, for
// account management, with the service role. Never inside a DB transaction.
import { anonKey, serviceRoleKey, supabaseUrl } from "./env.ts";
import { HttpError } from "./errors.ts";

export interface Session {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  expires_at: number;
  user: AuthUser;
}

export interface AuthUser {
  id: string;
  email?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
}

interface AuthError {
  status: number;
  code: string;
  message: string;
}

async function call<T>(
  path: string,
  init: RequestInit & { key?: string; bearer?: string; forwardedFor?: string },
): Promise<T> {
  const key = init.key ?? anonKey();
  let response: Response;
  try {
    response = await fetch(`${supabaseUrl()}/auth/v1${path}`, {
      ...init,
      headers: {
        apikey: key,
        authorization: `Bearer ${init.bearer ?? key}`,
        "content-type": "application/json",
        "x-supabase-api-version": "2024-01-01",
        ...(init.forwardedFor ? { "sb-forwarded-for": init.forwardedFor } : {}),
      },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new HttpError(503, "Authentication service unavailable");
  }
  if (response.status === 204) return undefined as T;
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw Object.assign(new Error(body.message ?? body.msg ?? "Authentication failed"), {
      status: response.status,
      code: body.code ?? body.error_code ?? "unknown",
    }) as Error & AuthError;
  }
  return body as T;
}

export function isAuthError(error: unknown, code?: string): error is Error & AuthError {
  return error instanceof Error && "code" in error && (!code || error.code === code);
}

/**
 * Auth limits sign-ins per address; every one comes from this function, so the
 * caller's address goes along as Sb-Forwarded-For, which Auth honours only with
 * a secret key (hosted: also "IP address forwarding" turned on).
 */
export const passwordGrant = (email: string, password: string, clientAddress?: string) =>
  call<Session>("/token?grant_type=password", {
    method: "POST",
    body: JSON.stringify({ email, password }),
    ...(clientAddress ? { key: serviceRoleKey(), forwardedFor: clientAddress } : {}),
  });

export const signOut = (accessToken: string) =>
  call<void>("/logout?scope=local", { method: "POST", bearer: accessToken });

const adminInit = (init: RequestInit) => ({ ...init, key: serviceRoleKey() });

export const createUser = (attributes: {
  email: string;
  password?: string;
  email_confirm?: boolean;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
}) =>
  call<AuthUser>("/admin/users", adminInit({ method: "POST", body: JSON.stringify(attributes) }));

export const updateUser = (id: string, attributes: Record<string, unknown>) =>
  call<AuthUser>(
    `/admin/users/${id}`,
    adminInit({ method: "PUT", body: JSON.stringify(attributes) }),
  );

/**
 * Mails an invitation (Auth's POST /invite) whose link confirms the address,
 * signs the user in and leads to `redirectTo`; for an address already invited
 * and not yet confirmed it sends a new one.
 */
export const invite = (email: string, redirectTo?: string) =>
  call<AuthUser>(
    // Auth reads where the link leads from the query (or a header), as supabase-js sends it.
    `/invite${redirectTo ? `?${new URLSearchParams({ redirect_to: redirectTo })}` : ""}`,
    adminInit({ method: "POST", body: JSON.stringify({ email }) }),
  );

export const deleteUser = (id: string) =>
  call<void>(`/admin/users/${id}`, adminInit({ method: "DELETE" }));

/** A session for an existing user without their password: a magic link, verified at once. */
export async function sessionFor(email: string): Promise<Session> {
  const link = await call<{ hashed_token: string }>(
    "/admin/generate_link",
    adminInit({ method: "POST", body: JSON.stringify({ type: "magiclink", email }) }),
  );
  return call<Session>("/verify", {
    method: "POST",
    body: JSON.stringify({ type: "magiclink", token_hash: link.hashed_token }),
  });
}
