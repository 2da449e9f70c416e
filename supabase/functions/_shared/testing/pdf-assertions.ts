// Shared by the PDF tests: bounds checks on what was drawn, and pdftotext when installed.

import assert from "node:assert/strict";
import type { PageText, TextRun } from "./pdf-inspect.ts";

export const A4_SIZE = [595.28, 841.89];
export const SLIDE_SIZE = [960, 540];

/** Every text run starts and ends inside the page's margins. */
export function assertInside(pages: PageText[], margin: number, vertical = 20): void {
  pages.forEach((page, index) => {
    for (const run of page.runs) {
      const where = `page ${index + 1}: "${run.text.slice(0, 40)}" at ${run.x},${run.y}`;
      assert.ok(run.x >= margin - 0.01, `starts left of the margin, ${where}`);
      if (!Number.isNaN(run.width)) {
        assert.ok(run.x + run.width <= page.width - margin + 0.01, `overflows right, ${where}`);
      }
      assert.ok(run.y >= vertical && run.y <= page.height - vertical, `off the page, ${where}`);
    }
  });
}

export function assertPageSize(pages: PageText[], [width, height]: number[]): void {
  for (const page of pages) {
    assert.ok(Math.abs(page.width - width) < 0.01 && Math.abs(page.height - height) < 0.01);
  }
}

/** Text with all whitespace removed, for comparing wrapped text with its source. */
export const squash = (text: string) => text.replace(/\s+/g, "");

/** The text of the runs `keep` accepts, across pages (e.g. without running headers and footers). */
export function textOf(pages: PageText[], keep: (run: TextRun) => boolean): string {
  return pages.flatMap((page) => page.runs.filter(keep).map((run) => run.text)).join("\n");
}

/** A4 body text: without the running header and the footer. */
export const a4Body = (run: TextRun) => run.y > 60 && run.y < A4_SIZE[1] - 60;

let hasPdftotext: boolean | undefined;

/** Whether poppler's pdftotext is installed; the tests that use it are ignored otherwise. */
export function pdftotextInstalled(): boolean {
  if (hasPdftotext === undefined) {
    try {
      hasPdftotext = new Deno.Command("pdftotext", {
        args: ["-v"],
        stdout: "null",
        stderr: "null",
      }).outputSync().success;
    } catch {
      hasPdftotext = false;
    }
  }
  return hasPdftotext;
}

/** The PDF's text as poppler extracts it; `body` leaves out A4 running headers and footers. */
export async function pdftotext(bytes: Uint8Array, body = false): Promise<string> {
  const file = await Deno.makeTempFile({ suffix: ".pdf" });
  try {
    await Deno.writeFile(file, bytes);
    const crop = body ? ["-x", "0", "-y", "60", "-W", "596", "-H", "722"] : [];
    const args = ["-enc", "UTF-8", ...crop, file, "-"];
    const output = await new Deno.Command("pdftotext", { args }).output();
    assert.ok(output.success, new TextDecoder().decode(output.stderr));
    return new TextDecoder().decode(output.stdout);
  } finally {
    await Deno.remove(file);
  }
}
