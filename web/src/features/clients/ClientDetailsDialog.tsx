import { ExternalLink, Pencil } from "lucide-react";
import { Link } from "react-router";
import { AiGeneratedBadge } from "../../components/AiGeneratedBadge";
import { PriorityLevelBadge } from "../../components/DealBadges";
import { Detail } from "../../components/Detail";
import { Modal, ModalActions } from "../../components/Modal";
import {
  formatCurrency,
  formatDueLabel,
  formatRelativeTime,
  formatShortDate,
} from "../../lib/format";
import type { Client } from "../../lib/types";
import { ClientStatusBadge, DealStageBadge } from "./ClientBadges";
import { ClientIdentity } from "./ClientIdentity";

export function ClientDetailsDialog({
  client,
  onEdit,
  onClose,
}: {
  client: Client;
  onEdit(): void;
  onClose(): void;
}) {
  return (
    <Modal open title="Client Details" onClose={onClose} wide>
      <div className="flex items-center gap-4">
        <ClientIdentity client={client} size="lg" />
      </div>
      <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Detail label="Email">{client.email || "—"}</Detail>
        <Detail label="Phone">{client.phone || "—"}</Detail>
        <Detail label="Status">
          <ClientStatusBadge status={client.status} />
        </Detail>
        <Detail label="Deal Stage">
          <DealStageBadge stage={client.stage} />
        </Detail>
        <Detail label="Priority">
          <PriorityLevelBadge priority={client.priority} />
        </Detail>
        <Detail label="Deal Value">
          {client.dealValue === null ? "—" : formatCurrency(client.dealValue, client.currency)}
        </Detail>
        <Detail label="Follow-up Due">
          {client.nextFollowUp ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              {client.nextFollowUp.title} · {formatDueLabel(client.nextFollowUp.dueAt)}
              {client.nextFollowUp.isAiGenerated && <AiGeneratedBadge />}
            </span>
          ) : (
            "No follow-up"
          )}
        </Detail>
        <Detail label="Last Interaction">{formatRelativeTime(client.updatedAt)}</Detail>
        <Detail label="Created">{formatShortDate(client.createdAt)}</Detail>
        <Detail label="Notes" className="sm:col-span-2">
          <span className="whitespace-pre-line">{client.notes || "—"}</span>
        </Detail>
      </dl>
      <ModalActions>
        <Link to={`/clients/${client.id}`} className="btn btn-ghost mr-auto">
          <ExternalLink className="size-4" aria-hidden="true" />
          View full page
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Close
        </button>
        <button type="button" className="btn btn-primary" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit Client
        </button>
      </ModalActions>
    </Modal>
  );
}
