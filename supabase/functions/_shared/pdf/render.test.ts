import assert from "node:assert/strict";
import type { DocumentContent } from "../documents/content.ts";
import {
  budgetContent,
  DATE,
  LONG_PARAGRAPH,
  LONG_WORD,
  presentationContent,
  proposalContent,
  UNICODE_NAME,
} from "../testing/documents.ts";
import { readPdf } from "../testing/pdf-inspect.ts";
import { renderDocument } from "./render.ts";
import {
  A4_SIZE,
  a4Body,
  assertInside,
  assertPageSize,
  pdftotext,
  pdftotextInstalled,
  SLIDE_SIZE,
  squash,
  textOf,
} from "../testing/pdf-assertions.ts";

Deno.test("proposal: A4 cover and numbered pages with the author in the footer", async () => {
  const { doc, pages } = await readPdf(await renderDocument(proposalContent()));
  assert.ok(pages.length >= 8, `${pages.length} pages`);
  assertPageSize(pages, A4_SIZE);
  assertInside(pages, 64);

  const cover = pages[0].text;
  assert.match(cover, /PROPOSAL/);
  assert.match(cover, /CRM Modernisation Proposal/);
  assert.match(cover, /A phased plan to unify sales/);
  assert.match(cover, /Northwind Traders/);
  assert.match(cover, /March 5, 2025/);
  assert.match(cover, /Alex Morgan/);
  assert.doesNotMatch(cover, /Page \d/);
  pages.slice(1).forEach((page, i) => {
    assert.ok(page.text.includes(`Page ${i + 2} of ${pages.length}`), `page ${i + 2}`);
    assert.ok(page.text.includes("Prepared by Alex Morgan"));
  });

  const all = pages.map((p) => p.text).join("\n");
  for (const heading of ["Executive summary", "Scope of work", "Next steps"]) {
    assert.ok(all.includes(heading), heading);
  }
  assert.ok(squash(all).includes(squash(proposalContent().sections[0].paragraphs[0])));
  assert.ok(all.includes("\u2022"), "bullets are marked");

  assert.equal(doc.getTitle(), "CRM Modernisation Proposal for Northwind Traders");
  assert.equal(doc.getAuthor(), "Alex Morgan");
  assert.equal(doc.getCreator(), "AI Sales CRM");
  assert.equal(doc.getSubject(), "Proposal for Northwind Traders");
  assert.equal(doc.getCreationDate()?.toISOString(), DATE.toISOString());
});

Deno.test("srs: the same document layout, labelled as an SRS", async () => {
  const content = proposalContent({ kind: "srs", title: "Field Sales App: Requirements" });
  const { doc, pages } = await readPdf(await renderDocument(content));
  assertPageSize(pages, A4_SIZE);
  assert.match(pages[0].text, /SOFTWARE REQUIREMENTS SPECIFICATION/);
  assert.match(pages[0].text, /Field Sales App: Requirements/);
  assert.equal(doc.getSubject(), "Software Requirements Specification for Northwind Traders");
});

Deno.test(
  "proposal: a 20,000-character paragraph and a 500-character word wrap onto pages",
  async () => {
    const content = proposalContent({
      sections: [
        {
          heading: "What you asked for",
          paragraphs: [LONG_PARAGRAPH, LONG_WORD],
          bullets: [],
        },
      ],
    });
    const { pages } = await readPdf(await renderDocument(content));
    assert.ok(pages.length >= 6, `${pages.length} pages`);
    assertInside(pages, 64);
    const body = squash(textOf(pages.slice(1), a4Body));
    assert.ok(body.includes(squash(LONG_PARAGRAPH)), "the paragraph is all there, in order");
    assert.ok(body.includes(LONG_WORD), "the long word is all there");
  },
);

Deno.test("proposal: hundreds of bullets paginate", async () => {
  const bullets = Array.from({ length: 400 }, (_, i) => `Requirement number ${i + 1}`);
  const { pages } = await readPdf(
    await renderDocument(
      proposalContent({ sections: [{ heading: "List", paragraphs: [], bullets }] }),
    ),
  );
  assert.ok(pages.length >= 8);
  assertInside(pages, 64);
  const runs = pages.flatMap((page) => page.runs.map((run) => run.text));
  for (const bullet of bullets) assert.ok(runs.includes(bullet), bullet);
});

Deno.test("presentation: 16:9 title slide, one slide per Slide, closing slide", async () => {
  const content = presentationContent();
  const { doc, pages } = await readPdf(await renderDocument(content));
  assert.equal(pages.length, content.slides.length + 2);
  assertPageSize(pages, SLIDE_SIZE);
  assertInside(pages, 64);

  assert.match(pages[0].text, /Northwind Traders: CRM\s+Modernisation/);
  assert.match(pages[0].text, /Prepared for Northwind Traders/);
  assert.match(pages[0].text, /Prepared by Alex Morgan/);
  content.slides.forEach((slide, i) => {
    const page = pages[i + 1].text;
    assert.ok(page.includes(slide.title), slide.title);
    for (const bullet of slide.bullets) assert.ok(squash(page).includes(squash(bullet)));
    assert.ok(page.includes(`${i + 2} / ${pages.length}`));
  });
  const closing = pages[pages.length - 1].text;
  assert.match(closing, /Thank you/);
  assert.match(closing, /NEXT STEPS/);
  const nextSteps = squash(content.slides[19].bullets[0]);
  assert.ok(squash(closing).includes(nextSteps), "next steps come from that slide");
  assert.equal(doc.getSubject(), "Presentation for Northwind Traders");
});

Deno.test("presentation: too many bullets shrink, then continue on (cont.) slides", async () => {
  const many = Array.from({ length: 60 }, (_, i) => `Point ${i + 1}`);
  const content = presentationContent({
    slides: [
      { title: "Few", bullets: ["One", "Two"] },
      { title: "Many", bullets: many },
      { title: "Long", bullets: [LONG_PARAGRAPH, LONG_WORD] },
      { title: "Empty", bullets: [] },
    ],
  });
  const { pages } = await readPdf(await renderDocument(content));
  assertPageSize(pages, SLIDE_SIZE);
  assertInside(pages, 64);
  const size = (text: string) => pages.flatMap((p) => p.runs).find((r) => r.text === text)!.size;
  assert.equal(size("One"), 24, "a short slide keeps the largest size");
  const texts = pages.map((p) => p.text);
  assert.ok(texts.filter((t) => t.includes("Many (cont.)")).length >= 1);
  const runs = pages.flatMap((p) => p.runs.map((r) => r.text));
  for (const point of many) assert.ok(runs.includes(point), point);
  const deck = squash(textOf(pages, (run) => run.x > 70 && run.y > 40));
  assert.ok(deck.includes(squash(LONG_PARAGRAPH)));
  assert.ok(deck.includes(LONG_WORD));
  assert.ok(texts.some((t) => t.includes("Empty")));
});

Deno.test("presentation: sections stand in for missing slides", async () => {
  const content = presentationContent({
    slides: [],
    sections: proposalContent().sections.slice(0, 3),
  });
  const { pages } = await readPdf(await renderDocument(content));
  assert.equal(pages.length, 5);
  assert.match(pages[1].text, /Executive summary/);
});

Deno.test("20,000-character title, subtitle, client and author are cut to fit", async () => {
  const huge = {
    title: LONG_PARAGRAPH,
    subtitle: LONG_PARAGRAPH,
    clientName: LONG_WORD + LONG_PARAGRAPH,
    author: LONG_PARAGRAPH,
  };
  for (const base of [proposalContent(), presentationContent(), budgetContent()]) {
    const bytes = await renderDocument({ ...base, ...huge });
    const { doc, pages } = await readPdf(bytes);
    assertInside(pages, 64);
    assert.ok(doc.getTitle()!.length <= 500);
    assert.ok(pages[0].text.includes("\u2026"), `${base.kind}: cut with an ellipsis`);
  }
});

Deno.test("malformed content still renders", async () => {
  const broken = {
    kind: "nonsense",
    title: null,
    subtitle: 42,
    clientName: undefined,
    author: null,
    date: new Date("not a date"),
    sections: [null, { heading: null, paragraphs: "oops", bullets: [null, 7] }],
    slides: "none",
    budget: {
      currency: null,
      items: [{ item: null, quantity: "2", unitPrice: "x" }],
      taxRate: "a",
    },
  } as unknown as DocumentContent;
  for (const kind of ["proposal", "presentation", "budget", "srs", "nonsense"]) {
    const bytes = await renderDocument({ ...broken, kind } as DocumentContent);
    const { pages } = await readPdf(bytes);
    assert.ok(pages.length >= 1, kind);
  }
});

Deno.test({
  name: "pdftotext reads the title, the client and the Unicode names of every kind",
  ignore: !pdftotextInstalled(),
  fn: async () => {
    const people = { clientName: UNICODE_NAME, author: "Ελένη Παπαδοπούλου" };
    for (const content of [
      proposalContent(people),
      proposalContent({ ...people, kind: "srs" }),
      presentationContent(people),
    ]) {
      const text = await pdftotext(await renderDocument(content));
      assert.ok(text.includes(content.title), `${content.kind}: title`);
      assert.ok(text.includes(UNICODE_NAME), `${content.kind}: client`);
      assert.ok(text.includes("Prepared by Ελένη Παπαδοπούλου"), `${content.kind}: author`);
    }
    const long = proposalContent({
      sections: [{ heading: "Prompt", paragraphs: [LONG_PARAGRAPH], bullets: [] }],
    });
    const text = await pdftotext(await renderDocument(long), true);
    assert.ok(squash(text).includes(squash(LONG_PARAGRAPH)));
  },
});
