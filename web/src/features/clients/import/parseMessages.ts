import type { EncodingChoice, TextEncodingName } from "./encoding";
import type { ParsedTable } from "./table";

/** What the page asks the parsing worker. */
export interface ParseRequest {
  file: File;
  encoding: EncodingChoice;
}

/** What the worker answers: progress, then the table (and the encoding read, for text) or why not. */
export type ParseReply =
  | { type: "progress"; share: number }
  | { type: "done"; table: ParsedTable; encoding: TextEncodingName | null }
  | { type: "error"; message: string };
