import assert from "node:assert/strict";
import { attachmentText } from "../../_shared/attachments/index.ts";
import { budgetContent } from "../../_shared/testing/documents.ts";
import { renderDocument } from "../../_shared/pdf/render.ts";
import { client } from "../../_shared/ai/testdata/corpus-helpers.ts";
import { analyse } from "../../_shared/ai/local/analyse.ts";

Deno.test(
  "a budget PDF the product generated, attached to a chat, gives the analysis its total",
  async () => {
    const bytes = await renderDocument(budgetContent());
    const read = await attachmentText(bytes, "application/pdf");
    assert.ok(read && "text" in read);
    const analysis = analyse({
      client: client("Maria Lopez", "Acme Logistics"),
      messages: [{ role: "user", content: "Here's the budget we sent them." }],
      attachments: [
        {
          name: "Budget.pdf",
          mimeType: "application/pdf",
          size: bytes.length,
          text: read.text,
        },
      ],
      now: new Date("2026-11-18T10:00:00Z"),
    });
    assert.match(read.text, /Total €345,171\.83/);
    assert.equal(analysis.budgetBand, "€345,171.83");
  },
);
