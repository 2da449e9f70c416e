import assert from "node:assert/strict";
import {
  DOWNLOAD_TOKEN_TTL_SECONDS,
  signDownloadToken,
  verifyDownloadToken,
} from "./signed-urls.ts";

const FILE = "6f1c2f0e-8a47-4c39-9d8e-0d6f2b1a3c4d";
const OTHER_FILE = "0b8e1f5a-2c3d-4e5f-8a9b-1c2d3e4f5a6b";
const USER = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

Deno.test("a fresh token names its user for its own file only", async () => {
  const token = await signDownloadToken(FILE, USER);
  assert.equal(await verifyDownloadToken(FILE, token), USER);
  assert.equal(await verifyDownloadToken(FILE.toUpperCase(), token), USER);
  assert.equal(await verifyDownloadToken(OTHER_FILE, token), null);
});

Deno.test("a token expires after 15 minutes", async () => {
  const now = Date.now();
  const token = await signDownloadToken(FILE, USER, now);
  const ttl = DOWNLOAD_TOKEN_TTL_SECONDS * 1000;
  assert.equal(await verifyDownloadToken(FILE, token, now + ttl - 1000), USER);
  assert.equal(await verifyDownloadToken(FILE, token, now + ttl + 1000), null);
});

Deno.test("a tampered or garbage token is refused", async () => {
  const token = await signDownloadToken(FILE, USER);
  const [user, expiry, signature] = token.split(".");
  const otherUser = "1" + user.slice(1);
  const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
  for (const bad of [
    `${otherUser}.${expiry}.${signature}`,
    `${user}.${Number(expiry) + 1}.${signature}`,
    `${user}.${expiry}.${flipped}`,
    `${user}.${expiry}.${signature}x`,
    `${user}.${expiry}`,
    "",
    "garbage",
    "../../etc/passwd",
    `${user}.99999999999.${signature}`,
  ]) {
    assert.equal(await verifyDownloadToken(FILE, bad), null, bad);
  }
});
