import { Clock, MailCheck, MailX } from "lucide-react";
import type { FollowUp } from "../../lib/types";

type SentStatus = NonNullable<FollowUp["emailStatus"]>;

const BADGES = {
  sending: { label: "Sending e-mail", tone: "badge-info", icon: Clock },
  sent: { label: "E-mailed", tone: "badge-success", icon: MailCheck },
  failed: { label: "E-mail failed", tone: "badge-error", icon: MailX },
} as const satisfies Record<SentStatus, unknown>;

/** How the mail sent for a follow-up went; a failed one is retried from the client's History tab. */
export function FollowUpEmailBadge({ status }: { status: SentStatus }) {
  const { label, tone, icon: Icon } = BADGES[status];
  return (
    <span className={`badge badge-soft badge-sm whitespace-nowrap ${tone}`}>
      <Icon className="size-3.5" aria-hidden="true" />
      {label}
    </span>
  );
}
