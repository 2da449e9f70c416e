// What the stand-in's node:test suites share: its settings from the environment, a browser-like
// session store and supabase-js clients of the stand-in's auth.
import { createClient, type SupportedStorage } from "@supabase/supabase-js";

export function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set; start the stand-in and point the tests at it`);
  return value;
}

/** A session store in memory, for supabase-js clients that persist a session (and a PKCE code verifier). */
export function memoryStorage(): SupportedStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Node 20 has no global WebSocket, which supabase-js asks for up front; these tests never open Realtime. */
class NoRealtime {
  constructor() {
    throw new Error("Realtime is not used by the auth tests");
  }
}
export const realtime = { transport: NoRealtime as never };
const serverAuth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** A client with the anon key that keeps no session, as a server would use it. */
export const anonClient = () =>
  createClient(env("SUPABASE_URL"), env("SUPABASE_ANON_KEY"), { auth: serverAuth, realtime });

/** Auth's admin API with the service role key. */
export const adminAuth = () =>
  createClient(env("SUPABASE_URL"), env("SUPABASE_SERVICE_ROLE_KEY"), {
    auth: serverAuth,
    realtime,
  }).auth.admin;

/** A browser-like client: PKCE, with its code verifier kept in memory. */
export const pkceClient = () =>
  createClient(env("SUPABASE_URL"), env("SUPABASE_ANON_KEY"), {
    auth: {
      flowType: "pkce",
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime,
  });

/** A user with a confirmed email and a password, made through the admin API; answers its id. */
export async function createConfirmedUser(
  email: string,
  password: string,
  userMetadata: Record<string, unknown> = {},
): Promise<string> {
  const { data, error } = await adminAuth().createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: userMetadata,
  });
  if (error) throw error;
  return data.user!.id;
}

/**
 * Requests to an auth app running in this process, sent as a supabase-js client on API version
 * 2024-01-01 sends them; `app` is read at each call, as suites build it in `before`.
 */
export const clientRequests =
  (app: () => { request: (path: string, init: RequestInit) => Response | Promise<Response> }) =>
  (method: string, path: string, body?: unknown, token?: string) =>
    app().request(path, {
      method,
      headers: {
        "content-type": "application/json",
        "x-supabase-api-version": "2024-01-01",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
