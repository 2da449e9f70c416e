import { useId, useState } from "react";
import { FileDown } from "lucide-react";
import { generateBody } from "@contract";
import { InputField, TextareaField } from "../../components/FormInputs";
import { useToast } from "../../components/toastContext";
import {
  DOCUMENT_KIND_LABELS,
  documentFailedMessage,
  documentGeneratedMessage,
  generateDocument,
  type GeneratorKind,
} from "../../lib/documents";
import { saveFile } from "../../lib/download";
import { firstError, useContractForm } from "../../lib/forms";
import { useClientNames } from "./knowledgeQueries";

/** What the generator asks for; the Description is the assistant's prompt. */
const generatorForm = generateBody.pick({
  title: true,
  userPrompt: true,
  clientName: true,
  additionalContext: true,
});

const EMPTY = { title: "", clientName: "", userPrompt: "", additionalContext: "" };

const downloadName = (kind: GeneratorKind) => `${kind}-${Date.now()}.pdf`;

function Required({ children }: { children: string }) {
  return (
    <>
      {children} <span className="text-error">*</span>
    </>
  );
}

/** The document assistants' generator: a PDF from a title and a description, downloaded at once. */
export function DocumentGenerator({ kind }: { kind: GeneratorKind }) {
  const toast = useToast();
  const clientNames = useClientNames();
  const listId = useId();
  const form = useContractForm(generatorForm, EMPTY);
  const [busy, setBusy] = useState(false);
  const id = (field: string) => `${kind}-generator-${field}`;
  const missing = !generatorForm.safeParse(form.watch()).success;
  const Type = DOCUMENT_KIND_LABELS[kind];

  const submit = form.handleSubmit(
    async ({ title, userPrompt, clientName, additionalContext }) => {
      if (busy) return;
      setBusy(true);
      try {
        const pdf = await generateDocument(kind, {
          title,
          userPrompt,
          clientName: clientName ?? undefined,
          additionalContext: additionalContext ?? undefined,
        });
        saveFile(pdf.blob, downloadName(kind));
        toast.notify(documentGeneratedMessage(kind), "success");
        form.reset(EMPTY);
      } catch (error) {
        toast.notify(documentFailedMessage(kind, error), "error");
      } finally {
        setBusy(false);
      }
    },
    (errors) => toast.notify(firstError(errors) ?? "", "error"),
  );

  return (
    <section
      aria-labelledby={id("heading")}
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <form className="card-body gap-4 p-5" onSubmit={submit} noValidate>
        <div>
          <h2 id={id("heading")} className="card-title text-lg">
            <FileDown className="size-5 text-primary" aria-hidden="true" />
            Generate {Type}
          </h2>
          <p className="mt-1 text-sm text-base-content/70">
            The {kind} assistant writes a PDF from your description, using its configuration and
            training examples.
          </p>
        </div>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <InputField
            label={<Required>Document Title</Required>}
            id={id("title")}
            required
            aria-required="true"
            field={form.register("title")}
          />
          <InputField
            label="Client Name (optional)"
            id={id("client")}
            list={listId}
            autoComplete="off"
            field={form.register("clientName")}
          />
          <datalist id={listId}>
            {(clientNames.data ?? []).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <TextareaField
          label={<Required>Description</Required>}
          id={id("description")}
          rows={4}
          required
          aria-required="true"
          placeholder={`What should this ${kind} cover?`}
          field={form.register("userPrompt")}
        />
        <TextareaField
          label="Additional Context (optional)"
          id={id("context")}
          rows={3}
          field={form.register("additionalContext")}
        />
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
