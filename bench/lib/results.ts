// What a bench run records (bench/out/results-scale-<N>.json), read back by the report.
import type { Stats } from "./stats.ts";
import type { WebSize } from "./web-size.ts";
import type { StartTime } from "./start-time.ts";
import type { TransferResults } from "./transfer.ts";
import type { ImportResults } from "./import.ts";

export type StreamResults =
  | { available: false; reason: string }
  | {
      available: true;
      local: { firstChunk: Stats; complete: Stats };
      openai: { firstChunk: Stats; complete: Stats };
      direct: Stats;
      overheadMs: number;
      /** The stream route's own SQL before it asks the provider (bench/deno/raw.ts chat-context). */
      context?: Stats;
      /** The fake's reply in words (one chunk each) for `openai`; `short` is a one-word reply. */
      replyWords?: number;
      short?: { openai: { firstChunk: Stats; complete: Stats }; direct: Stats; overheadMs: number };
    };

export type DocumentsResults =
  { available: false; reason: string } | { available: true; kinds: Record<string, Stats> };

export interface EndpointResult {
  label: string;
  kind: "read" | "write";
  route: string;
  asAdmin: boolean;
  http: Record<string, Stats>;
  raw: Record<string, Stats>;
}

export interface TargetResults {
  date: string;
  scale: number;
  variant?: string;
  dataset: {
    sizes: object;
    counts: Record<string, number>;
    seedSeconds: number | null;
    triggersSkipped: boolean | null;
  };
  endpoints: Record<string, EndpointResult>;
  load: Record<string, unknown>;
  explainFile?: string;
  /** Why this database was not measured (PGlite cannot hold a large scale in memory). */
  skipped?: string;
  stream?: StreamResults;
  documents?: DocumentsResults;
  transfer?: TransferResults;
  /** The client import of 100,000 rows end to end (bench/lib/import.ts). */
  import?: ImportResults;
  /** The machine's 1, 5 and 15 minute load averages around the endpoint runs (other work on the machine skews them). */
  loadAverageBefore?: number[];
  loadAverageAfter?: number[];
  /** Later runs of only some endpoints (`--cases`), merged in. */
  partialRuns?: {
    date: string;
    cases: string[];
    sections?: string[];
    loadAverageBefore?: number[];
    loadAverageAfter?: number[];
  }[];
}

type PdfDoc = Stats & { cold: number; pages: number; bytes: number };

export interface Results {
  generatedAt?: string;
  machine?: Record<string, unknown>;
  targets: Record<string, TargetResults>;
  pdf?: { date: string; available: boolean; reason?: string; docs?: Record<string, PdfDoc> };
  start?: { date: string; cold: StartTime; warm: StartTime };
  web?: { date: string } & WebSize;
}

/** The parts a section measures whole, taken from a partial run when it measured them. */
const SECTION_PARTS = ["stream", "documents", "transfer", "import", "explainFile"] as const;

/** A run of only some endpoints or sections laid over the previous run of the same target and scale. */
export function mergePartialRun(
  before: TargetResults,
  fresh: TargetResults,
  sections: Iterable<string>,
): TargetResults {
  const merged: TargetResults = {
    ...before,
    endpoints: { ...before.endpoints, ...fresh.endpoints },
    partialRuns: [
      ...(before.partialRuns ?? []),
      {
        date: fresh.date,
        cases: Object.keys(fresh.endpoints),
        sections: [...sections],
        loadAverageBefore: fresh.loadAverageBefore,
        loadAverageAfter: fresh.loadAverageAfter,
      },
    ],
  };
  for (const part of SECTION_PARTS) if (fresh[part]) Object.assign(merged, { [part]: fresh[part] });
  return merged;
}
