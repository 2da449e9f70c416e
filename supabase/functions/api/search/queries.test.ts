import assert from "node:assert/strict";
import { markedPhrase, snippetParts, writtenWithoutSpaces } from "./queries.ts";

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

Deno.test(
  "Chinese, Japanese and Thai are told apart as written without spaces; other scripts are not",
  () => {
    for (const text of ["見積もりを送ります", "报价单", "カタログ", "ใบเสนอราคา", "SOC2の監査"]) {
      assert.equal(writtenWithoutSpaces(text), true, text);
    }
    for (const text of [
      "quote",
      "Crème brûlée",
      "сертификация",
      "شهادة الأمان",
      "견적서",
      "Αθήνα",
    ]) {
      assert.equal(writtenWithoutSpaces(text), false, text);
    }
  },
);

Deno.test(
  "a snippet with nothing marked is marked where the query's text is, whatever its case",
  () => {
    const plain = (text: string) => [{ text, match: false }];
    assert.deepEqual(markedPhrase(plain("来週の月曜日に見積もりを送ります。"), " 見積もり "), [
      { text: "来週の月曜日に", match: false },
      { text: "見積もり", match: true },
      { text: "を送ります。", match: false },
    ]);
    assert.deepEqual(markedPhrase(plain("SOC2の監査"), "soc2の"), [
      { text: "SOC2の", match: true },
      { text: "監査", match: false },
    ]);
    assert.deepEqual(markedPhrase(plain("(a+b)* costs"), "(a+b)*"), [
      { text: "(a+b)*", match: true },
      { text: " costs", match: false },
    ]);
    assert.deepEqual(markedPhrase(plain("nothing here"), "見積もり"), plain("nothing here"));
    const marked = snippetParts("asked about \uE000SOC\uE001 audits");
    assert.deepEqual(markedPhrase(marked, "about"), marked);
  },
);
