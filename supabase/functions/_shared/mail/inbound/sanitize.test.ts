import assert from "node:assert/strict";
import { mailHtmlText, sanitizeMailHtml } from "./sanitize.ts";

Deno.test("scripts, handlers, javascript: links and forms go; text in any script stays", () => {
  const html =
    '<p onclick="steal()">مرحبا 你好 🚀<script>alert(1)</script></p>' +
    '<a href="javascript:alert(1)">x</a><a href="https://ok.test/">ok</a>' +
    '<form action="https://evil.test"><input name="p"></form>' +
    '<iframe src="https://evil.test"></iframe><style>body{display:none}</style>' +
    '<img src="https://img.test/a.png" onerror="x()"><img src="data:image/png;base64,AAAA">';
  assert.equal(
    sanitizeMailHtml(html),
    '<p>مرحبا 你好 🚀</p><a>x</a><a href="https://ok.test/">ok</a>' +
      '<img src="https://img.test/a.png" /><img />',
  );
});

Deno.test(
  "an HTML-only mail's text: entities decoded, blocks on their own lines, no script or style",
  () => {
    assert.equal(
      mailHtmlText(
        "<style>p{color:red}</style><p>Caf&eacute; &amp; &lt;b&gt; «ok»&nbsp;</p>" +
          "<div>مرحبا<br>你好</div><script>alert(1)</script>",
      ),
      "Café & <b> «ok»\nمرحبا\n你好",
    );
  },
);
