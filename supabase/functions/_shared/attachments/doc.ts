import { Buffer } from "node:buffer";
import type { Reader } from "./reader.ts";

/** Word 97-2003 documents, from their text and table streams. */
export const doc: Reader = {
  async read(bytes) {
    const { default: WordExtractor } = await import("word-extractor");
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    return document.getBody();
  },
  empty: "This Word document has no text.",
  damaged: "This Word document is damaged and can't be opened.",
};
