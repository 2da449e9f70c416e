import { NewPasswordPage } from "./NewPasswordPage";

/** Where an invitation's link lands: it has signed the invited teammate in; here they choose their password. */
export default function SetPasswordPage() {
  return (
    <NewPasswordPage
      title="Welcome! Choose your password"
      intro={(user) =>
        `You are signed in as ${user.name}. Choose the password you will sign in with, together with your username ${user.username} or your email.`
      }
      doneMessage="Your password is set. Welcome aboard!"
      linkError={{
        title: "Invitation link not valid",
        hint: "Invitation links work once and expire after an hour. Ask your admin to send you a new invitation, or sign in if you have already chosen your password.",
      }}
    />
  );
}
