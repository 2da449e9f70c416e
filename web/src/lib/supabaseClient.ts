import { createClient } from "@supabase/supabase-js";
import type { AuthStorage } from "./authStorage";
import { anonKey, supabaseUrl } from "./env";

export function createSupabaseClient(storage: AuthStorage, storageKey: string) {
  return createClient(supabaseUrl, anonKey, {
    auth: {
      flowType: "pkce",
      storage,
      storageKey,
      persistSession: true,
      autoRefreshToken: true,
      // /auth/callback exchanges the code itself; letting the client do it too would spend the code twice.
      detectSessionInUrl: false,
    },
  });
}
