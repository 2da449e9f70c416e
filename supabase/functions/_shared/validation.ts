import { z } from "zod";
import { HttpError } from "./errors.ts";
import { isUuid } from "./contract/fields.ts";

export function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    // Unknown fields are named first: whatever else is wrong, the caller is sending the wrong shape.
    const issues = result.error.issues;
    const issue = issues.find((i) => i.code === "unrecognized_keys") ?? issues[0];
    throw new HttpError(400, issue?.message ?? "Invalid request");
  }
  return result.data;
}

/** The request's JSON body, validated; a body that is not JSON is a 400, not a 500. */
export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new HttpError(400, "Request body must be valid JSON");
  }
  return parse(schema, body);
}

export function parseQuery<T>(url: string, schema: z.ZodType<T>): T {
  const query = Object.fromEntries(new URL(url).searchParams);
  return parse(schema, query);
}

/** A path id: anything that is not a UUID cannot name a row, so it is "not found". */
export function parseId(value: string | undefined, notFound: string): string {
  if (!value || !isUuid(value)) throw new HttpError(404, notFound);
  return value.toLowerCase();
}
