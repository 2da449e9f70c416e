import { useState } from "react";
import type { EncodingChoice } from "./encoding";
import { parseFile } from "./parseFile";
import type { ParsedFile } from "./parseMessages";

export interface ReadFile extends ParsedFile {
  file: File;
  /** What the rep picked; `auto` lets the byte order mark or the bytes decide. */
  encodingChoice: EncodingChoice;
}

/** Reads a picked file in the worker: its progress (0 to 1) while it runs, the reason when it fails. */
export function useFileParser(onRead: (read: ReadFile) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const read = async (file: File, encodingChoice: EncodingChoice) => {
    setError(null);
    setProgress(0);
    try {
      const parsed = await parseFile(file, encodingChoice, setProgress);
      onRead({ ...parsed, file, encodingChoice });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  return { read, progress, error, busy: progress !== null };
}
