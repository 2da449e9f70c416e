import { emailNotSentMessage, type EmailResponse, type SendEmail } from "@contract";
import { type ToastApi, useToast } from "../../components/toastContext";
import { useDialogFor } from "../../hooks/useDialogFor";
import { savingState } from "../../lib/queryState";
import type { FollowUp } from "../../lib/types";
import { useSendFollowUpEmail } from "./followUpQueries";

/** Whether a follow-up can still be e-mailed: it is open and has not been sent (each goes once). */
export const canEmailFollowUp = (followUp: Pick<FollowUp, "status" | "emailStatus">) =>
  followUp.status !== "done" && followUp.emailStatus === null;

/** Says in a toast how a send or a retry went: to whom it went, or why it did not. */
export function notifySendOutcome(toast: ToastApi, email: EmailResponse) {
  if (email.status === "sent") {
    toast.notify(`E-mail sent to ${email.toAddresses.join(", ")}`, "success");
  } else toast.notify(emailNotSentMessage(email.error), "error");
}

/** Sends a follow-up's draft, approved in its dialog, and says how it went in a toast. */
export function useFollowUpEmailing() {
  const toast = useToast();
  const sendEmail = useSendFollowUpEmail();
  const [drafting, open, close] = useDialogFor<FollowUp>([sendEmail]);
  const send = (mail: SendEmail) =>
    drafting &&
    sendEmail.mutate(
      { followUpId: drafting.id, mail },
      {
        onSuccess: (email) => {
          close();
          notifySendOutcome(toast, email);
        },
      },
    );
  return { drafting, open, close, send, saving: savingState(sendEmail) };
}
