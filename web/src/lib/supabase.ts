import type { SupabaseClient } from "@supabase/supabase-js";
import { createAuthStorage } from "./authStorage";

/** Where supabase-js keeps the session, named so the app can tell whether there is one without loading it. */
export const AUTH_STORAGE_KEY = "crm-auth";

export const authStorage = createAuthStorage();

let client: Promise<SupabaseClient> | undefined;

/**
 * The supabase-js client, loaded on first use: it is a third of the app's
 * JavaScript, and the login screen only needs it once the user signs in.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import("./supabaseClient").then(({ createSupabaseClient }) =>
    createSupabaseClient(authStorage, AUTH_STORAGE_KEY),
  );
  return client;
}

/** Whether a session is stored (it may still turn out expired or revoked). */
export function hasStoredSession(): boolean {
  return authStorage.getItem(AUTH_STORAGE_KEY) !== null;
}
