import { Paperclip, UserPlus, UserRoundCheck } from "lucide-react";
import type { UnassignedEmailResponse } from "@contract";
import { DataTable } from "../../components/DataTable";
import { PageHeader } from "../../components/PageHeader";
import { RowActionButton } from "../../components/RowActionButton";
import { useDialogFor } from "../../hooks/useDialogFor";
import { useToast } from "../../components/toastContext";
import { formatRelativeTime, formatSubject } from "../../lib/format";
import { savingState } from "../../lib/queryState";
import { useAuth } from "../auth/useAuth";
import { AssignEmailDialog } from "./AssignEmailDialog";
import { useAssignEmail, useCreateClientFromEmail, useUnassignedEmails } from "./unassignedQueries";

/** Captured mail no client's address matched, waiting to be filed to a client or made one. */
export default function UnassignedMailPage() {
  const unassigned = useUnassignedEmails();
  const assign = useAssignEmail();
  const createClient = useCreateClientFromEmail();
  const toast = useToast();
  const [assigning, openAssign, close] = useDialogFor<UnassignedEmailResponse>([assign]);
  const address = unassigned.data?.inboundAddress;
  // An admin sees every rep's unassigned mail, so whose each one is.
  const showsRep = useAuth().user?.role === "ADMIN";

  return (
    <>
      <PageHeader
        title="Unassigned mail"
        subtitle={
          address ? (
            <>
              BCC or forward client mail to <strong className="select-all">{address}</strong>. Mail
              that matches none of your clients waits here.
            </>
          ) : (
            "Capturing client mail is not set up on this workspace (INBOUND_EMAIL_ADDRESS)."
          )
        }
      />
      <section className="card bg-base-100 shadow-sm" aria-label="Unassigned mail">
        <div className="card-body">
          <DataTable
            columns={[
              "From",
              "Subject",
              "Received",
              ...(showsRep ? ["Rep"] : []),
              { label: "Actions", className: "text-right" },
            ]}
            itemsName="unassigned mail"
            items={unassigned.data?.emails}
            loading={unassigned.isPending}
            error={unassigned.error}
            renderRow={(email) => (
              <tr key={email.id}>
                <td>
                  <span className="font-medium">{email.fromName || email.fromAddress}</span>
                  {email.fromName && (
                    <span className="block text-sm text-base-content/60">{email.fromAddress}</span>
                  )}
                </td>
                <td className="max-w-md">
                  <span className="font-medium">{formatSubject(email.subject)}</span>
                  {email.attachmentCount > 0 && (
                    <span
                      className="ml-2 inline-flex items-center gap-1 text-sm text-base-content/60"
                      title={`${email.attachmentCount} attachment(s)`}
                    >
                      <Paperclip className="size-3" aria-hidden="true" />
                      {email.attachmentCount}
                    </span>
                  )}
                  <span className="block truncate text-sm text-base-content/60">
                    {email.snippet}
                  </span>
                </td>
                <td>
                  <time
                    dateTime={email.receivedAt}
                    title={new Date(email.receivedAt).toLocaleString()}
                  >
                    {formatRelativeTime(email.receivedAt)}
                  </time>
                </td>
                {showsRep && <td>{email.ownerName}</td>}
                <td className="text-right">
                  <div className="flex justify-end gap-2">
                    <RowActionButton
                      icon={UserRoundCheck}
                      word="Assign to client"
                      name={`Assign "${formatSubject(email.subject)}" to client`}
                      tone="btn-outline"
                      onClick={() => openAssign(email)}
                    />
                    <RowActionButton
                      icon={UserPlus}
                      word="Create client"
                      name={`Create client from "${formatSubject(email.subject)}"`}
                      disabled={createClient.isPending}
                      onClick={() =>
                        createClient.mutate(email.id, {
                          onSuccess: () =>
                            toast.notify("Client created and the mail assigned to it", "success"),
                          onError: (error) => toast.notify(error.message, "error"),
                        })
                      }
                    />
                  </div>
                </td>
              </tr>
            )}
          />
        </div>
      </section>
      {assigning && (
        <AssignEmailDialog
          email={assigning}
          {...savingState(assign)}
          onAssign={(clientId) =>
            assign.mutate(
              { emailId: assigning.id, clientId },
              {
                onSuccess: () => {
                  toast.notify("Mail assigned", "success");
                  close();
                },
              },
            )
          }
          onClose={close}
        />
      )}
    </>
  );
}
