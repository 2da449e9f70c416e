/**
 * Where supabase-js keeps the session: localStorage when the user asked to be
 * remembered, sessionStorage (gone with the tab) otherwise. The choice itself is
 * kept in localStorage so a reload reads the session from the right place.
 */
export const REMEMBER_ME_KEY = "crm.remember-me";

export interface AuthStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  setRememberMe(remember: boolean): void;
  rememberMe(): boolean;
}

export function createAuthStorage(
  local: Storage = window.localStorage,
  session: Storage = window.sessionStorage,
): AuthStorage {
  const rememberMe = () => local.getItem(REMEMBER_ME_KEY) !== "false";
  const chosen = () => (rememberMe() ? local : session);
  const other = () => (rememberMe() ? session : local);

  return {
    rememberMe,
    getItem: (key) => chosen().getItem(key),
    setItem(key, value) {
      chosen().setItem(key, value);
      // A session must never outlive the choice in the other storage.
      other().removeItem(key);
    },
    removeItem(key) {
      local.removeItem(key);
      session.removeItem(key);
    },
    setRememberMe(remember) {
      local.setItem(REMEMBER_ME_KEY, String(remember));
    },
  };
}
