import assert from "node:assert/strict";
import { formFailure } from "../../_shared/form-parts.ts";
import { type FilePart, readFilePart } from "./multipart.ts";

const LIMITS = { maxFileSize: 1024, maxTotalSize: 2048 };
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The file part's bytes read to their end, or what stopped them. */
async function bytesOf(file: FilePart) {
  try {
    return new Uint8Array(await new Response(file.body).arrayBuffer());
  } catch (error) {
    return formFailure(error) ?? Promise.reject(error);
  }
}

/** readFilePart, then the file read whole: its bytes, or the failure on the way. */
async function readWhole(req: Request) {
  const file = await readFilePart(req, "file", LIMITS);
  if (!file || typeof file !== "object") return file;
  const bytes = await bytesOf(file);
  return typeof bytes === "string" ? bytes : { ...file, bytes };
}

function request(body: BodyInit, boundary = "B") {
  return new Request("http://localhost/upload", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
}
const body = (...lines: string[]) => `${lines.join("\r\n")}\r\n`;

Deno.test("the file part keeps a name with ';', quotes and any script", async () => {
  const file = await readFilePart(
    request(
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
    ),
    "file",
    LIMITS,
  );
  assert.ok(file && typeof file === "object");
  assert.equal(file.filename, 'Robert\'); DROP;--"x" Zoë 山田.txt');
  assert.equal(file.contentType, "text/plain");
  const bytes = await bytesOf(file);
  assert.ok(typeof bytes !== "string");
  assert.equal(decode(bytes), "line 1\r\n-- B\r\n");
});

Deno.test(
  "a quoted boundary, a backslash as browsers send it, and filename* before filename",
  async () => {
    const quoted = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": 'multipart/form-data; boundary="a b;c"' },
      body: body(
        "--a b;c",
        'Content-Disposition: form-data; name="file"; filename="C:\\new\\%22hi%22; bye.txt"',
        "",
        "x",
        "--a b;c--",
      ),
    });
    const file = await readFilePart(quoted, "file", LIMITS);
    assert.ok(file && typeof file === "object");
    assert.equal(file.filename, 'C:\\new\\"hi"; bye.txt');
    const extended = await readFilePart(
      request(
        body(
          "--B",
          "Content-Disposition: form-data; name=file; filename=\"x.txt\"; filename*=UTF-8''Zo%C3%AB%20%E5%B1%B1.txt",
          "",
          "x",
          "--B--",
        ),
      ),
      "file",
      LIMITS,
    );
    assert.ok(extended && typeof extended === "object");
    assert.equal(extended.filename, "Zoë 山.txt");
  },
);

Deno.test("only a part of that name with a filename counts", async () => {
  const text = body("--B", 'Content-Disposition: form-data; name="file"', "", "x", "--B--");
  assert.equal(await readFilePart(request(text), "file", LIMITS), null);
  const other = body(
    "--B",
    'Content-Disposition: form-data; name="attachment"; filename="a.txt"',
    "",
    "x",
    "--B--",
  );
  assert.equal(await readFilePart(request(other), "file", LIMITS), null);
  assert.equal(await readFilePart(request("--B--\r\n"), "file", LIMITS), null);
});

Deno.test("a part or a body over its limit is too large while it streams", async () => {
  const part = (size: number, name = "file") =>
    body(
      "--B",
      `Content-Disposition: form-data; name="${name}"; filename="a.txt"`,
      "",
      "x".repeat(size),
    );
  const exact = await readWhole(request(`${part(1024)}--B--\r\n`));
  assert.ok(exact && typeof exact === "object" && exact.bytes.length === 1024);
  assert.equal(await readWhole(request(`${part(1025)}--B--\r\n`)), "too-large");
  const three = `${part(1000, "a")}${part(1000, "b")}${part(1000)}--B--\r\n`;
  assert.equal(await readWhole(request(three)), "too-large");
});

Deno.test(
  "what follows the closing boundary is ignored, in the same chunk or a later one",
  async () => {
    const parts = [
      'Content-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--B--',
      "\r\nan epilogue",
    ];
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`--B\r\n${parts[0]}`));
        controller.enqueue(new TextEncoder().encode(parts[1]));
        controller.close();
      },
    });
    const file = await readWhole(request(chunked));
    assert.ok(file && typeof file === "object");
    assert.equal(decode(file.bytes), "hello");
  },
);

Deno.test("bodies that are not multipart are malformed", async () => {
  assert.equal(await readFilePart(request("garbage"), "file", LIMITS), "malformed");
  assert.equal(await readFilePart(request("--B\r\nno end"), "file", LIMITS), "malformed");
  const cutOff = 'Content-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhalf a fi';
  assert.equal(await readWhole(request(`--B\r\n${cutOff}`)), "malformed");
  const latin1 = new Uint8Array([
    ...new TextEncoder().encode('--B\r\nContent-Disposition: form-data; name="file"; filename="'),
    0xe9,
    ...new TextEncoder().encode('.txt"\r\n\r\nx\r\n--B--\r\n'),
  ]);
  assert.equal(await readFilePart(request(latin1), "file", LIMITS), "malformed");
});
