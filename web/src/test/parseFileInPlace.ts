import { decodeText } from "../features/clients/import/encoding";
import { parseDelimited } from "../features/clients/import/parseDelimited";

// jsdom has no Worker: tests mock parseFile with this one, which parses in place.
export async function parseFile(file: File, encoding: "auto") {
  const decoded = decodeText(new Uint8Array(await file.arrayBuffer()), encoding);
  return { type: "done" as const, table: parseDelimited(decoded.text), encoding: decoded.encoding };
}
