import { Buffer } from "node:buffer";
import type { Reader } from "./reader.ts";
import { rowsText } from "./rows.ts";
import { assertUnpackedSize } from "./zip.ts";

/** The part of mammoth's document tree that carries text. */
interface DocxElement {
  type: string;
  value?: string;
  children?: DocxElement[];
  numbering?: unknown;
}

/** Mammoth's public functions wrap their answer in a promise subclass built with `__proto__`,
 * which Deno does not have; its internal promises are native and need no wrapping. */
async function loadMammoth() {
  const { default: promises } = await import("mammoth/lib/promises.js");
  promises.toExternalPromise = (promise: Promise<unknown>) => promise;
  return (await import("mammoth")).default;
}

function inlineText(elements: DocxElement[] = []): string {
  return elements
    .map((element) => {
      if (element.type === "text") return element.value ?? "";
      if (element.type === "tab") return "\t";
      if (element.type === "break") return "\n";
      return inlineText(element.children);
    })
    .join("");
}

/** Paragraphs a line each (list items with a dash), table rows as tab-separated cells. */
function blockLines(elements: DocxElement[] = []): string[] {
  return elements.flatMap((element) => {
    if (element.type === "paragraph") {
      return [(element.numbering ? "- " : "") + inlineText(element.children)];
    }
    if (element.type === "table") {
      const rows = (element.children ?? []).map((row) =>
        (row.children ?? []).map((cell) => blockLines(cell.children).join(" ")),
      );
      return [rowsText(rows)];
    }
    return blockLines(element.children);
  });
}

export const docx: Reader = {
  async read(bytes) {
    await assertUnpackedSize(bytes);
    const mammoth = await loadMammoth();
    let lines: string[] = [];
    await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes) },
      {
        // Only the document tree is wanted: keep its text and leave mammoth nothing to write.
        transformDocument: (document: DocxElement) => {
          lines = blockLines(document.children);
          return { ...document, children: [] };
        },
      },
    );
    return lines.join("\n");
  },
  empty: "This Word document has no text.",
  damaged: "This Word document is damaged and can't be opened.",
};
