// The shared secret a mail provider proves itself with.
import { timingSafeEqual } from "node:crypto";
import { HttpError } from "../../errors.ts";
import { base64Bytes } from "./mail.ts";

export const INBOUND_UNAUTHORIZED = "Invalid inbound e-mail credentials";

/**
 * The secret from `Authorization: Bearer <secret>`, or from Basic credentials whose password
 * is the secret (Postmark and most providers can only put credentials in the webhook's URL,
 * `https://inbound:<secret>@…`, which they send as Basic).
 */
function presentedSecret(authorization: string | undefined): string | null {
  const [scheme, value] = authorization?.trim().split(/\s+/, 2) ?? [];
  if (!value) return null;
  if (/^bearer$/i.test(scheme)) return value;
  if (!/^basic$/i.test(scheme)) return null;
  try {
    const decoded = new TextDecoder().decode(base64Bytes(value));
    const colon = decoded.indexOf(":");
    return colon >= 0 ? decoded.slice(colon + 1) : null;
  } catch {
    return null;
  }
}

const digest = async (value: string) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));

/**
 * A 401 unless the request carries `secret`. Compared as SHA-256 digests in constant time, so
 * neither the content nor the length of the secret leaks through timing. No secret configured
 * means capture is off: every request is refused.
 */
export async function requireInboundSecret(
  authorization: string | undefined,
  secret: string | undefined,
): Promise<void> {
  const presented = presentedSecret(authorization);
  if (!secret || presented === null) throw new HttpError(401, INBOUND_UNAUTHORIZED);
  if (!timingSafeEqual(await digest(presented), await digest(secret))) {
    throw new HttpError(401, INBOUND_UNAUTHORIZED);
  }
}
