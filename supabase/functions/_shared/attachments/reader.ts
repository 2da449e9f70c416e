// What every format's reader is, and the limits they all keep.

/** The most text the assistant is given from one file. */
export const MAX_CHARS = 50_000;

export interface Reader {
  /** The text in reading order; "" when the file opens but holds none. */
  read(bytes: Uint8Array, mimeType: string, signal: AbortSignal): Promise<string>;
  /** Said when the file opens but holds no text. */
  empty: string;
  /** Said when the file cannot be opened at all. */
  damaged: string;
}

/** The file cannot be opened, for a reason more precise than the reader's `damaged`. */
export class UnreadableFile extends Error {}
