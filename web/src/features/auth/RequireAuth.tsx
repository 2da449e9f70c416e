import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { useAuth } from "./useAuth";

/** Lets signed-in users through; sends others to /login, remembering where they were going. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === "unknown") return <PageLoading />;
  if (status === "unauthenticated") {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return children ?? <Outlet />;
}

export function RootRedirect() {
  const { status } = useAuth();
  if (status === "unknown") return <PageLoading />;
  return <Navigate to={status === "authenticated" ? "/dashboard" : "/login"} replace />;
}
