import type { InvitationResponse } from "@contract";
import { MailX, Send } from "lucide-react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { DataTable } from "../../components/DataTable";
import { RowActionButton } from "../../components/RowActionButton";
import { TitledCard } from "../../components/TitledCard";
import { useToast } from "../../components/toastContext";
import { useDialogFor } from "../../hooks/useDialogFor";
import { formatShortDate, formatTime } from "../../lib/format";
import { type ListState, savingState } from "../../lib/queryState";
import { RoleBadge } from "./RoleBadge";
import { useResendInvitation, useRevokeInvitation } from "./userQueries";

/**
 * The invitations not yet accepted: who, with which role, when the latest mail
 * went out; an admin sends one again or revokes it (after confirming).
 */
export function PendingInvitations({ list }: { list: ListState<InvitationResponse> }) {
  const toast = useToast();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, openRevoke, closeRevoke] = useDialogFor<InvitationResponse>([revoke]);
  const resendingId = resend.isPending ? resend.variables : null;

  const sendAgain = (invitation: InvitationResponse) =>
    resend.mutate(invitation.id, {
      onSuccess: () =>
        toast.notify(`The invitation to ${invitation.email} was sent again`, "success"),
      onError: (error) => toast.notify(error.message, "error"),
    });

  return (
    <TitledCard idPrefix="users" title="Pending invitations" icon={Send} className="mt-6">
      <DataTable
        columns={[
          "Email",
          "Role",
          { label: "Invited", className: "hidden md:table-cell" },
          { label: "Actions", className: "text-right" },
        ]}
        itemsName="pending invitations"
        {...list}
        renderRow={(invitation) => (
          <tr key={invitation.id} className="hover:bg-base-200/60">
            <td>
              <p className="max-w-72 truncate font-medium">{invitation.email}</p>
              <p className="max-w-72 truncate text-xs text-base-content/60">{invitation.name}</p>
            </td>
            <td>
              <RoleBadge role={invitation.role} />
            </td>
            <td className="hidden text-base-content/80 md:table-cell">
              {formatShortDate(invitation.invitedAt)}, {formatTime(invitation.invitedAt)}
            </td>
            <td>
              <div className="flex justify-end gap-2">
                <RowActionButton
                  icon={Send}
                  word="Resend"
                  name={`Resend the invitation to ${invitation.email}`}
                  busy={resendingId === invitation.id}
                  disabled={resendingId !== null}
                  onClick={() => sendAgain(invitation)}
                />
                <RowActionButton
                  icon={MailX}
                  word="Revoke"
                  name={`Revoke the invitation to ${invitation.email}`}
                  tone="btn-ghost enabled:text-red-700"
                  onClick={() => openRevoke(invitation)}
                />
              </div>
            </td>
          </tr>
        )}
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke invitation"
        message={
          revoking &&
          `The link sent to ${revoking.email} will stop working and their account will be deleted.`
        }
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        {...savingState(revoke)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.notify(`The invitation to ${revoking.email} was revoked`, "success");
              closeRevoke();
            },
          })
        }
        onClose={closeRevoke}
      />
    </TitledCard>
  );
}
