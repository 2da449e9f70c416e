// PDF generation time: renderDocument (supabase/functions/_shared/pdf/render.ts)
// on the fixtures the PDF tests use: a ten-page proposal, a twenty-slide
// presentation, a hundred-line budget. Prints JSON; {available: false} when the
// renderer is not there yet.
import { PDFDocument } from "pdf-lib";
import { summarize } from "../lib/stats.ts";

const iterations = Number(Deno.args[0] ?? 15);

type Render = (content: unknown) => Promise<Uint8Array>;
let render: Render;
let fixtures: Record<string, () => unknown>;
try {
  render = (await import("../../supabase/functions/_shared/pdf/render.ts"))
    .renderDocument as Render;
  fixtures =
    (await import("../../supabase/functions/_shared/testing/documents.ts")) as unknown as Record<
      string,
      () => unknown
    >;
} catch (error) {
  console.log(
    JSON.stringify({ available: false, reason: (error as Error).message.split("\n")[0] }),
  );
  Deno.exit(0);
}

const docs: Record<string, string> = {
  proposal: "proposalContent",
  presentation: "presentationContent",
  budget: "budgetContent",
};
const out: Record<string, unknown> = {};
for (const [kind, fixture] of Object.entries(docs)) {
  const content = fixtures[fixture]();
  let t = performance.now();
  const first = await render(content);
  const cold = performance.now() - t;
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    t = performance.now();
    await render(content);
    times.push(performance.now() - t);
  }
  const pages = (await PDFDocument.load(first)).getPageCount();
  out[kind] = {
    cold: Math.round(cold * 10) / 10,
    ...summarize(times, performance.now() - started),
    pages,
    bytes: first.byteLength,
  };
}
console.log(JSON.stringify({ available: true, iterations, docs: out }));
Deno.exit(0);
