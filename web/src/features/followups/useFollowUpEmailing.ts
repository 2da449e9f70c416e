import { useState } from "react";
import type { SendEmail } from "@contract";
import { useToast } from "../../components/toastContext";
import { savingState } from "../../lib/queryState";
import type { FollowUp } from "../../lib/types";
import { useSendFollowUpEmail } from "./followUpQueries";

/** Whether a follow-up can still be e-mailed: it is open and has not been sent (each goes once). */
export const canEmailFollowUp = (followUp: Pick<FollowUp, "status" | "emailStatus">) =>
  followUp.status !== "done" && followUp.emailStatus === null;

/** Sends a follow-up's draft, approved in its dialog, and says how it went in a toast. */
export function useFollowUpEmailing() {
  const toast = useToast();
  const sendEmail = useSendFollowUpEmail();
  const [drafting, setDrafting] = useState<FollowUp | null>(null);
  const close = () => {
    setDrafting(null);
    sendEmail.reset();
  };
  const send = (mail: SendEmail) =>
    drafting &&
    sendEmail.mutate(
      { followUpId: drafting.id, mail },
      {
        onSuccess: (email) => {
          close();
          if (email.status === "sent") {
            toast.notify(`E-mail sent to ${email.toAddresses.join(", ")}`, "success");
          } else toast.notify(`The e-mail could not be sent: ${email.error}`, "error");
        },
      },
    );
  return { drafting, open: setDrafting, close, send, saving: savingState(sendEmail) };
}
