import { useCallback, useEffect, useMemo, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api } from "../../lib/api";
import { queryKeys } from "../../lib/queryKeys";
import { getSupabase } from "../../lib/supabase";
import type { Session, User } from "../../lib/types";
import { AuthContext, type AuthContextValue } from "./AuthContext";
import { fetchCurrentUser } from "./authRequests";

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const currentUser = useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: fetchCurrentUser,
    staleTime: Infinity,
    retry: false,
  });

  const signedIn = Boolean(currentUser.data);
  useEffect(() => {
    if (!signedIn) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void getSupabase().then((supabase) => {
      if (cancelled) return;
      const { data } = supabase.auth.onAuthStateChange((event) => {
        // The refresh token expired or another tab signed out: the user is gone here too.
        if (event === "SIGNED_OUT") queryClient.setQueryData(queryKeys.currentUser, null);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [queryClient, signedIn]);

  const refreshUser = useCallback(async () => {
    // A check still running from before the session was stored would answer "signed out"; ask afresh.
    await queryClient.cancelQueries({ queryKey: queryKeys.currentUser });
    return queryClient.fetchQuery({
      queryKey: queryKeys.currentUser,
      queryFn: fetchCurrentUser,
      staleTime: 0,
    });
  }, [queryClient]);

  const completeSignIn = useCallback(
    async (session: Session) => {
      const supabase = await getSupabase();
      const { error } = await supabase.auth.setSession({
        access_token: session.access_token,
        refresh_token: session.refresh_token,
      });
      if (error) throw error;
      return refreshUser();
    },
    [refreshUser],
  );

  const signOut = useCallback(async () => {
    try {
      await api.post("/api/logout");
    } catch (error) {
      console.error("Logout failed", error);
    }
    await (await getSupabase()).auth.signOut({ scope: "local" });
    queryClient.setQueryData(queryKeys.currentUser, null);
    // The next user must not see this one's cached clients.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
    navigate("/login", { replace: true });
  }, [navigate, queryClient]);

  const user: User | null = currentUser.data ?? null;
  const value = useMemo<AuthContextValue>(
    () => ({
      status: currentUser.isPending ? "unknown" : user ? "authenticated" : "unauthenticated",
      user,
      completeSignIn,
      refreshUser,
      signOut,
    }),
    [currentUser.isPending, user, completeSignIn, refreshUser, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
