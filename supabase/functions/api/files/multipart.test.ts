import assert from "node:assert/strict";
import { boundaryOf, parseMultipart } from "./multipart.ts";

const encode = (text: string) => new TextEncoder().encode(text);
const body = (...parts: string[]) => encode(`${parts.join("\r\n")}\r\n`);

Deno.test("the boundary comes from the content type, quoted or not", () => {
  assert.equal(boundaryOf("multipart/form-data; boundary=abc"), "abc");
  assert.equal(boundaryOf('multipart/form-data; boundary="a b;c"'), "a b;c");
  assert.equal(boundaryOf("multipart/form-data"), null);
});

Deno.test("a file part keeps a name with ';', quotes and any script", () => {
  const parts = parseMultipart(
    body(
      "--B",
      'Content-Disposition: form-data; name="note"',
      "",
      "hello",
      "--B",
      'Content-Disposition: form-data; name="file"; filename="Robert\'); DROP;--%22x%22 Zoë 山田.txt"',
      "Content-Type: text/plain",
      "",
      "line 1\r\n-- B\r\n",
      "--B--",
    ),
    "B",
  );
  assert.ok(parts);
  assert.equal(parts.length, 2);
  assert.deepEqual(parts[0].filename, null);
  assert.equal(new TextDecoder().decode(parts[0].bytes), "hello");
  assert.equal(parts[1].name, "file");
  assert.equal(parts[1].filename, 'Robert\'); DROP;--"x" Zoë 山田.txt');
  assert.equal(parts[1].contentType, "text/plain");
  assert.equal(new TextDecoder().decode(parts[1].bytes), "line 1\r\n-- B\r\n");
});

Deno.test("filename* wins over filename", () => {
  const parts = parseMultipart(
    body(
      "--B",
      "Content-Disposition: form-data; name=file; filename=\"x.txt\"; filename*=UTF-8''Zo%C3%AB.txt",
      "",
      "x",
      "--B--",
    ),
    "B",
  );
  assert.equal(parts?.[0].filename, "Zoë.txt");
});

Deno.test("bodies that are not multipart are null", () => {
  assert.equal(parseMultipart(encode("garbage"), "B"), null);
  assert.equal(parseMultipart(encode("--B\r\nno end"), "B"), null);
  assert.equal(parseMultipart(body("--B", "X: y", "", "x", "--B--"), "B"), null);
  assert.deepEqual(parseMultipart(encode("--B--\r\n"), "B"), []);
});
