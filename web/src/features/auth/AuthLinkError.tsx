import { CircleAlert } from "lucide-react";
import { Link } from "react-router";

/** A sign-in or reset link that did not work: what went wrong, what to do instead, and the way back to /login. */
export function AuthLinkError({
  title,
  error,
  hint,
}: {
  title: string;
  error: string;
  hint?: string;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-base-200 p-4">
      <div className="card w-full max-w-md bg-base-100 shadow-xl">
        <div className="card-body items-center gap-4 text-center">
          <CircleAlert className="size-10 text-error" aria-hidden="true" />
          <h1 className="text-xl font-bold">{title}</h1>
          <p role="alert" className="text-base-content/70">
            {error}
          </p>
          {hint && <p className="text-sm text-base-content/70">{hint}</p>}
          <Link to="/login" className="btn btn-primary">
            Back to login
          </Link>
        </div>
      </div>
    </main>
  );
}
