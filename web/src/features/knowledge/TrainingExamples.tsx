import { useState } from "react";
import { GraduationCap, Plus, Trash2 } from "lucide-react";
import { addExampleBody } from "@contract";
import { BusyButton } from "../../components/BusyButton";
import { DeleteConfirmDialog } from "../../components/DeleteConfirmDialog";
import { InputField, TextareaField } from "../../components/FormInputs";
import { IconButton } from "../../components/IconButton";
import { TitledCard } from "../../components/TitledCard";
import { useToast } from "../../components/toastContext";
import { useItemDialogs } from "../../hooks/useItemDialogs";
import { useContractForm } from "../../lib/forms";
import { savingState } from "../../lib/queryState";
import type { AiType } from "./knowledgeLabels";
import {
  useAddExample,
  useDeleteExample,
  useTrainingExamples,
  type TrainingExample,
} from "./knowledgeQueries";

/** An example as the form holds it: the assistant it belongs to is known once it is saved. */
const exampleForm = addExampleBody.omit({ configurationId: true });

const EMPTY = { title: "", input: "", expectedOutput: "" };

const EXAMPLE_TEXTS = [
  {
    name: "input",
    label: "Input",
    id: "input",
    rows: 2,
    placeholder: "What the client or rep says",
  },
  {
    name: "expectedOutput",
    label: "Expected Output",
    id: "output",
    rows: 3,
    placeholder: "How the assistant should answer",
  },
] as const;

function ExampleItem({ example, onDelete }: { example: TrainingExample; onDelete(): void }) {
  return (
    <li className="rounded-box border border-base-300 bg-base-200/40 p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold">{example.title}</h3>
        <IconButton
          icon={Trash2}
          label={`Delete example ${example.title}`}
          title="Delete example"
          className="text-base-content/60 hover:text-error"
          onClick={onDelete}
        />
      </div>
      <dl className="mt-2 grid gap-2 text-sm">
        <div>
          <dt className="text-xs font-medium tracking-wide text-base-content/60 uppercase">
            Input
          </dt>
          <dd className="break-words whitespace-pre-wrap">{example.input}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-base-content/60 uppercase">
            Expected Response
          </dt>
          <dd className="break-words whitespace-pre-wrap">{example.expectedOutput}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The assistant's examples and the form to add one; an unsaved assistant is saved first to own them. */
export function TrainingExamples({
  aiType,
  configurationId,
  ensureSaved,
}: {
  aiType: AiType;
  configurationId: string | null;
  ensureSaved(): Promise<string>;
}) {
  const toast = useToast();
  const examples = useTrainingExamples(configurationId);
  const add = useAddExample();
  const remove = useDeleteExample(configurationId);
  const form = useContractForm(exampleForm, EMPTY);
  const [adding, setAdding] = useState(false);
  const { dialog, open, close, saveThenClose } = useItemDialogs<TrainingExample>([remove]);
  const deleting = dialog?.kind === "delete" ? dialog.item : null;
  const id = (field: string) => `${aiType}-example-${field}`;
  const complete = exampleForm.safeParse(form.watch()).success;

  const submit = form.handleSubmit(async (example) => {
    if (adding) return;
    setAdding(true);
    try {
      const owner = configurationId ?? (await ensureSaved());
      await add.mutateAsync({ configurationId: owner, ...example });
      form.reset(EMPTY);
      toast.notify("Training example added", "success");
    } catch (error) {
      toast.notify(
        error instanceof Error ? error.message : "Failed to add the training example",
        "error",
      );
    } finally {
      setAdding(false);
    }
  });

  const list = examples.data ?? [];
  return (
    <TitledCard
      idPrefix={aiType}
      title="Training Examples"
      icon={GraduationCap}
      titleSize="lg"
      badge={list.length > 0 && <span className="badge badge-ghost badge-sm">{list.length}</span>}
    >
      {configurationId !== null && examples.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading examples">
          <div className="skeleton h-20 w-full" />
          <div className="skeleton h-20 w-full" />
        </div>
      ) : examples.isError ? (
        <p role="alert" className="text-sm text-error">
          Error: {examples.error.message}
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-4 text-center text-sm text-base-content/60">
          No training examples yet. Add your first example below.
        </p>
      ) : (
        <ul className="flex max-h-96 flex-col gap-3 overflow-y-auto" aria-label="Training examples">
          {list.map((example) => (
            <ExampleItem
              key={example.id}
              example={example}
              onDelete={() => open({ kind: "delete", item: example })}
            />
          ))}
        </ul>
      )}

      <form
        onSubmit={submit}
        className="flex flex-col gap-3 border-t border-base-300 pt-4"
        noValidate
      >
        <h3 className="text-sm font-semibold">Add Training Example</h3>
        <InputField
          label="Title"
          id={id("title")}
          placeholder="e.g. Handling a pricing objection"
          field={form.register("title")}
        />
        {EXAMPLE_TEXTS.map((text) => (
          <TextareaField
            key={text.name}
            label={text.label}
            id={id(text.id)}
            rows={text.rows}
            placeholder={text.placeholder}
            field={form.register(text.name)}
          />
        ))}
        <BusyButton
          type="submit"
          className="btn-outline btn-primary self-start"
          busy={adding}
          disabled={!complete}
          icon={Plus}
          label="Add Training Example"
          busyLabel="Adding..."
        />
      </form>
      <DeleteConfirmDialog
        title="Delete Training Example"
        name={deleting ? `"${deleting.title}"` : null}
        {...savingState(remove)}
        onConfirm={() =>
          deleting && saveThenClose(remove, deleting.id, () => "Training example deleted")
        }
        onClose={close}
      />
    </TitledCard>
  );
}
