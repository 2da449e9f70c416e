import assert from "node:assert/strict";
import { snippetParts } from "./queries.ts";

Deno.test("a headline's marked words become match parts, the rest plain text", () => {
  assert.deepEqual(snippetParts("asked about \uE000SOC\uE001 \uE0002\uE001 audits"), [
    { text: "asked about ", match: false },
    { text: "SOC", match: true },
    { text: " ", match: false },
    { text: "2", match: true },
    { text: " audits", match: false },
  ]);
  assert.deepEqual(snippetParts("\uE000Acme\uE001"), [{ text: "Acme", match: true }]);
  assert.deepEqual(snippetParts("<b>no markup</b> here"), [
    { text: "<b>no markup</b> here", match: false },
  ]);
  assert.deepEqual(snippetParts(""), []);
});
