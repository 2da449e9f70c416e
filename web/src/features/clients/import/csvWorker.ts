// Reads a CSV, TSV or text file off the main thread, so 100,000 rows do not freeze the page.
import { decodeText } from "./encoding";
import { parseDelimited } from "./parseDelimited";
import { serveParse } from "./serveParse";

serveParse(async ({ file, encoding }, onProgress) => {
  const decoded = decodeText(new Uint8Array(await file.arrayBuffer()), encoding);
  return { table: parseDelimited(decoded.text, onProgress), encoding: decoded.encoding };
});
