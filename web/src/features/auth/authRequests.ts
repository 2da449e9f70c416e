import { api } from "../../lib/api";
import { getSupabase, hasStoredSession } from "../../lib/supabase";
import type { SignedIn, User } from "../../lib/types";

export const DEMO_ACCOUNT = {
  email: "demo@example.com",
  name: "Demo User",
  role: "SALES",
} as const;

/** The signed-in user, or null when there is none; a failed check counts as signed out. */
export async function fetchCurrentUser(): Promise<User | null> {
  if (!hasStoredSession()) return null;
  const { data } = await (await getSupabase()).auth.getSession();
  if (!data.session) return null;
  try {
    return await api.get<User>("/api/user");
  } catch (error) {
    console.error("Auth check failed", error);
    return null;
  }
}

export function signInWithPassword(username: string, password: string): Promise<SignedIn> {
  return api.post<SignedIn>("/api/login", { username, password }, { errorMessage: "Login failed" });
}

export function signInAsDemoUser(): Promise<SignedIn> {
  return api.post<SignedIn>("/api/auth/dev-login", DEMO_ACCOUNT);
}

/** Sends the browser to Google; it comes back to /auth/callback with a PKCE code. */
export async function startGoogleSignIn(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: `${window.location.origin}/auth/callback` },
  });
  if (error) throw error;
}

/** GoTrue's answer when the same address asked less than [auth.email] max_frequency ago: the first mail is on its way. */
const ALREADY_SENT = /^For security purposes, you can only request this after/;

/** Mails a recovery link that lands on /reset-password; an unknown address gets the same answer. */
export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}/reset-password`,
  });
  if (error && !ALREADY_SENT.test(error.message)) throw error;
}

/** Sets the signed-in user's password (after a recovery link signed them in). */
export async function setNewPassword(password: string): Promise<void> {
  const { error } = await (await getSupabase()).auth.updateUser({ password });
  if (error) throw error;
}
