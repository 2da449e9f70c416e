import { lazy } from "react";

export const LoginPage = lazy(() => import("./LoginPage"));
export const AuthCallbackPage = lazy(() => import("./AuthCallbackPage"));
export const ForgotPasswordPage = lazy(() => import("./ForgotPasswordPage"));
export const ResetPasswordPage = lazy(() => import("./ResetPasswordPage"));
export const SetPasswordPage = lazy(() => import("./SetPasswordPage"));

export { AuthProvider } from "./AuthProvider";
export { RequireAuth, RootRedirect } from "./RequireAuth";
export { useAuth } from "./useAuth";
