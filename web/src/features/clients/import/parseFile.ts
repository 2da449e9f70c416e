import type { EncodingChoice } from "./encoding";
import type { ParsedFile, ParseReply } from "./parseMessages";
import { FILE_UNREADABLE } from "./table";

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/** An XLSX workbook is a zip archive, whatever the file is called. */
async function isWorkbook(file: File): Promise<boolean> {
  const start = new Uint8Array(await file.slice(0, ZIP_SIGNATURE.length).arrayBuffer());
  return ZIP_SIGNATURE.every((byte, index) => start[index] === byte);
}

/** Parses `file` in a Web Worker; rejects with the reason a rep can act on. */
export async function parseFile(
  file: File,
  encoding: EncodingChoice,
  onProgress: (share: number) => void,
): Promise<ParsedFile> {
  // Each worker is its own bundle: a CSV never loads the workbook library.
  const worker = (await isWorkbook(file))
    ? new Worker(new URL("./xlsxWorker.ts", import.meta.url), { type: "module" })
    : new Worker(new URL("./csvWorker.ts", import.meta.url), { type: "module" });
  return new Promise<ParsedFile>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ParseReply>) => {
      const reply = event.data;
      if (reply.type === "progress") return onProgress(reply.share);
      worker.terminate();
      if (reply.type === "done") resolve({ table: reply.table, encoding: reply.encoding });
      else reject(new Error(reply.message));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error(FILE_UNREADABLE));
    };
    worker.postMessage({ file, encoding });
  });
}
