import type { Reader } from "./reader.ts";
import { rowsText } from "./rows.ts";
import { decodeText } from "./text.ts";

/** CSV with quoted fields (commas, quotes and line breaks inside them), in any delimiter. */
export const csv: Reader = {
  async read(bytes, mimeType) {
    const { default: Papa } = await import("papaparse");
    const { data } = Papa.parse<string[]>(decodeText(bytes, mimeType), { skipEmptyLines: true });
    return rowsText(data);
  },
  empty: "This CSV file is empty.",
  damaged: "This CSV file can't be read.",
};
