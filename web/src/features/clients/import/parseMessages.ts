import type { EncodingChoice, TextEncodingName } from "./encoding";
import type { ParsedTable } from "./table";

/** What the page asks the parsing worker. */
export interface ParseRequest {
  file: File;
  encoding: EncodingChoice;
}

/** A file read: its table, and the encoding it was read in (null for a workbook). */
export interface ParsedFile {
  table: ParsedTable;
  encoding: TextEncodingName | null;
}

/** What the worker answers: progress, then the file read or why not. */
export type ParseReply =
  | { type: "progress"; share: number }
  | ({ type: "done" } & ParsedFile)
  | { type: "error"; message: string };
