import assert from "node:assert/strict";
import { textOf } from "../testing/attachments.ts";

const encoder = new TextEncoder();

Deno.test(
  "CSV: a row per line, cells by tabs, quoted commas, quotes and line breaks kept in their cell",
  async () => {
    const csv =
      "\ufeffClient,Notes,Amount\r\n" +
      '"Nowak, Zoë","Wants SSO.\r\nCall back ""after"" Q3",40000\r\n' +
      "Kowalski,,1200\r\n";
    assert.equal(
      await textOf(encoder.encode(csv), "text/csv"),
      "Client\tNotes\tAmount\n" +
        'Nowak, Zoë\tWants SSO. Call back "after" Q3\t40000\n' +
        "Kowalski\t\t1200",
    );
  },
);

Deno.test("CSV: semicolon-separated files (European Excel) and windows-1252 bytes", async () => {
  const bytes = new Uint8Array([
    ...encoder.encode("Firma;Betrag\n"),
    ...[0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72], // "Müller" in windows-1252
    ...encoder.encode(';"1.200,50"\n'),
  ]);
  assert.equal(await textOf(bytes, "text/csv"), "Firma\tBetrag\nMüller\t1.200,50");
});

Deno.test("CSV: blank lines and trailing empty cells are dropped", async () => {
  assert.equal(await textOf(encoder.encode("a,b,,\n\n1,2\n"), "text/csv"), "a\tb\n1\t2");
});
