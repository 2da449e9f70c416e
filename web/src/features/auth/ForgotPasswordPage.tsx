import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { createUserBody } from "@contract";
import { Link } from "react-router";
import { TextField } from "../../components/TextField";
import { AuthCard, AuthForm, SubmitButton } from "./AuthCard";
import { requestPasswordReset } from "./authRequests";

const emailRule = createUserBody.shape.email;

/** Asks for the account's email and mails it a recovery link; the answer is the same whether or not it has an account. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const request = useMutation({ mutationFn: requestPasswordReset });
  const formError =
    invalid ?? (request.error && (request.error.message || "The reset link could not be sent"));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setInvalid(null);
    const parsed = emailRule.safeParse(email);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0].message);
      return;
    }
    request.mutate(parsed.data);
  };

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter your account's email and we'll send you a link to choose a new password."
    >
      {request.isSuccess ? (
        <p role="status" className="text-center">
          If an account exists for {request.variables}, a link to reset its password is on its way.
          Check your inbox.
        </p>
      ) : (
        <AuthForm error={formError} onSubmit={handleSubmit}>
          <TextField
            label="Email"
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="email"
            autoFocus
            required
            value={email}
            onChange={setEmail}
          />
          <SubmitButton
            pending={request.isPending}
            label="Send reset link"
            pendingLabel="Sending..."
          />
        </AuthForm>
      )}
      <Link to="/login" className="link link-primary link-hover text-center text-sm">
        Back to login
      </Link>
    </AuthCard>
  );
}
