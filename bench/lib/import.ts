// The client import end to end through the API, as the /clients/import page drives it: the
// duplicate check of every row, then 100,000 rows saved in batches of 1,000 as one rep (each
// IMPORT_REQUESTS_IN_FLIGHT requests at a time); then every client of that rep exported as CSV
// (the import's 100,000 and the rep's own); then the whole import undone, which also leaves the
// dataset as it was for the next run.
import {
  IMPORT_BATCH_MAX_ROWS,
  IMPORT_REQUESTS_IN_FLIGHT,
  IMPORT_MAX_ROWS,
  type ImportRowInput,
  OPEN_STAGES,
} from "../../supabase/functions/_shared/contract/index.ts";
import { loadavg } from "node:os";
import pLimit from "p-limit";
import { call, type Session } from "./http.ts";
import { COMPANIES, WORDS } from "./seed-words.ts";
import { type Stats, summarize } from "./stats.ts";

export interface ImportResults {
  rows: number;
  batchSize: number;
  /** POST /imports, every batch, POST /imports/:id/finish: what the rep waits for. */
  saveSeconds: number;
  rowsPerSecond: number;
  /** One POST /imports/:id/batches of batchSize rows. */
  batch: Stats;
  /** POST /imports/duplicates over every row, batchSize rows a request, IMPORT_REQUESTS_IN_FLIGHT at a time. */
  duplicatesSeconds: number;
  duplicates: Stats;
  /** What the rep waits for from the check to the last batch: duplicatesSeconds + saveSeconds. */
  endToEndSeconds?: number;
  /** The machine's 1-minute load average before the check, before the save and after it. */
  loadAverage?: number[];
  /** GET /clients/export of all the rep's clients once imported, read to the end. */
  exportSeconds: number;
  exportRows: number;
  /** POST /imports/:id/undo of the whole import, one transaction. */
  undoSeconds: number;
}

const SUFFIXES = ["Ltd", "GmbH", "Inc", "SA", "Group", "Labs"];

/**
 * Row n of the file: a name and company from the dataset's words (so some rows look like the
 * rep's clients and like each other), an e-mail unique per run.
 */
function fileRow(run: string, n: number): ImportRowInput {
  const word = (k: number) => WORDS[k % WORDS.length];
  return {
    rowNo: n,
    action: "create",
    values: {
      name: `${word(n)} ${word(Math.floor(n / WORDS.length) + 3)}`,
      email: `import-${run}-${n}@bench.example`,
      company: `${COMPANIES[Math.floor(n / 7) % COMPANIES.length]} ${SUFFIXES[n % SUFFIXES.length]}`,
      phone: `+1 555 ${String(n).padStart(7, "0")}`,
      stage: OPEN_STAGES[n % OPEN_STAGES.length],
      dealValue: String((n % 500) * 100),
      notes: n % 10 === 0 ? "Met at the trade fair; asked for a quote." : "",
    },
  };
}

async function timed<T>(work: () => Promise<T>, into: number[]): Promise<T> {
  const t = performance.now();
  const result = await work();
  into.push(performance.now() - t);
  return result;
}

export async function measureImport(
  url: string,
  session: Session,
  log: (line: string) => void,
): Promise<ImportResults> {
  const rows = IMPORT_MAX_ROWS;
  const token = session.token;
  const post = (path: string, body: unknown, expect = [200]) =>
    call(url, path, { method: "POST", token, body, expect }).then((r) => JSON.parse(r.text));
  const run = Math.random().toString(36).slice(2, 8);
  const chunks: ImportRowInput[][] = [];
  for (let n = 1; n <= rows; n += IMPORT_BATCH_MAX_ROWS) {
    const last = Math.min(rows, n + IMPORT_BATCH_MAX_ROWS - 1);
    chunks.push(Array.from({ length: last - n + 1 }, (_, k) => fileRow(run, n + k)));
  }

  const load = [loadavg()[0]];
  // The duplicate check of every row, as the page runs it before saving.
  const duplicateMs: number[] = [];
  const duplicatesStart = performance.now();
  const limit = pLimit(IMPORT_REQUESTS_IN_FLIGHT);
  await Promise.all(
    chunks.map((chunk) => {
      const lookup = chunk.map(({ rowNo, values }) => ({
        rowNo,
        name: values!.name,
        email: values!.email,
        company: values!.company,
      }));
      return limit(() => timed(() => post("/imports/duplicates", { rows: lookup }), duplicateMs));
    }),
  );
  const duplicatesSeconds = (performance.now() - duplicatesStart) / 1000;
  const duplicates = summarize(duplicateMs, duplicatesSeconds * 1000);
  log(
    `  import: duplicate check ${duplicatesSeconds.toFixed(1)} s (${duplicates.p50} ms a request of ${IMPORT_BATCH_MAX_ROWS} rows at p50)`,
  );
  load.push(loadavg()[0]);

  const batchMs: number[] = [];
  const saveStart = performance.now();
  const started = await post("/imports", { fileName: "bench.csv", totalRows: rows }, [201]);
  await Promise.all(
    chunks.map((chunk, k) =>
      limit(() =>
        timed(
          () => post(`/imports/${started.id}/batches`, { batchNo: k + 1, rows: chunk }, [201]),
          batchMs,
        ),
      ),
    ),
  );
  const { created } = await post(`/imports/${started.id}/finish`, {});
  const saveSeconds = (performance.now() - saveStart) / 1000;
  load.push(loadavg()[0]);
  if (created !== rows) throw new Error(`import created ${created} of ${rows} clients`);
  log(
    `  import: ${rows} rows saved in ${saveSeconds.toFixed(1)} s (${Math.round(rows / saveSeconds)} rows/s); with the check ${(duplicatesSeconds + saveSeconds).toFixed(1)} s; load average ${load.join(" / ")}`,
  );

  const exportStart = performance.now();
  const csv = await call(url, "/clients/export", { token });
  const exportSeconds = (performance.now() - exportStart) / 1000;
  // Rows, not lines: a quoted field may hold a newline, and the file starts with its header.
  const exportRows = csv.text.split("\r\n").filter((line) => line !== "").length - 1;
  if (exportRows < rows) throw new Error(`export answered ${exportRows} rows, fewer than ${rows}`);
  log(`  import: ${exportRows} clients exported in ${exportSeconds.toFixed(1)} s`);

  const undoStart = performance.now();
  await post(`/imports/${started.id}/undo`, {});
  const undoSeconds = (performance.now() - undoStart) / 1000;
  log(`  import: undone in ${undoSeconds.toFixed(1)} s`);

  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    rows,
    batchSize: IMPORT_BATCH_MAX_ROWS,
    saveSeconds: round(saveSeconds),
    rowsPerSecond: Math.round(rows / saveSeconds),
    batch: summarize(batchMs, saveSeconds * 1000),
    duplicatesSeconds: round(duplicatesSeconds),
    duplicates,
    endToEndSeconds: round(duplicatesSeconds + saveSeconds),
    loadAverage: load,
    exportSeconds: round(exportSeconds),
    exportRows,
    undoSeconds: round(undoSeconds),
  };
}
