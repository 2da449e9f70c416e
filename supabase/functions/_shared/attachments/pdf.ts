import { MAX_CHARS, type Reader, UnreadableFile } from "./reader.ts";

/** Pages past this are not read: a long PDF's first pages say what it is about. */
export const MAX_PAGES = 50;

const PASSWORD =
  "This PDF is password-protected, so it can't be read. " +
  "Remove the password and attach it again.";

/** The document, opened by pdf.js (unpdf's build for serverless runtimes, no worker). */
async function open(bytes: Uint8Array) {
  const { getDocumentProxy } = await import("unpdf");
  try {
    // pdf.js takes ownership of the buffer it is given; the caller keeps its bytes.
    return await getDocumentProxy(bytes.slice(), { verbosity: 0 });
  } catch (error) {
    if ((error as Error).name === "PasswordException") throw new UnreadableFile(PASSWORD);
    throw error;
  }
}

/**
 * The text of each page in the order pdf.js reads it, which follows the page's text flow
 * (so hex-encoded, subset and CID fonts read as well as plain ones), one line per line of text.
 */
export const pdf: Reader = {
  async read(bytes, _mimeType, signal) {
    const document = await open(bytes);
    try {
      const pages: string[] = [];
      let length = 0;
      const last = Math.min(document.numPages, MAX_PAGES);
      for (let number = 1; number <= last && length <= MAX_CHARS; number++) {
        signal.throwIfAborted();
        const content = await (await document.getPage(number)).getTextContent();
        const text = content.items
          .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
          .join("")
          .replace(/[^\S\n]+/g, " ")
          .replace(/ ?\n ?/g, "\n")
          .trim();
        pages.push(text);
        length += text.length;
      }
      const text = pages.filter(Boolean).join("\n\n");
      if (text && document.numPages > MAX_PAGES) {
        return `${text}\n[Only the first ${MAX_PAGES} of ${document.numPages} pages were read.]`;
      }
      return text;
    } finally {
      await document.loadingTask.destroy();
    }
  },
  empty: "This PDF has no text layer (it looks scanned); I can't read it.",
  damaged: "This PDF is damaged and can't be opened.",
};
