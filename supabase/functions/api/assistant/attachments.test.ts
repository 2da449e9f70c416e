import assert from "node:assert/strict";
import { loadAttachments } from "./attachments.ts";
import type { AttachedFile } from "./queries.ts";

// No Storage runs in this test: a file read at upload must not be downloaded again, and one that
// could not be downloaded still reaches the provider by name and size.
const file = (extra: Partial<AttachedFile>): AttachedFile => ({
  id: "f1",
  objectPath: "owner/f1/missing.pdf",
  originalName: "Budget.pdf",
  mimeType: "application/pdf",
  size: 2048,
  textContent: null,
  unreadableReason: null,
  ...extra,
});

Deno.test(
  "a document read at upload is given to the provider without downloading it again",
  async () => {
    const [read, scanned] = await loadAttachments([
      file({ textContent: "Total €345,171.83" }),
      file({ unreadableReason: "This PDF has no text layer (it looks scanned); I can't read it." }),
    ]);
    assert.deepEqual(read, {
      name: "Budget.pdf",
      mimeType: "application/pdf",
      size: 2048,
      text: "Total €345,171.83",
    });
    assert.equal(
      scanned.unreadable,
      "This PDF has no text layer (it looks scanned); I can't read it.",
    );
    assert.equal(scanned.text, undefined);
  },
);
