import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { getSupabase } from "../../lib/supabase";
import { useAuth } from "./useAuth";

const SIGN_IN_FAILED = "Sign-in failed";

/**
 * Signs in with what Supabase Auth sent the browser back with: a PKCE code in
 * the query (after Google, or from a link the user asked for), or the session
 * in the fragment (a link an admin had mailed, as an invitation, which has no
 * PKCE verifier in this browser); or reads the error it sent instead.
 * `done` turns true once the session is stored and the user loaded.
 */
export function useLinkSignIn(): { done: boolean; error: string | null } {
  const { search, hash } = useLocation();
  const { refreshUser } = useAuth();
  const [done, setDone] = useState(false);
  const [signInError, setSignInError] = useState<string | null>(null);
  // A code can be exchanged once; StrictMode runs effects twice in development.
  const started = useRef(false);

  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.slice(1));
  const code = query.get("code");
  const accessToken = fragment.get("access_token");
  const refreshToken = fragment.get("refresh_token");
  const sentError = [query, fragment]
    .flatMap((params) => [params.get("error_description"), params.get("error")])
    .find(Boolean);
  const linkError =
    sentError ??
    (code || (accessToken && refreshToken) ? null : "The sign-in link is missing its code.");

  useEffect(() => {
    if (linkError || started.current) return;
    started.current = true;
    (async () => {
      const supabase = await getSupabase();
      const { error } = code
        ? await supabase.auth.exchangeCodeForSession(code)
        : await supabase.auth.setSession({
            access_token: accessToken!,
            refresh_token: refreshToken!,
          });
      if (error) throw error;
      // The tokens leave the address bar and the history entry once they are stored.
      if (!code) window.history.replaceState(window.history.state, "", window.location.pathname);
      if (!(await refreshUser())) throw new Error("Your account could not be loaded.");
      setDone(true);
    })().catch((failure: unknown) => {
      setSignInError(
        failure instanceof Error && failure.message ? failure.message : SIGN_IN_FAILED,
      );
    });
  }, [code, accessToken, refreshToken, linkError, refreshUser]);

  return { done, error: linkError ?? signInError };
}
