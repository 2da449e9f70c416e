// Upload and download throughput: POST /api/files/upload and GET
// /api/files/download/:id with files of 1, 10 and 20 MB, at each concurrency,
// through the gateway and the function, as signed-in reps. The product refuses
// files over MAX_FILE_SIZE (10 MB): a size over it measures how fast the refusal
// comes (the body must not be read whole first), and has no download.
import { readFileSync } from "node:fs";
import { MAX_FILE_SIZE } from "../../supabase/functions/_shared/file-types.ts";
import { apiBase, call, HttpStatusError, uploadForm, type Session } from "./http.ts";
import { runLoad, type LoadOptions, type Stats } from "./stats.ts";

export const MB = 1024 * 1024;
export const TRANSFER_SIZES = [1 * MB, 10 * MB, 20 * MB];

export type Throughput = Stats & { mbPerSecond: number };

export interface TransferRun {
  bytes: number;
  concurrency: number;
  upload: Throughput;
  /** Why the product refuses this size (the upload row then times the refusal). */
  refused?: string;
  download?: Throughput;
  /** The function process's resident memory after the run and its peak so far (Linux /proc), in MB. */
  functionMemoryMb?: { rss: number; peak: number };
}

export interface TransferResults {
  maxFileSize: number;
  runs: TransferRun[];
}

const throughput = (s: Stats, bytes: number): Throughput => ({
  ...s,
  mbPerSecond: Math.round(((s.rps * bytes) / MB) * 10) / 10,
});

/** VmRSS and VmHWM of a process, in MB; undefined where /proc is not there. */
function memoryOf(pid: number | null): TransferRun["functionMemoryMb"] {
  if (!pid) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
  } catch {
    return undefined;
  }
}

/** Reads a download to its end without keeping it, and checks its length. */
async function download(url: string, token: string, fileId: string, bytes: number): Promise<void> {
  const res = await fetch(`${apiBase(url)}/files/download/${fileId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200 || !res.body)
    throw new HttpStatusError(res.status, await res.text(), `GET /files/download/${fileId}`);
  let received = 0;
  for await (const chunk of res.body) received += chunk.byteLength;
  if (received !== bytes)
    throw new Error(`download of ${fileId}: ${received} bytes, expected ${bytes}`);
}

export async function measureTransfers(
  url: string,
  functionPid: number | null,
  sessions: Session[],
  concurrencies: number[],
  load: Omit<LoadOptions, "concurrency">,
  log: (line: string) => void,
): Promise<TransferResults> {
  const runs: TransferRun[] = [];
  for (const bytes of TRANSFER_SIZES) {
    const form = uploadForm(bytes);
    const refused = bytes > MAX_FILE_SIZE;
    for (const concurrency of concurrencies) {
      // Each worker's uploads are its own rep's, so it downloads what it may read.
      const uploaded: string[][] = sessions.map(() => []);
      const upload = await runLoad({ ...load, concurrency }, async (w) => {
        const session = sessions[w % sessions.length];
        const res = await call(url, "/files/upload", {
          method: "POST",
          token: session.token,
          form,
          expect: refused ? [400] : [201],
        });
        if (!refused) uploaded[w % sessions.length].push(JSON.parse(res.text).id);
      });
      const run: TransferRun = {
        bytes,
        concurrency,
        upload: throughput(upload, refused ? 0 : bytes),
      };
      if (refused)
        run.refused = `over the product's ${MAX_FILE_SIZE / MB} MB limit (MAX_FILE_SIZE, files_size_valid): answered 400`;
      else {
        const dl = await runLoad({ ...load, concurrency }, async (w, i) => {
          const mine = uploaded[w % sessions.length];
          if (!mine.length) throw new Error("no uploaded file of this rep to download");
          await download(
            url,
            sessions[w % sessions.length].token,
            mine[Math.abs(i) % mine.length],
            bytes,
          );
        });
        run.download = throughput(dl, bytes);
      }
      run.functionMemoryMb = memoryOf(functionPid);
      runs.push(run);
      log(
        `  ${bytes / MB} MB c${concurrency}: upload p95 ${upload.p95} ms, ${run.upload.mbPerSecond} MB/s${upload.errors ? ` (${upload.errors} errors: ${upload.firstError})` : ""}` +
          (run.download
            ? `; download p95 ${run.download.p95} ms, ${run.download.mbPerSecond} MB/s${run.download.errors ? ` (${run.download.errors} errors: ${run.download.firstError})` : ""}`
            : `; ${run.refused}`) +
          (run.functionMemoryMb
            ? `; function RSS ${run.functionMemoryMb.rss} MB (peak ${run.functionMemoryMb.peak})`
            : ""),
      );
    }
  }
  return { maxFileSize: MAX_FILE_SIZE, runs };
}
