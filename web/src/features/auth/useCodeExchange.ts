import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { getSupabase } from "../../lib/supabase";
import { useAuth } from "./useAuth";

const SIGN_IN_FAILED = "Sign-in failed";

/**
 * Signs in with the PKCE code Supabase Auth sent the browser back with (after
 * Google, or from a mailed link), or reads the error it sent instead.
 * `done` turns true once the session is stored and the user loaded.
 */
export function useCodeExchange(): { done: boolean; error: string | null } {
  const [searchParams] = useSearchParams();
  const { refreshUser } = useAuth();
  const [done, setDone] = useState(false);
  const [exchangeError, setExchangeError] = useState<string | null>(null);
  // A code can be exchanged once; StrictMode runs effects twice in development.
  const started = useRef(false);

  const code = searchParams.get("code");
  const providerError = searchParams.get("error_description") ?? searchParams.get("error");
  const linkError = providerError ?? (code ? null : "The sign-in link is missing its code.");

  useEffect(() => {
    if (linkError || !code || started.current) return;
    started.current = true;
    (async () => {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.exchangeCodeForSession(code);
      if (error) throw error;
      if (!(await refreshUser())) throw new Error("Your account could not be loaded.");
      setDone(true);
    })().catch((failure: unknown) => {
      setExchangeError(
        failure instanceof Error && failure.message ? failure.message : SIGN_IN_FAILED,
      );
    });
  }, [code, linkError, refreshUser]);

  return { done, error: linkError ?? exchangeError };
}
