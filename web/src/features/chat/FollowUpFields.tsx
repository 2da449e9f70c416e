import { FormField } from "../../components/FormField";
import { TextField } from "../../components/TextField";

export interface FollowUpValues {
  title: string;
  /** A datetime-local value, in the rep's own time. */
  due: string;
  notes: string;
}

/** Title, when and a note: the fields a meeting and a drafted follow-up share. */
export function FollowUpFields({
  idPrefix,
  values,
  onChange,
  dueLabel,
  notesLabel,
  notesRows = 3,
}: {
  idPrefix: string;
  values: FollowUpValues;
  onChange(values: FollowUpValues): void;
  dueLabel: string;
  notesLabel: string;
  notesRows?: number;
}) {
  const set = (key: keyof FollowUpValues, value: string) => onChange({ ...values, [key]: value });
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Title"
        id={`${idPrefix}-title`}
        required
        value={values.title}
        onChange={(value) => set("title", value)}
      />
      <TextField
        label={dueLabel}
        id={`${idPrefix}-due`}
        type="datetime-local"
        required
        value={values.due}
        onChange={(value) => set("due", value)}
      />
      <FormField label={notesLabel} htmlFor={`${idPrefix}-notes`}>
        <textarea
          id={`${idPrefix}-notes`}
          className="textarea w-full leading-relaxed"
          rows={notesRows}
          value={values.notes}
          onChange={(event) => set("notes", event.target.value)}
        />
      </FormField>
    </div>
  );
}

/** The values' problem, if any, before anything is sent. */
export function followUpProblem(values: FollowUpValues): string | null {
  if (values.title.trim() === "") return "Title is required";
  if (!values.due || Number.isNaN(new Date(values.due).getTime())) return "Please choose a date and time";
  return null;
}
