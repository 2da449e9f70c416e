import { useEffect, useRef, useState } from "react";
import { Sparkles } from "lucide-react";
import { Modal, ModalActions } from "../../components/Modal";
import type { FollowUpFieldValues } from "../../lib/followUpForm";
import { toDateTimeLocalValue } from "../../lib/format";
import type { ChatPartner, ClientDialogProps } from "./chatTypes";
import { FollowUpForm } from "./FollowUpForm";
import { useDraftFollowUp } from "./quickActionQueries";

/** Send Follow-up: the AI drafts the message, the rep edits it and approves it before it is saved. */
function DraftForm({ client, onDone }: { client: ChatPartner; onDone(): void }) {
  const draft = useDraftFollowUp();
  const [drafted, setDrafted] = useState<FollowUpFieldValues | null>(null);
  const requested = useRef(false);

  const requestDraft = () =>
    draft.mutate(client.id, {
      onSuccess: (answer) =>
        setDrafted({
          title: answer.title,
          notes: answer.notes,
          dueAt: toDateTimeLocalValue(answer.dueAt),
        }),
    });

  useEffect(() => {
    // Once per opening, even when a development render runs effects twice.
    if (requested.current) return;
    requested.current = true;
    requestDraft();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (draft.isError) {
    return (
      <>
        <p role="alert" className="text-sm text-error">
          {draft.error.message}
        </p>
        <ModalActions>
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            Close
          </button>
          <button type="button" className="btn btn-primary" onClick={requestDraft}>
            Try again
          </button>
        </ModalActions>
      </>
    );
  }
  if (!drafted) {
    return (
      <div
        className="flex flex-col items-center gap-3 py-10 text-sm text-base-content/70"
        role="status"
      >
        <span className="loading loading-dots loading-md text-primary" aria-hidden="true" />
        Drafting a follow-up for {client.name}...
      </div>
    );
  }

  return (
    <FollowUpForm
      client={client}
      initialValues={drafted}
      isAiGenerated
      scheduledLabel="Follow-up"
      intro={
        <p className="mb-4 flex items-center gap-2 text-sm text-secondary">
          <Sparkles className="size-4" aria-hidden="true" />
          AI Generated: review and edit before approving.
        </p>
      }
      idPrefix="draft"
      dueLabel="Due date"
      notesLabel="Message"
      notesRows={8}
      submitLabel="Approve & Schedule"
      busyLabel="Saving..."
      onDone={onDone}
    />
  );
}

export function FollowUpDraftDialog({ client, open, onClose }: ClientDialogProps) {
  return (
    <Modal
      open={open}
      title="Send Follow-up"
      description={`A follow-up for ${client.name}`}
      onClose={onClose}
      wide
    >
      {open && <DraftForm client={client} onDone={onClose} />}
    </Modal>
  );
}
