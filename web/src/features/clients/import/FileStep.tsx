import { useState, type DragEvent } from "react";
import { FileUp } from "lucide-react";
import type { EncodingChoice } from "./encoding";
import { EncodingSelect } from "./EncodingSelect";
import { ProgressBar } from "./ProgressBar";
import { MAX_IMPORT_ROWS } from "./table";

const ACCEPT = ".csv,.tsv,.txt,.xlsx";

/** Step 1: the file, dropped or picked, read with a progress bar. */
export function FileStep({
  progress,
  error,
  onFile,
}: {
  /** 0 to 1 while the file is read. */
  progress: number | null;
  error: string | null;
  onFile(file: File, encoding: EncodingChoice): void;
}) {
  const [encoding, setEncoding] = useState<EncodingChoice>("auto");
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null;

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file, encoding);
  };

  return (
    <div className="flex flex-col gap-4">
      <label
        htmlFor="import-file"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex cursor-pointer flex-col items-center gap-3 rounded-box border-2 border-dashed px-6 py-12 text-center transition-colors ${
          dragging ? "border-primary bg-primary/5" : "border-base-300 hover:border-primary/60"
        }`}
      >
        <FileUp className="size-10 text-primary" aria-hidden="true" />
        <span className="text-base font-medium">
          Drop a file here or <span className="link link-primary">choose a file</span>
        </span>
        <span className="text-sm text-base-content/70">
          CSV, TSV, TXT or XLSX, up to {MAX_IMPORT_ROWS.toLocaleString("en-US")} rows. The first row
          holds the column names.
        </span>
        <input
          id="import-file"
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-label="Choose a file to import"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so picking the same file again (after fixing it) reads it again.
            event.target.value = "";
            if (file) onFile(file, encoding);
          }}
        />
      </label>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <EncodingSelect value={encoding} disabled={busy} onChange={setEncoding} />
        <p className="text-sm text-base-content/60">
          Exports from HubSpot, Pipedrive, Salesforce and Google Contacts work as they are.
        </p>
      </div>

      {busy && <ProgressBar label="Reading the file..." share={progress} />}
      {error && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
