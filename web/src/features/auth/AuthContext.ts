import { createContext } from "react";
import type { Session, User } from "../../lib/types";

export type AuthStatus = "unknown" | "authenticated" | "unauthenticated";

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /** Hands a session from the API to supabase-js, then reruns the auth check. */
  completeSignIn(session: Session): Promise<User | null>;
  /** Reruns the auth check (after supabase-js got a session by itself, e.g. from Google). */
  refreshUser(): Promise<User | null>;
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
