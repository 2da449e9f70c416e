import { useState } from "react";
import { Archive, ArchiveRestore, ListChecks, Pencil, Plus } from "lucide-react";
import {
  createDealReasonBody,
  updateDealReasonBody,
  type DealReason,
  type DealReasonKind,
} from "@contract";
import { InputField } from "../../components/FormInputs";
import { IconButton } from "../../components/IconButton";
import { useContractForm } from "../../lib/forms";
import { Card } from "./AdminCards";
import { AdminInlineForm, InlineSaveCancel, Loaded } from "./AdminSection";
import {
  useAdminDealReasons,
  useCreateDealReason,
  useUpdateDealReason,
} from "./pipelineAdminQueries";

const KIND_TITLES: Record<DealReasonKind, string> = { WON: "Win reasons", LOST: "Loss reasons" };

function AddReasonForm({ kind }: { kind: DealReasonKind }) {
  const create = useCreateDealReason();
  const form = useContractForm(createDealReasonBody, { kind, label: "" });
  const submit = form.handleSubmit((values) =>
    create.mutate(values, { onSuccess: () => form.reset({ kind, label: "" }) }),
  );
  return (
    <AdminInlineForm
      label={`Add a ${kind === "WON" ? "win" : "loss"} reason`}
      onSubmit={submit}
      errors={form.formState.errors}
      requestError={create.error}
      lineClassName="flex items-end gap-2"
    >
      <InputField
        label={`New ${kind === "WON" ? "win" : "loss"} reason`}
        id={`new-reason-${kind}`}
        className="flex-1"
        maxLength={120}
        field={form.register("label")}
        invalid={!!form.formState.errors.label}
      />
      <button type="submit" className="btn btn-outline" disabled={create.isPending}>
        <Plus className="size-4" aria-hidden="true" />
        Add
      </button>
    </AdminInlineForm>
  );
}

function RenameReasonForm({ reason, onDone }: { reason: DealReason; onDone(): void }) {
  const update = useUpdateDealReason();
  const form = useContractForm(updateDealReasonBody, { label: reason.label });
  const submit = form.handleSubmit((changes) =>
    update.mutate({ id: reason.id, changes }, { onSuccess: onDone }),
  );
  return (
    <AdminInlineForm
      onSubmit={submit}
      errors={form.formState.errors}
      requestError={update.error}
      lineClassName="flex items-end gap-2"
    >
      <InputField
        label="Reason"
        id={`rename-reason-${reason.id}`}
        className="flex-1"
        maxLength={120}
        field={form.register("label")}
      />
      <InlineSaveCancel busy={update.isPending} onCancel={onDone} />
    </AdminInlineForm>
  );
}

function ReasonItem({ reason }: { reason: DealReason }) {
  const update = useUpdateDealReason();
  const [renaming, setRenaming] = useState(false);
  if (renaming) {
    return (
      <li>
        <RenameReasonForm reason={reason} onDone={() => setRenaming(false)} />
      </li>
    );
  }
  const toggle = reason.active ? "Retire" : "Restore";
  return (
    <li className="flex items-center gap-2 py-1.5">
      <span
        className={`flex-1 truncate text-sm ${reason.active ? "" : "text-base-content/50 line-through"}`}
      >
        {reason.label}
      </span>
      {!reason.active && <span className="badge badge-ghost badge-xs">Retired</span>}
      <IconButton
        icon={Pencil}
        label={`Rename ${reason.label}`}
        onClick={() => setRenaming(true)}
      />
      <IconButton
        icon={reason.active ? Archive : ArchiveRestore}
        label={`${toggle} ${reason.label}`}
        title={
          reason.active
            ? "No longer offered when a deal is closed; past deals keep it"
            : "Offer it again when a deal is closed"
        }
        disabled={update.isPending}
        onClick={() => update.mutate({ id: reason.id, changes: { active: !reason.active } })}
      />
    </li>
  );
}

/** The short lists a rep chooses from when a deal moves to Won or Lost. */
export function DealReasonsCard() {
  const reasons = useAdminDealReasons();
  return (
    <Card title="Win and Loss Reasons" icon={ListChecks}>
      <Loaded query={reasons} label="Loading reasons" fallback="Failed to load the reasons">
        {(list) => (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            {(["WON", "LOST"] as const).map((kind) => {
              const ofKind = list.filter((reason) => reason.kind === kind);
              return (
                <section key={kind} aria-label={KIND_TITLES[kind]} className="flex flex-col gap-3">
                  <h3 className="font-semibold">{KIND_TITLES[kind]}</h3>
                  {ofKind.length === 0 ? (
                    <p className="text-sm text-base-content/60">No reasons yet</p>
                  ) : (
                    <ul className="divide-y divide-base-200">
                      {ofKind.map((reason) => (
                        <ReasonItem key={reason.id} reason={reason} />
                      ))}
                    </ul>
                  )}
                  <AddReasonForm kind={kind} />
                </section>
              );
            })}
          </div>
        )}
      </Loaded>
    </Card>
  );
}
