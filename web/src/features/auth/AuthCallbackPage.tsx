import { useEffect } from "react";
import { useNavigate } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { AuthLinkError } from "./AuthLinkError";
import { useLinkSignIn } from "./useLinkSignIn";

/** Where Google (through Supabase Auth) sends the browser back with a PKCE code. */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const { done, error } = useLinkSignIn();

  useEffect(() => {
    if (done) navigate("/dashboard", { replace: true });
  }, [done, navigate]);

  if (!error) return <PageLoading />;
  return <AuthLinkError title="Sign-in failed" error={error} />;
}
