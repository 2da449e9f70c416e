import { useId, useState, type FormEvent } from "react";
import { FileDown } from "lucide-react";
import { FormField } from "../../components/FormField";
import { TextField } from "../../components/TextField";
import { useToast } from "../../components/toastContext";
import {
  DOCUMENT_KIND_LABELS,
  documentFailedMessage,
  documentGeneratedMessage,
  generateDocument,
  type GeneratorKind,
} from "../../lib/documents";
import { saveFile } from "../../lib/download";
import { useClientNames } from "./knowledgeQueries";

export const MISSING_FIELDS = "Please provide both a title and description for the document.";

const EMPTY = { title: "", clientName: "", description: "", additionalContext: "" };

/** The document assistants' generator: a PDF from a title and a description, downloaded at once. */
export function DocumentGenerator({ kind }: { kind: GeneratorKind }) {
  const toast = useToast();
  const clientNames = useClientNames();
  const listId = useId();
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const id = (field: string) => `${kind}-generator-${field}`;
  const missing = values.title.trim() === "" || values.description.trim() === "";
  const Type = DOCUMENT_KIND_LABELS[kind];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (missing) {
      toast.notify(MISSING_FIELDS, "error");
      return;
    }
    setBusy(true);
    try {
      const pdf = await generateDocument(kind, {
        title: values.title.trim(),
        clientName: values.clientName.trim() || undefined,
        userPrompt: values.description.trim(),
        additionalContext: values.additionalContext.trim() || undefined,
      });
      saveFile(pdf.blob, `${kind}-${Date.now()}.pdf`);
      toast.notify(documentGeneratedMessage(kind), "success");
      setValues(EMPTY);
    } catch (error) {
      toast.notify(documentFailedMessage(kind, error), "error");
    } finally {
      setBusy(false);
    }
  };

  const set = (key: keyof typeof EMPTY, value: string) => setValues((current) => ({ ...current, [key]: value }));
  return (
    <section aria-labelledby={id("heading")} className="card border border-base-300 bg-base-100 shadow-sm">
      <form className="card-body gap-4 p-5" onSubmit={submit} noValidate>
        <div>
          <h2 id={id("heading")} className="card-title text-lg">
            <FileDown className="size-5 text-primary" aria-hidden="true" />
            Generate {Type}
          </h2>
          <p className="mt-1 text-sm text-base-content/70">
            The {kind} assistant writes a PDF from your description, using its configuration and training examples.
          </p>
        </div>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField
            label={
              <>
                Document Title <span className="text-error">*</span>
              </>
            }
            id={id("title")}
            required
            aria-required="true"
            value={values.title}
            onChange={(value) => set("title", value)}
          />
          <FormField label="Client Name (optional)" htmlFor={id("client")}>
            <input
              id={id("client")}
              className="input w-full"
              list={listId}
              autoComplete="off"
              value={values.clientName}
              onChange={(event) => set("clientName", event.target.value)}
            />
            <datalist id={listId}>
              {(clientNames.data ?? []).map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </FormField>
        </div>
        <FormField
          label={
            <>
              Description <span className="text-error">*</span>
            </>
          }
          htmlFor={id("description")}
        >
          <textarea
            id={id("description")}
            className="textarea w-full"
            rows={4}
            required
            aria-required="true"
            placeholder={`What should this ${kind} cover?`}
            value={values.description}
            onChange={(event) => set("description", event.target.value)}
          />
        </FormField>
        <FormField label="Additional Context (optional)" htmlFor={id("context")}>
          <textarea
            id={id("context")}
            className="textarea w-full"
            rows={3}
            value={values.additionalContext}
            onChange={(event) => set("additionalContext", event.target.value)}
          />
        </FormField>
        <div>
          {/* aria-disabled, not disabled: a click while it is greyed out still says what is missing. */}
          <button
            type="submit"
            className={`btn btn-primary ${missing ? "btn-disabled pointer-events-auto" : ""}`}
            aria-disabled={missing || busy}
          >
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {busy ? "Generating..." : `Generate ${Type}`}
          </button>
        </div>
      </form>
    </section>
  );
}
