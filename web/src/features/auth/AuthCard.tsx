import type { FormEvent, ReactNode } from "react";
import { CircleAlert } from "lucide-react";

/** The centred card of the signed-out screens, under a title and a line of explanation. */
export function AuthCard({
  logo,
  title,
  intro,
  children,
}: {
  /** Shown above the title (the login screen's app mark). */
  logo?: ReactNode;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-base-200 to-secondary/10 p-4">
      <div className="card w-full max-w-md bg-base-100 shadow-xl">
        <div className="card-body gap-6 p-6 sm:p-8">
          <header className="flex flex-col items-center gap-2 text-center">
            {logo}
            <h1 className="text-2xl font-bold">{title}</h1>
            <p className="text-base-content/70">{intro}</p>
          </header>
          {children}
        </div>
      </div>
    </main>
  );
}

/** A signed-out form, its error (if any) above its fields. */
export function AuthForm({
  error,
  onSubmit,
  children,
}: {
  error: string | null;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}) {
  return (
    <form className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      {error && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </div>
      )}
      {children}
    </form>
  );
}

/** A signed-out form's full-width submit button, with its own text while the request runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
