// npx deno bench --allow-read --no-remote --cached-only \
//   --config supabase/functions/api/deno.json supabase/functions/_shared/pdf
// Fonts are loaded before the benchmarks start, as in a warm edge function.

import { budgetContent, presentationContent, proposalContent } from "../testing/documents.ts";
import { loadFontBytes } from "./fonts.ts";
import { renderDocument } from "./render.ts";

await loadFontBytes();
const proposal = proposalContent();
const presentation = presentationContent();
const budget = budgetContent();

Deno.bench("proposal, 10 A4 pages", async () => {
  await renderDocument(proposal);
});

Deno.bench("presentation, 20 slides (+ title and closing)", async () => {
  await renderDocument(presentation);
});

Deno.bench("budget, 100 line items", async () => {
  await renderDocument(budget);
});
