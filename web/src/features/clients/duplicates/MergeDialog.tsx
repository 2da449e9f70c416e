import { useState } from "react";
import { ArrowLeftRight, Merge } from "lucide-react";
import { MERGE_FIELDS, type MergeChoice, type MergeChoices } from "@contract";
import { BusyButton } from "../../../components/BusyButton";
import { FormProblem } from "../../../components/FormProblem";
import { Modal, ModalActions } from "../../../components/Modal";
import { clientSubtitle } from "../../../lib/dealLabels";
import type { Client } from "../../../lib/types";
import { CLIENT_FIELD_LABELS } from "../clientFieldLabels";
import { defaultChoices, fieldText, keptFirst, sameValue } from "./mergeChoices";

/**
 * Both clients side by side, a choice per field, then a confirmation: the kept client takes the
 * chosen values and everything under the other one, which is deleted.
 */
export function MergeDialog({
  pair,
  busy,
  error,
  onMerge,
  onClose,
}: {
  pair: [Client, Client];
  busy: boolean;
  error?: string | null;
  onMerge(input: { keepId: string; dropId: string; fields: MergeChoices }): void;
  onClose(): void;
}) {
  const [[keep, drop], setOrder] = useState(() => keptFirst(...pair));
  const [choices, setChoices] = useState(() => defaultChoices(keep, drop));
  const [confirming, setConfirming] = useState(false);

  const swap = () => {
    setOrder([drop, keep]);
    setChoices(defaultChoices(drop, keep));
    setConfirming(false);
  };
  const choose = (field: (typeof MERGE_FIELDS)[number], choice: MergeChoice) =>
    setChoices((current) => ({ ...current, [field]: choice }));

  const column = (client: Client, role: string) => (
    <th scope="col" className="w-2/5">
      <span className="block text-xs font-normal uppercase text-base-content/60">{role}</span>
      {client.name}
      <span className="block text-sm font-normal text-base-content/60">
        {clientSubtitle(client)}
      </span>
    </th>
  );

  return (
    <Modal
      open
      wide
      title="Merge clients"
      description="Choose the value to keep for each field. Threads, messages, follow-ups, files, documents and analyses all move to the kept client."
      onClose={onClose}
    >
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col" className="w-1/5">
                Field
              </th>
              {column(keep, "Kept")}
              {column(drop, "Merged in, then deleted")}
            </tr>
          </thead>
          <tbody>
            {MERGE_FIELDS.map((field) => {
              const label = CLIENT_FIELD_LABELS[field];
              const same = sameValue(keep, drop, field);
              const option = (client: Client, choice: MergeChoice) => (
                <td>
                  <label className="flex cursor-pointer items-start gap-2">
                    <input
                      type="radio"
                      className="radio radio-sm radio-primary mt-0.5"
                      name={`merge-${field}`}
                      aria-label={`${label}: ${choice === "keep" ? "kept" : "merged"} client's value`}
                      checked={choices[field] === choice}
                      disabled={same || busy}
                      onChange={() => choose(field, choice)}
                    />
                    <span
                      className={
                        fieldText(client, field) ? "break-words" : "italic text-base-content/50"
                      }
                    >
                      {fieldText(client, field) ?? "empty"}
                    </span>
                  </label>
                </td>
              );
              return (
                <tr key={field}>
                  <th scope="row" className="font-medium">
                    {label}
                  </th>
                  {option(keep, "keep")}
                  {option(drop, "drop")}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {confirming && (
        <p role="alert" className="alert alert-warning mt-4">
          {drop.name} will be merged into {keep.name} and deleted. This cannot be undone.
        </p>
      )}
      <FormProblem error={error} className="mt-4" />
      <ModalActions>
        <button type="button" className="btn btn-ghost mr-auto" onClick={swap} disabled={busy}>
          <ArrowLeftRight className="size-4" aria-hidden="true" />
          Keep the other one
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        {confirming ? (
          <BusyButton
            busy={busy}
            icon={Merge}
            label="Confirm merge"
            busyLabel="Merging..."
            className="btn-error"
            onClick={() => onMerge({ keepId: keep.id, dropId: drop.id, fields: choices })}
          />
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
            <Merge className="size-4" aria-hidden="true" />
            Merge
          </button>
        )}
      </ModalActions>
    </Modal>
  );
}
