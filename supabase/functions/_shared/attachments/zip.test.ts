import assert from "node:assert/strict";
import { zipSync } from "fflate";
import { attachmentText } from "./index.ts";
import { DOCX, XLSX } from "../testing/attachments.ts";
import { MAX_UNPACKED_BYTES } from "./zip.ts";

Deno.test(
  "a Word or Excel file that would unpack past the limit is refused before it unpacks",
  async () => {
    const bomb = zipSync(
      { "word/document.xml": new Uint8Array(MAX_UNPACKED_BYTES + 1) },
      {
        level: 1,
      },
    );
    assert.ok(bomb.length < 1024 * 1024, `${bomb.length} bytes`);
    const refused = {
      unreadable: "This file unpacks to more than 100 MB, which is too much to read.",
      damaged: true,
    };
    assert.deepEqual(await attachmentText(bomb, DOCX), refused);
    assert.deepEqual(await attachmentText(bomb, XLSX), refused);
  },
);
