import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import type { ImportResponse, ImportRowResultResponse } from "@contract";
import { PageHeader } from "../../../components/PageHeader";
import { PageLoading } from "../../../components/PageLoading";
import { CLIENT_VIEWS, useInvalidate } from "../../../hooks/useApiMutation";
import { ApiError } from "../../../lib/api";
import { queryKeys } from "../../../lib/queryKeys";
import { useAuth } from "../../auth/useAuth";
import { CheckStep, type CheckOutcome } from "./CheckStep";
import { type FieldMapping, fieldsFor, suggestMapping } from "./fieldMapping";
import { FileStep } from "./FileStep";
import { createImport, getImport } from "./importApi";
import { type DuplicateChoice, planBatches } from "./importPlan";
import {
  clearImport,
  loadFailures,
  loadImport,
  saveFailures,
  saveImport,
  type StoredImport,
} from "./importStore";
import { ImportingStep } from "./ImportingStep";
import { MappingStep } from "./MappingStep";
import { RecentImports } from "./RecentImports";
import { ResultStep } from "./ResultStep";
import type { ParsedTable } from "./table";
import { type ReadFile, useFileParser } from "./useFileParser";

const AFTER_IMPORT = [...CLIENT_VIEWS, queryKeys.imports.all];

type Phase =
  | { step: "resuming" }
  | { step: "file" }
  | { step: "mapping" | "check"; read: ReadFile; mapping: FieldMapping }
  // The file as read is kept for the rows not imported; after a reload it is gone (null).
  | {
      step: "import";
      run: StoredImport;
      batchesDone: number[];
      failures: ImportRowResultResponse[];
      table: ParsedTable | null;
    }
  | {
      step: "result";
      imported: ImportResponse;
      failures: ImportRowResultResponse[];
      table: ParsedTable | null;
    };

const STEPS = [
  { key: "file", label: "File" },
  { key: "mapping", label: "Columns" },
  { key: "check", label: "Check" },
  { key: "import", label: "Import" },
] as const;

function StepList({ step }: { step: Phase["step"] }) {
  const current = step === "result" ? STEPS.length : STEPS.findIndex(({ key }) => key === step);
  return (
    <ul className="steps mb-6 w-full">
      {STEPS.map(({ key, label }, index) => (
        <li
          key={key}
          className={`step ${index <= current ? "step-primary" : ""}`}
          aria-current={index === current ? "step" : undefined}
        >
          {label}
        </li>
      ))}
    </ul>
  );
}

/** /clients/import: a CSV or XLSX file read, mapped, checked and saved in batches, resumable after a reload. */
export default function ImportClientsPage() {
  const { user } = useAuth();
  const userId = user!.id;
  const isAdmin = user!.role === "ADMIN";
  const refreshAfterImport = useInvalidate(AFTER_IMPORT);
  const [phase, setPhase] = useState<Phase>({ step: "resuming" });
  const [choices, setChoices] = useState(new Map<number, DuplicateChoice>());

  const parser = useFileParser((read) => {
    setChoices(new Map());
    setPhase((current) =>
      // Read again in another encoding: the columns stay as the rep set them.
      current.step === "mapping" && current.read.file === read.file
        ? { ...current, read }
        : { step: "mapping", read, mapping: suggestMapping(read.table.headers) },
    );
  });

  // An import under way when the page was closed or reloaded carries on.
  useEffect(() => {
    let current = true;
    (async (): Promise<Phase> => {
      const stored = await loadImport(userId).catch(() => null);
      if (!stored) return { step: "file" };
      try {
        const found = await getImport(stored.importId);
        const failures = await loadFailures(userId).catch(() => []);
        const table = stored.table ?? null;
        if (found.status === "running") {
          return { step: "import", run: stored, batchesDone: found.batchesDone, failures, table };
        }
        await clearImport(userId);
        return { step: "result", imported: found, failures, table };
      } catch (error) {
        // Gone, or another user's: nothing to resume. Anything else is worth trying again later.
        if (error instanceof ApiError && error.status === 404) await clearImport(userId);
        return { step: "file" };
      }
    })().then((next) => current && setPhase(next));
    return () => {
      current = false;
    };
  }, [userId]);

  const start = useMutation({
    mutationFn: async ({ read, outcome }: { read: ReadFile; outcome: CheckOutcome }) => {
      const batches = planBatches(outcome.checked, outcome.duplicates, choices);
      const totalRows = batches.reduce((sum, batch) => sum + batch.length, 0);
      const created = await createImport({ fileName: read.file.name, totalRows });
      const run = { importId: created.id, fileName: created.fileName, batches, table: read.table };
      // Without browser storage (a private window, a full disk) the import still runs; it just
      // cannot pick up after a reload, and Recent imports can still undo it.
      await saveImport(userId, run).catch(() => undefined);
      return { run, batchesDone: created.batchesDone, failures: [], table: read.table };
    },
    onSuccess: (started) => setPhase({ step: "import", ...started }),
  });

  const finished = useCallback(
    (imported: ImportResponse, failures: ImportRowResultResponse[]) => {
      void clearImport(userId);
      void refreshAfterImport();
      setPhase((current) => ({
        step: "result",
        imported,
        failures,
        table: current.step === "import" ? current.table : null,
      }));
    },
    [userId, refreshAfterImport],
  );

  const keepFailures = useCallback(
    (failures: ImportRowResultResponse[]) => void saveFailures(userId, failures).catch(() => {}),
    [userId],
  );

  const restart = () => setPhase({ step: "file" });

  return (
    <>
      <Link to="/clients" className="btn btn-ghost btn-sm mb-2 -ml-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Clients
      </Link>
      <PageHeader title="Import Clients" subtitle="Add clients from a CSV or Excel file." />
      <section className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-0 p-5 sm:p-6">
          {phase.step === "resuming" ? (
            <PageLoading fullScreen={false} />
          ) : (
            <>
              <StepList step={phase.step} />
              {phase.step === "file" && (
                <>
                  <FileStep progress={parser.progress} error={parser.error} onFile={parser.read} />
                  <RecentImports />
                </>
              )}
              {phase.step === "mapping" && (
                <MappingStep
                  table={phase.read.table}
                  fields={fieldsFor(isAdmin)}
                  mapping={phase.mapping}
                  encoding={
                    phase.read.encoding
                      ? { choice: phase.read.encodingChoice, read: phase.read.encoding }
                      : null
                  }
                  rereading={parser.busy}
                  onMappingChange={(mapping) => setPhase({ ...phase, mapping })}
                  onEncodingChange={(encoding) => parser.read(phase.read.file, encoding)}
                  onBack={restart}
                  onNext={() => setPhase({ ...phase, step: "check" })}
                />
              )}
              {phase.step === "check" && (
                <CheckStep
                  table={phase.read.table}
                  fileName={phase.read.file.name}
                  mapping={phase.mapping}
                  choices={choices}
                  starting={start.isPending}
                  startError={start.error?.message ?? null}
                  onChoicesChange={setChoices}
                  onBack={() => setPhase({ ...phase, step: "mapping" })}
                  onStart={(outcome) => start.mutate({ read: phase.read, outcome })}
                />
              )}
              {phase.step === "import" && (
                <ImportingStep
                  run={phase.run}
                  batchesDone={phase.batchesDone}
                  failures={phase.failures}
                  onFailures={keepFailures}
                  onFinished={finished}
                />
              )}
              {phase.step === "result" && (
                <ResultStep
                  imported={phase.imported}
                  failures={phase.failures}
                  table={phase.table}
                  onUndone={(imported) => setPhase({ ...phase, imported })}
                  onAnother={restart}
                />
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}
