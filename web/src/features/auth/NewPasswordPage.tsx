import { useState, type FormEvent, type ReactNode } from "react";
import { useMutation } from "@tanstack/react-query";
import { createUserBody } from "@contract";
import { useNavigate } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { TextField } from "../../components/TextField";
import { useToast } from "../../components/toastContext";
import type { User } from "../../lib/types";
import { AuthCard, AuthForm, SubmitButton } from "./AuthCard";
import { AuthLinkError } from "./AuthLinkError";
import { setNewPassword } from "./authRequests";
import { useAuth } from "./useAuth";
import { useLinkSignIn } from "./useLinkSignIn";

const passwordRule = createUserBody.shape.password;

/**
 * Where a mailed link (recovery, invitation) lands: it has signed the user in;
 * here they choose the password they will sign in with, then open the dashboard.
 */
export function NewPasswordPage({
  title,
  intro,
  doneMessage,
  linkError,
}: {
  title: string;
  intro(user: User): ReactNode;
  /** Told once the password is saved. */
  doneMessage: string;
  /** What a used or expired link shows: its title, and what to do instead. */
  linkError: { title: string; hint: string };
}) {
  const { done, error } = useLinkSignIn();
  const { user } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: setNewPassword,
    onSuccess: () => {
      toast.notify(doneMessage, "success");
      navigate("/dashboard", { replace: true });
    },
  });
  const formError =
    invalid ?? (save.error && (save.error.message || "The password could not be changed"));

  if (error) return <AuthLinkError title={linkError.title} error={error} hint={linkError.hint} />;
  if (!done || !user) return <PageLoading />;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setInvalid(null);
    const parsed = passwordRule.safeParse(password);
    if (!parsed.success) return setInvalid(parsed.error.issues[0].message);
    if (password !== confirmation) return setInvalid("Passwords do not match");
    save.mutate(parsed.data);
  };

  return (
    <AuthCard title={title} intro={intro(user)}>
      <AuthForm error={formError} onSubmit={handleSubmit}>
        <TextField
          label="New password"
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          value={password}
          onChange={setPassword}
        />
        <TextField
          label="Confirm new password"
          id="new-password-confirmation"
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={setConfirmation}
        />
        <SubmitButton pending={save.isPending} label="Set new password" pendingLabel="Saving..." />
      </AuthForm>
    </AuthCard>
  );
}
