// Downloading a file: with a bearer, with the signed url the messages list gives, and who may.
import assert from "node:assert/strict";
import { createHmac, randomUUID } from "node:crypto";
import { before, test } from "node:test";
import { DEV_JWT_SECRET } from "../../local/config.ts";
import { api, apiUrl, createClientFor, type TestUser } from "./helpers.ts";
import {
  download,
  filesUsers,
  json,
  PDF,
  PNG_1X1,
  upload,
  uploaded,
  utf8,
} from "./files-helpers.ts";

const jwtSecret = process.env.SUPABASE_JWT_SECRET || DEV_JWT_SECRET;

/** A token made the way the function makes them, to forge expiry and lifetime. */
function forgedToken(fileId: string, userId: string, expiresAt: number) {
  const signature = createHmac("sha256", jwtSecret)
    .update(`file-download\n${fileId}\n${userId}\n${expiresAt}`)
    .digest("base64url");
  return `${userId}.${expiresAt}.${signature}`;
}

let a: TestUser;
let b: TestUser;
let boss: TestUser;

before(async () => {
  [a, b, boss] = await filesUsers();
});

test("no token is 401 for upload and download", async () => {
  const file = await uploaded(a, "notes.txt", "text/plain", utf8("x"));
  const up = await upload(null, "notes.txt", "text/plain", utf8("x"));
  assert.equal(up.status, 401);
  assert.equal(typeof up.body.error, "string");
  const badBearer = await api("/files/upload", {
    method: "POST",
    token: "not-a-jwt",
    rawBody: new FormData(),
  });
  assert.equal(badBearer.status, 401);
  const down = await api(`/files/download/${file.id}`);
  assert.equal(down.status, 401);
  assert.equal(typeof down.body.error, "string");
  const downBad = await api(`/files/download/${file.id}`, { token: "not-a-jwt" });
  assert.equal(downBad.status, 401);
});

test("another rep cannot download a file with their bearer; an admin can", async () => {
  const file = await uploaded(a, "secret.pdf", "application/pdf", PDF);
  const byB = await api(`/files/download/${file.id}`, { token: b.token });
  assert.equal(byB.status, 404);
  assert.deepEqual(byB.body, { error: "File not found" });
  const byBoss = await download(`${apiUrl}/files/download/${file.id}`, boss.token);
  assert.equal(byBoss.status, 200);
  assert.deepEqual(byBoss.bytes, PDF);
  const byA = await download(`${apiUrl}/files/download/${file.id}`, a.token);
  assert.deepEqual(byA.bytes, PDF);
});

test('unknown and malformed file ids are 404 "File not found"', async () => {
  for (const id of [randomUUID(), "not-a-uuid", "1' or '1'='1", "..%2F..%2Fetc"]) {
    const res = await api(`/files/download/${id}`, { token: a.token });
    assert.equal(res.status, 404, id);
    assert.deepEqual(res.body, { error: "File not found" });
  }
});

test("the signed url from the messages list downloads the bytes without a header", async () => {
  const client = await createClientFor(a);
  const thread = (
    await api(`/chat-threads/clients/${client.id}/threads`, {
      method: "POST",
      token: a.token,
      body: {},
    })
  ).body;
  const pixel = await uploaded(a, "pixel.png", "image/png", PNG_1X1);
  const notes = await uploaded(a, "Zoë notes.txt", "text/plain", utf8("Zoë"));
  const posted = await api(`/chat-threads/threads/${thread.id}/messages`, {
    method: "POST",
    token: a.token,
    body: { content: "see attached", role: "user", attachments: [pixel.id, notes.id] },
  });
  assert.equal(posted.status, 201, posted.text);
  const list = await api(`/chat-threads/threads/${thread.id}/messages`, { token: a.token });
  const attachments = list.body.messages[0].attachments;
  assert.equal(attachments.length, 2);
  for (const attachment of attachments) {
    const prefix = `${apiUrl}/files/download/${attachment.id}?token=`;
    assert.ok(attachment.url.startsWith(prefix), attachment.url);
    const got = await download(attachment.url);
    assert.equal(got.status, 200);
    const expected = attachment.id === pixel.id ? PNG_1X1 : utf8("Zoë");
    assert.deepEqual(got.bytes, expected);
    assert.equal(got.headers.get("content-length"), String(expected.length));
  }
  const text = attachments.find((f: any) => f.id === notes.id);
  const textDownload = await download(text.url);
  assert.equal(
    textDownload.headers.get("content-disposition"),
    `attachment; filename="Zoe notes.txt"; filename*=UTF-8''Zo%C3%AB%20notes.txt`,
  );
  assert.match(textDownload.headers.get("cache-control") ?? "", /^private/);
  // A token opens only the file it was made for.
  const token = new URL(attachments[0].url).searchParams.get("token");
  const swapped = await download(`${apiUrl}/files/download/${attachments[1].id}?token=${token}`);
  assert.equal(swapped.status, 404);
  assert.deepEqual(json(swapped.bytes), { error: "File not found" });
});

test('expired, far-future, tampered and garbage tokens are 404 "File not found"', async () => {
  const file = await uploaded(a, "notes.txt", "text/plain", utf8("x"));
  const now = Math.floor(Date.now() / 1000);
  const valid = forgedToken(file.id, a.id, now + 600);
  const fine = await download(`${apiUrl}/files/download/${file.id}?token=${valid}`);
  assert.equal(fine.status, 200, "the forged-for-test token format matches the function");
  const [user, expiry, signature] = valid.split(".");
  const tokens = [
    forgedToken(file.id, a.id, now - 1),
    forgedToken(file.id, a.id, now + 24 * 3600),
    `${user}.${Number(expiry) + 60}.${signature}`,
    `${b.id}.${expiry}.${signature}`,
    `${user}.${expiry}.${signature.slice(0, -2)}AA`,
    "",
    "garbage",
    "' or 1=1 --",
    "a".repeat(10_000),
  ];
  for (const token of tokens) {
    const got = await download(
      `${apiUrl}/files/download/${file.id}?token=${encodeURIComponent(token)}`,
    );
    assert.equal(got.status, 404, token.slice(0, 40));
    assert.deepEqual(json(got.bytes), { error: "File not found" });
  }
});
