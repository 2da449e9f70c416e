import { vi } from "vitest";

/**
 * Stands in for lib/supabase.ts in auth tests: `vi.mock("…/lib/supabase", () => import("…/test/fakeSupabase"))`.
 * Sessions set through it are "stored" so the API client sends their token.
 */
const session = { access_token: "access-token", refresh_token: "refresh-token" };

export const fakeSupabase = {
  stored: false,
  auth: {
    getSession: vi.fn(async () => ({
      data: { session: fakeSupabase.stored ? session : null },
      error: null,
    })),
    setSession: vi.fn(async () => {
      fakeSupabase.stored = true;
      return { data: { session }, error: null };
    }),
    signOut: vi.fn(async () => {
      fakeSupabase.stored = false;
      return { error: null };
    }),
    signInWithOAuth: vi.fn(async () => ({ data: {}, error: null })),
    exchangeCodeForSession: vi.fn(async () => {
      fakeSupabase.stored = true;
      return { data: { session }, error: null };
    }),
    resetPasswordForEmail: vi.fn(async () => ({ data: {}, error: null })),
    updateUser: vi.fn(async () => ({ data: { user: {} }, error: null })),
    onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe: vi.fn() } } })),
  },
  reset() {
    fakeSupabase.stored = false;
    for (const fn of Object.values(fakeSupabase.auth)) fn.mockClear();
    authStorage.setRememberMe.mockClear();
  },
};

export const AUTH_STORAGE_KEY = "crm-auth";

export const authStorage = {
  setRememberMe: vi.fn(),
  rememberMe: () => true,
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
};

export const getSupabase = async () => ({ auth: fakeSupabase.auth });
export const hasStoredSession = () => fakeSupabase.stored;
