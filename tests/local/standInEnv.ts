// What the stand-in's node:test suites share: its settings from the environment and a browser-like session store.
import type { SupportedStorage } from "@supabase/supabase-js";

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
