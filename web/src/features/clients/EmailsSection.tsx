import { canRetryEmail, type EmailResponse, type EmailStatus } from "@contract";
import { Inbox, RotateCw, Send } from "lucide-react";
import { BusyButton } from "../../components/BusyButton";
import { QueryList } from "../../components/QueryList";
import { useToast } from "../../components/toastContext";
import { formatShortDate, formatSubject, formatTime } from "../../lib/format";
import { notifySendOutcome } from "../followups/useFollowUpEmailing";
import { useClientEmails, useRetryEmail } from "./clientDetailQueries";

const STATUS_BADGES: Record<EmailStatus, { label: string; tone: string }> = {
  sending: { label: "Sending", tone: "badge-info" },
  sent: { label: "Sent", tone: "badge-success" },
  failed: { label: "Failed", tone: "badge-error" },
  received: { label: "Received", tone: "badge-ghost" },
};

/** What a mail whose send never finished says in place of a failure's reason. */
const STUCK = "Sending did not finish";

const sender = (email: EmailResponse) =>
  email.fromName ? `${email.fromName} <${email.fromAddress}>` : email.fromAddress;

function EmailItem({
  email,
  retrying,
  onRetry,
}: {
  email: EmailResponse;
  retrying: boolean;
  onRetry(): void;
}) {
  const outbound = email.direction === "outbound";
  const Icon = outbound ? Send : Inbox;
  const at = email.sentAt ?? email.receivedAt ?? email.createdAt;
  const badge = STATUS_BADGES[email.status];
  const subject = formatSubject(email.subject);
  return (
    <li className="flex gap-3 py-3" aria-label={subject}>
      <span
        className={`flex size-8 shrink-0 items-center justify-center rounded-full ${outbound ? "bg-primary/10 text-primary" : "bg-info/10 text-info"}`}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium">{subject}</span>
          <span className={`badge badge-soft badge-sm ${badge.tone}`}>{badge.label}</span>
        </p>
        <p className="mt-0.5 text-xs text-base-content/60">
          {outbound ? `To ${email.toAddresses.join(", ")}` : `From ${sender(email)}`} ·{" "}
          {formatShortDate(at)} {formatTime(at)}
        </p>
        {email.textBody && (
          <p className="mt-1 line-clamp-4 text-sm whitespace-pre-wrap text-base-content/80">
            {email.textBody}
          </p>
        )}
        {canRetryEmail(email) && (
          <div role="alert" className="alert alert-error alert-soft mt-2 py-2 text-sm">
            <span className="flex-1">{email.error ?? STUCK}</span>
            <BusyButton
              busy={retrying}
              icon={RotateCw}
              label="Retry"
              busyLabel="Sending..."
              className="btn-sm"
              aria-label={`Retry ${subject}`}
              onClick={onRetry}
            />
          </div>
        )}
      </div>
    </li>
  );
}

/** The mail sent to and received from the client, newest first; a failed send can be retried. */
export function EmailsSection({ clientId }: { clientId: string }) {
  const emails = useClientEmails(clientId);
  const retry = useRetryEmail();
  const toast = useToast();

  const retryEmail = (email: EmailResponse) =>
    retry.mutate(email.id, {
      onSuccess: (answer) => notifySendOutcome(toast, answer),
      onError: (error) => toast.notify(error.message, "error"),
    });

  return (
    <section aria-labelledby="client-emails-heading" className="mb-6">
      <h2 id="client-emails-heading" className="mb-1 text-base font-semibold">
        E-mails
      </h2>
      <QueryList query={emails} itemsName="e-mails" empty="No e-mails yet">
        {(list) => (
          <ul className="divide-y divide-base-300" aria-label="E-mails">
            {list.map((email) => (
              <EmailItem
                key={email.id}
                email={email}
                retrying={retry.isPending && retry.variables === email.id}
                onRetry={() => retryEmail(email)}
              />
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}
