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
