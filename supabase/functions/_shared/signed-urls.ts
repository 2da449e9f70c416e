// Download links for a new tab or an <img>, which cannot send a bearer header.
// A token is `<user id>.<expiry>.<HMAC-SHA256 of file id, user id and expiry>`:
// proof that this user could read this file when the link was made.
import { jwtSecret, serviceRoleKey, supabaseUrl } from "./env.ts";

export const DOWNLOAD_TOKEN_TTL_SECONDS = 15 * 60;

const encoder = new TextEncoder();
let cachedKey: { secret: string; key: Promise<CryptoKey> } | null = null;

function signingKey(): Promise<CryptoKey> {
  // Projects that sign sessions with asymmetric keys may not expose the JWT
  // secret to functions; the service-role key is as secret and always present.
  const secret = jwtSecret() ?? serviceRoleKey();
  if (cachedKey?.secret !== secret) {
    const key = crypto.subtle.importKey(
      "raw",
      encoder.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    cachedKey = { secret, key };
  }
  return cachedKey.key;
}

const signedText = (fileId: string, userId: string, expiresAt: number) =>
  encoder.encode(`file-download\n${fileId.toLowerCase()}\n${userId.toLowerCase()}\n${expiresAt}`);

function toBase64Url(bytes: ArrayBuffer): string {
  const binary = String.fromCharCode(...new Uint8Array(bytes));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

export async function signDownloadToken(
  fileId: string,
  userId: string,
  now = Date.now(),
): Promise<string> {
  const expiresAt = Math.floor(now / 1000) + DOWNLOAD_TOKEN_TTL_SECONDS;
  const signature = await crypto.subtle.sign(
    "HMAC",
    await signingKey(),
    signedText(fileId, userId, expiresAt),
  );
  return `${userId.toLowerCase()}.${expiresAt}.${toBase64Url(signature)}`;
}

/** The user a valid, unexpired token for this file was made for; null for anything else. */
export async function verifyDownloadToken(
  fileId: string,
  token: string,
  now = Date.now(),
): Promise<string | null> {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const [, userId, expiry, encodedSignature] = match;
  const expiresAt = Number(expiry);
  const nowSeconds = Math.floor(now / 1000);
  if (expiresAt <= nowSeconds || expiresAt > nowSeconds + DOWNLOAD_TOKEN_TTL_SECONDS + 60) {
    return null;
  }
  const signature = fromBase64Url(encodedSignature);
  if (!signature) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await signingKey(),
    signature,
    signedText(fileId, userId, expiresAt),
  );
  return valid ? userId : null;
}

export async function signedDownloadUrl(fileId: string, userId: string): Promise<string> {
  const token = await signDownloadToken(fileId, userId);
  return `${supabaseUrl()}/functions/v1/api/files/download/${fileId}?token=${token}`;
}
