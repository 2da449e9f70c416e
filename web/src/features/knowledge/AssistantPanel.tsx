import { useEffect, useState } from "react";
import { saveConfigurationBody } from "@contract";
import { RetryAlert } from "../../components/RetryAlert";
import { useToast } from "../../components/toastContext";
import { serverErrorText } from "../../lib/api";
import { firstError, useContractForm } from "../../lib/forms";
import { AiTestDialog } from "./AiTestDialog";
import { ConfigurationForm } from "./ConfigurationForm";
import { DocumentGenerator } from "./DocumentGenerator";
import { KnowledgeFooter, type SaveStatus } from "./KnowledgeFooter";
import { isGenerator, TEST_PROMPTS, type AiType } from "./knowledgeLabels";
import {
  useConfiguration,
  useSaveConfiguration,
  useTestAssistant,
  type AiConfiguration,
  type ConfigurationInput,
} from "./knowledgeQueries";
import { TrainingExamples } from "./TrainingExamples";

export const SAVED_MESSAGE_MS = 3000;

const inputOf = (configuration: AiConfiguration): ConfigurationInput => ({
  aiType: configuration.aiType,
  personaName: configuration.personaName,
  responseStyle: configuration.responseStyle,
  systemInstructions: configuration.systemInstructions,
  isActive: configuration.isActive,
});

function AssistantEditor({
  aiType,
  initial,
  onDirtyChange,
}: {
  aiType: AiType;
  initial: AiConfiguration;
  onDirtyChange(dirty: boolean): void;
}) {
  const toast = useToast();
  const save = useSaveConfiguration();
  const test = useTestAssistant(aiType);
  const [saved, setSaved] = useState(initial);
  const form = useContractForm(saveConfigurationBody, inputOf(initial));
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [successes, setSuccesses] = useState(0);
  const [testResponse, setTestResponse] = useState<string | null>(null);
  const dirty = form.formState.isDirty;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  useEffect(() => {
    if (status !== "success") return;
    const timer = window.setTimeout(() => setStatus("idle"), SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status, successes]);

  const store = async (input: ConfigurationInput): Promise<AiConfiguration> => {
    try {
      const stored = await save.mutateAsync(input);
      setSaved(stored);
      // What was saved is the new baseline; edits typed meanwhile stay, and unsaved.
      form.reset(inputOf(stored), { keepValues: true });
      setStatus("success");
      setSuccesses((count) => count + 1);
      return stored;
    } catch (error) {
      setStatus("error");
      const reason = serverErrorText(error);
      if (reason && reason !== "Save failed") toast.notify(reason, "error");
      throw error;
    }
  };

  const saveDraft = () =>
    new Promise<AiConfiguration>((resolve, reject) => {
      void form.handleSubmit(
        (input) => store(input).then(resolve, reject),
        (errors) => {
          const problem = firstError(errors) ?? "Save failed";
          setStatus("error");
          toast.notify(problem, "error");
          reject(new Error(problem));
        },
      )();
    });

  const runTest = () =>
    test.mutate(
      { testInput: TEST_PROMPTS[aiType], draft: form.getValues() },
      {
        onSuccess: setTestResponse,
        onError: (error) => {
          const reason = serverErrorText(error);
          toast.notify(
            reason ? `Test failed: ${reason}` : "Test failed. Please try again.",
            "error",
          );
        },
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <div className="flex flex-col gap-6">
          <ConfigurationForm aiType={aiType} register={form.register} />
          {isGenerator(aiType) && <DocumentGenerator kind={aiType} />}
        </div>
        <TrainingExamples
          aiType={aiType}
          configurationId={saved.id}
          ensureSaved={async () => saved.id ?? (await saveDraft()).id!}
        />
      </div>
      <KnowledgeFooter
        status={status}
        dirty={dirty}
        updatedAt={saved.updatedAt}
        saving={save.isPending}
        testing={test.isPending}
        onTest={runTest}
        onSave={() => void saveDraft().catch(() => {})}
      />
      <AiTestDialog
        prompt={TEST_PROMPTS[aiType]}
        response={testResponse}
        onClose={() => setTestResponse(null)}
      />
    </div>
  );
}

/** One assistant's tab: its configuration, examples, generator and footer. */
export function AssistantPanel({
  aiType,
  onDirtyChange,
}: {
  aiType: AiType;
  onDirtyChange(dirty: boolean): void;
}) {
  const configuration = useConfiguration(aiType);

  if (configuration.isPending) {
    return (
      <div
        className="grid grid-cols-1 gap-6 xl:grid-cols-2"
        aria-busy="true"
        aria-label="Loading configuration"
      >
        <div className="skeleton h-96 w-full" />
        <div className="skeleton h-96 w-full" />
      </div>
    );
  }
  if (configuration.isError) {
    return (
      <RetryAlert
        message={`Error: ${configuration.error.message}`}
        onRetry={() => void configuration.refetch()}
      />
    );
  }
  return (
    <AssistantEditor aiType={aiType} initial={configuration.data} onDirtyChange={onDirtyChange} />
  );
}
