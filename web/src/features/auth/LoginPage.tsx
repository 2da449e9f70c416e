import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { Bot, Sparkles } from "lucide-react";
import { Link, Navigate, useLocation, useNavigate, type Location } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { TextField } from "../../components/TextField";
import { ApiError, NetworkError } from "../../lib/api";
import { authStorage, getSupabase } from "../../lib/supabase";
import type { SignedIn } from "../../lib/types";
import { AuthCard, AuthForm } from "./AuthCard";
import { signInAsDemoUser, signInWithPassword, startGoogleSignIn } from "./authRequests";
import { GoogleIcon } from "./GoogleIcon";
import { useAuth } from "./useAuth";

const MISSING_CREDENTIALS = "Please enter both username and password";
const LOGIN_FAILED = "Login failed";

function loginErrorMessage(error: unknown): string {
  if (error instanceof NetworkError || error instanceof ApiError) return error.message;
  return LOGIN_FAILED;
}

/** Where a protected route sent the user from, so they land back there. */
function returnPath(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  if (!from || from.pathname === "/login") return "/dashboard";
  return `${from.pathname}${from.search}${from.hash}`;
}

/** A way in besides the password: a full-width button, off while any sign-in runs. */
function OtherSignInButton({
  tone,
  disabled,
  onClick,
  children,
}: {
  tone: string;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`btn ${tone} w-full`} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

export default function LoginPage() {
  const { status, completeSignIn } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    // supabase-js is only needed on sign-in; fetch it once the screen is up, not before.
    if (typeof window.requestIdleCallback !== "function") return;
    const idle = window.requestIdleCallback(() => void getSupabase());
    return () => window.cancelIdleCallback(idle);
  }, []);

  const finishSignIn = async ({ session }: SignedIn) => {
    const user = await completeSignIn(session);
    if (!user) throw new Error(LOGIN_FAILED);
    navigate(returnPath(location), { replace: true });
  };

  const passwordSignIn = useMutation({
    mutationFn: async () => {
      authStorage.setRememberMe(rememberMe);
      await finishSignIn(await signInWithPassword(username.trim(), password));
    },
    onError: (error) => setFormError(loginErrorMessage(error)),
  });

  const googleSignIn = useMutation({
    mutationFn: async () => {
      authStorage.setRememberMe(rememberMe);
      await startGoogleSignIn();
    },
    onError: (error) => setFormError(error.message || LOGIN_FAILED),
  });

  const demoSignIn = useMutation({
    mutationFn: async () => {
      authStorage.setRememberMe(rememberMe);
      await finishSignIn(await signInAsDemoUser());
    },
    // Without demo login (or without the API) the provider's sign-in is the way in.
    onError: () => googleSignIn.mutate(),
  });

  const busy = passwordSignIn.isPending || googleSignIn.isPending || demoSignIn.isPending;

  if (status === "unknown") return <PageLoading />;
  if (status === "authenticated" && !busy) return <Navigate to={returnPath(location)} replace />;

  /** Clears the last attempt's problem and starts `signIn`. */
  const startOver = (signIn: { mutate(): void }) => {
    setFormError(null);
    signIn.mutate();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setFormError(MISSING_CREDENTIALS);
      return;
    }
    startOver(passwordSignIn);
  };

  return (
    <AuthCard
      logo={
        <div className="flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-content shadow">
          <Bot className="size-7" aria-hidden="true" />
        </div>
      }
      title="AI Sales CRM"
      intro="AI-Powered Client Management"
    >
      <AuthForm error={formError} onSubmit={handleSubmit}>
        <TextField
          label="Username or Email"
          id="login-username"
          name="username"
          autoComplete="username"
          autoFocus
          required
          value={username}
          onChange={setUsername}
        />
        <TextField
          label="Password"
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <div className="flex items-center justify-between gap-2 text-sm">
          <label className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="checkbox checkbox-sm checkbox-primary"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            Remember me
          </label>
          <Link to="/forgot-password" className="link link-primary link-hover">
            Forgot password?
          </Link>
        </div>
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {passwordSignIn.isPending && (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          )}
          {passwordSignIn.isPending ? "Signing In..." : "Sign In"}
        </button>
      </AuthForm>

      <div className="divider my-0 text-sm text-base-content/60">Or continue with</div>

      <div className="flex flex-col gap-3">
        <OtherSignInButton
          tone="btn-outline"
          disabled={busy}
          onClick={() => startOver(googleSignIn)}
        >
          <GoogleIcon />
          Sign in with Google
        </OtherSignInButton>
        <OtherSignInButton
          tone="btn-soft btn-primary"
          disabled={busy}
          onClick={() => startOver(demoSignIn)}
        >
          <Sparkles className="size-4" aria-hidden="true" />
          Demo Login
        </OtherSignInButton>
      </div>

      <p className="text-center text-sm text-base-content/70">
        Don&apos;t have an account? Contact admin
      </p>
    </AuthCard>
  );
}
