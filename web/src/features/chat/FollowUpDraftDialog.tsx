import { useEffect, useRef, useState, type FormEvent } from "react";
import { Sparkles } from "lucide-react";
import { Modal, ModalActions } from "../../components/Modal";
import { useToast } from "../../components/toastContext";
import { formatDueLabel, toDateTimeLocalValue } from "../../lib/format";
import type { ChatPartner } from "./chatTypes";
import { FollowUpFields, followUpProblem, type FollowUpValues } from "./FollowUpFields";
import { useCreateFollowUp, useDraftFollowUp } from "./quickActionQueries";

/** Send Follow-up: the AI drafts the message, the rep edits it and approves it before it is saved. */
function DraftForm({ client, onDone }: { client: ChatPartner; onDone(): void }) {
  const toast = useToast();
  const draft = useDraftFollowUp();
  const create = useCreateFollowUp();
  const [values, setValues] = useState<FollowUpValues | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const requested = useRef(false);

  const requestDraft = () =>
    draft.mutate(client.id, {
      onSuccess: (answer) =>
        setValues({ title: answer.title, notes: answer.notes, due: toDateTimeLocalValue(answer.dueAt) }),
    });

  useEffect(() => {
    // Once per opening, even when a development render runs effects twice.
    if (requested.current) return;
    requested.current = true;
    requestDraft();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const approve = (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const invalid = followUpProblem(values);
    setProblem(invalid);
    if (invalid) return;
    const dueAt = new Date(values.due).toISOString();
    create.mutate(
      { clientId: client.id, title: values.title.trim(), notes: values.notes.trim(), dueAt, isAiGenerated: true },
      {
        onSuccess: () => {
          toast.notify(`Follow-up scheduled for ${formatDueLabel(dueAt)}`, "success");
          onDone();
        },
      },
    );
  };

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
  if (!values) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-sm text-base-content/70" role="status">
        <span className="loading loading-dots loading-md text-primary" aria-hidden="true" />
        Drafting a follow-up for {client.name}...
      </div>
    );
  }

  const error = problem ?? create.error?.message ?? null;
  return (
    <form onSubmit={approve} noValidate>
      <p className="mb-4 flex items-center gap-2 text-sm text-secondary">
        <Sparkles className="size-4" aria-hidden="true" />
        AI Generated: review and edit before approving.
      </p>
      <FollowUpFields
        idPrefix="draft"
        values={values}
        onChange={setValues}
        dueLabel="Due date"
        notesLabel="Message"
        notesRows={8}
      />
      {error && (
        <p role="alert" className="mt-4 text-sm text-error">
          {error}
        </p>
      )}
      <ModalActions>
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={create.isPending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {create.isPending ? "Saving..." : "Approve & Schedule"}
        </button>
      </ModalActions>
    </form>
  );
}

export function FollowUpDraftDialog({
  client,
  open,
  onClose,
}: {
  client: ChatPartner;
  open: boolean;
  onClose(): void;
}) {
  return (
    <Modal open={open} title="Send Follow-up" description={`A follow-up for ${client.name}`} onClose={onClose} wide>
      {open && <DraftForm client={client} onDone={onClose} />}
    </Modal>
  );
}
