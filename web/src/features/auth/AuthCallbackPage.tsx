import { useEffect, useRef, useState } from "react";
import { CircleAlert } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { getSupabase } from "../../lib/supabase";
import { useAuth } from "./useAuth";

const SIGN_IN_FAILED = "Sign-in failed";

/** Where Google (through Supabase Auth) sends the browser back with a PKCE code. */
export default function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { refreshUser } = useAuth();
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
      navigate("/dashboard", { replace: true });
    })().catch((failure: unknown) => {
      setExchangeError(failure instanceof Error && failure.message ? failure.message : SIGN_IN_FAILED);
    });
  }, [code, linkError, navigate, refreshUser]);

  const error = linkError ?? exchangeError;
  if (!error) return <PageLoading />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-base-200 p-4">
      <div className="card w-full max-w-md bg-base-100 shadow-xl">
        <div className="card-body items-center gap-4 text-center">
          <CircleAlert className="size-10 text-error" aria-hidden="true" />
          <h1 className="text-xl font-bold">{SIGN_IN_FAILED}</h1>
          <p role="alert" className="text-base-content/70">
            {error}
          </p>
          <Link to="/login" className="btn btn-primary">
            Back to login
          </Link>
        </div>
      </div>
    </main>
  );
}
