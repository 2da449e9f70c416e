import { NewPasswordPage } from "./NewPasswordPage";

/** Where the recovery link lands: it has signed the user in; here they choose the new password. */
export default function ResetPasswordPage() {
  return (
    <NewPasswordPage
      title="Choose a new password"
      intro={() => "You are signed in. Set the password you will sign in with from now on."}
      doneMessage="Your password has been changed."
      linkError={{
        title: "Reset link not valid",
        hint: "Reset links work once and expire after an hour. Ask for a new one from the login screen's 'Forgot password?'.",
      }}
    />
  );
}
