import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { createUserBody } from "@contract";
import { useNavigate } from "react-router";
import { PageLoading } from "../../components/PageLoading";
import { TextField } from "../../components/TextField";
import { useToast } from "../../components/toastContext";
import { AuthCard, AuthForm, SubmitButton } from "./AuthCard";
import { AuthLinkError } from "./AuthLinkError";
import { setNewPassword } from "./authRequests";
import { useCodeExchange } from "./useCodeExchange";

const passwordRule = createUserBody.shape.password;

/** Where the recovery link lands: it has signed the user in; here they choose the new password. */
export default function ResetPasswordPage() {
  const { done, error } = useCodeExchange();
  const navigate = useNavigate();
  const toast = useToast();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: setNewPassword,
    onSuccess: () => {
      toast.notify("Your password has been changed.", "success");
      navigate("/dashboard", { replace: true });
    },
  });
  const formError =
    invalid ?? (save.error && (save.error.message || "The password could not be changed"));

  if (error) return <AuthLinkError title="Reset link not valid" error={error} />;
  if (!done) return <PageLoading />;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setInvalid(null);
    const parsed = passwordRule.safeParse(password);
    if (!parsed.success) return setInvalid(parsed.error.issues[0].message);
    if (password !== confirmation) return setInvalid("Passwords do not match");
    save.mutate(parsed.data);
  };

  return (
    <AuthCard
      title="Choose a new password"
      intro="You are signed in. Set the password you will sign in with from now on."
    >
      <AuthForm error={formError} onSubmit={handleSubmit}>
        <TextField
          label="New password"
          id="reset-password"
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
          id="reset-confirmation"
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
