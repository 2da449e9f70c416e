import { isIP } from "node:net";
import type { Context } from "hono";
import { z } from "zod";
import { badRequest, validationFailed } from "./errors.ts";

/** Strings supabase-js may send as null (e.g. code_challenge outside the PKCE flow). */
export const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

export const metadata = z.record(z.string(), z.unknown());

/**
 * The request's parameters, validated: the body read as JSON whatever its
 * content type (as GoTrue does), or as an HTML form's fields where a page posts one.
 */
export async function readParams<T extends z.ZodType>(
  c: Context,
  schema: T,
  { form = false } = {},
): Promise<z.output<T>> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (form) {
    raw = Object.fromEntries(new URLSearchParams(text));
  } else if (text.trim() !== "") {
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw badRequest(
        "bad_json",
        `Could not parse request body as JSON: ${(error as Error).message}`,
      );
    }
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
    throw validationFailed(`Invalid request: ${where}${issue.message}`);
  }
  return result.data;
}

// The format check GoTrue uses (github.com/badoux/checkmail).
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, a valid format; lower-cased. */
export function validateEmail(email: string): string {
  if (email === "") throw validationFailed("An email address is required");
  if (email.length > 255) throw validationFailed("An email address is too long");
  if (!EMAIL_FORMAT.test(email))
    throw validationFailed("Unable to validate email address: invalid format");
  return email.toLowerCase();
}

/** GoTrue's validatePhone: a leading + and spaces dropped, then E.164 digits. */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/^\+/, "").replaceAll(" ", "");
  if (!/^[1-9]\d{1,14}$/.test(digits))
    throw validationFailed("Invalid phone number format (E.164 required)");
  return digits;
}

const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_FORMAT.test(value);
}

/** What GoTrue records about the client on a session. */
export function clientInfo(c: Context): { userAgent: string | null; ip: string | null } {
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .find((part) => isIP(part) !== 0);
  return { userAgent: c.req.header("user-agent") || null, ip: forwarded ?? null };
}
