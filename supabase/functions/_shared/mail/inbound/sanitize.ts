// A captured mail's HTML as the app may show it: no scripts, handlers, forms or styles.
import sanitizeHtml from "sanitize-html";

const OPTIONS = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ["src", "alt", "width", "height"],
  },
  // Remote images only: cid: parts are not served and data: URLs can carry anything.
  allowedSchemesByTag: { img: ["http", "https"] },
};

export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS) as string;
}

// sanitize-html decodes every entity while parsing and escapes only these on output.
const ESCAPED: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">" };
// Ends of the blocks a reader sees as separate lines.
const LINE_ENDS = /<(?:br|\/p|\/div|\/li|\/tr|\/h[1-6]|\/blockquote)\b[^>]*>/gi;

/** What an HTML-only mail says, as plain text for the snippet, search and the analysis. */
export function mailHtmlText(html: string): string {
  const text = sanitizeHtml(html.replace(LINE_ENDS, "$&\n"), {
    allowedTags: [],
    allowedAttributes: {},
  }) as string;
  return text
    .replace(/&(?:amp|lt|gt);/g, (entity) => ESCAPED[entity])
    .replace(/[ \t\u00a0]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
