// renderDocument: structured content in, PDF bytes out.

import { PDFDocument } from "pdf-lib";
import type { DocumentContent } from "../documents/content.ts";
import { drawBudget } from "./budget.ts";
import { drawDocument } from "./document.ts";
import { embedFonts, type FontBytes, loadFontBytes } from "./fonts.ts";
import { normalize, slidesToSections } from "./normalize.ts";
import { drawPresentation } from "./presentation.ts";
import { cleanText } from "./text.ts";
import { CREATOR, KIND_LABELS } from "./theme.ts";

/**
 * The PDF for `content`: proposal and SRS as A4 documents with a cover, a presentation as
 * 16:9 slides, a budget as an A4 table with totals. Any text renders: what the fonts lack
 * shows as U+FFFD, long text wraps and continues on new pages.
 */
export async function renderDocument(content: DocumentContent): Promise<Uint8Array> {
  return renderDocumentWith(content, await loadFontBytes());
}

/** renderDocument with given font files; null renders with the Helvetica fallback. */
export async function renderDocumentWith(
  content: DocumentContent,
  fontBytes: FontBytes | null,
): Promise<Uint8Array> {
  const normalized = normalize(content);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc, fontBytes);

  if (normalized.kind === "presentation") {
    drawPresentation(doc, fonts, normalized);
  } else if (normalized.kind === "budget") {
    drawBudget(doc, fonts, normalized);
  } else {
    const sections =
      normalized.sections.length > 0 ? normalized.sections : slidesToSections(normalized.slides);
    drawDocument(doc, fonts, { ...normalized, sections });
  }

  // Metadata is plain PDF text (UTF-16 when needed), independent of the fonts.
  const meta = (value: unknown, max = 500) =>
    Array.from(
      cleanText(value, () => true)
        .replace(/\s+/g, " ")
        .trim(),
    )
      .slice(0, max)
      .join("");
  const label = KIND_LABELS[normalized.kind];
  const client = meta(normalized.clientName, 200);
  doc.setTitle(meta(normalized.title), { showInWindowTitleBar: true });
  doc.setAuthor(meta(normalized.author, 200));
  doc.setSubject(client ? `${label} for ${client}` : label);
  doc.setKeywords(client ? [label, client] : [label]);
  doc.setCreator(CREATOR);
  doc.setProducer(`${CREATOR} (pdf-lib)`);
  doc.setCreationDate(normalized.date);
  doc.setModificationDate(normalized.date);
  doc.setLanguage("en");
  return await doc.save();
}
