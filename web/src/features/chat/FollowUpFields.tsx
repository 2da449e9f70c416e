import type { UseFormRegister } from "react-hook-form";
import { InputField, TextareaField } from "../../components/FormInputs";
import type { FollowUpFieldValues } from "../../lib/followUpForm";

/** Title, when and a note: the fields a meeting, a drafted follow-up and an edited one share. */
export function FollowUpFields({
  idPrefix,
  register,
  dueLabel,
  notesLabel,
  notesRows = 3,
  notesClassName = "textarea w-full leading-relaxed",
  notesBeforeDue = false,
}: {
  idPrefix: string;
  register: UseFormRegister<FollowUpFieldValues>;
  dueLabel: string;
  notesLabel: string;
  notesRows?: number;
  notesClassName?: string;
  notesBeforeDue?: boolean;
}) {
  const title = (
    <InputField label="Title" id={`${idPrefix}-title`} required field={register("title")} />
  );
  const due = (
    <InputField
      label={dueLabel}
      id={`${idPrefix}-due`}
      type="datetime-local"
      required
      field={register("dueAt")}
    />
  );
  const notes = (
    <TextareaField
      label={notesLabel}
      id={`${idPrefix}-notes`}
      textareaClassName={notesClassName}
      rows={notesRows}
      field={register("notes")}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      {title}
      {notesBeforeDue ? notes : due}
      {notesBeforeDue ? due : notes}
    </div>
  );
}
