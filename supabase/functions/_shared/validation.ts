import { z } from "zod";
import { HttpError } from "./errors.ts";
import { isUuid } from "./contract/fields.ts";

/** A 400 naming the fields a body or query has that the API does not know. */
export class UnknownFieldsError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    // Unknown fields are named first: whatever else is wrong, the caller is sending the wrong shape.
    const issues = result.error.issues;
    const unknown = issues.find((i) => i.code === "unrecognized_keys");
    if (unknown) throw new UnknownFieldsError(unknown.message);
    throw new HttpError(400, issues[0]?.message ?? "Invalid request");
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

const noQuery = z.strictObject({});

/** For a route that takes no query: any parameter is an unknown field, a 400 naming it. */
export function refuseQuery(url: string): void {
  parseQuery(url, noQuery);
}

/** A path id: anything that is not a UUID cannot name a row, so it is "not found". */
export function parseId(value: string | undefined, notFound: string): string {
  if (!value || !isUuid(value)) throw new HttpError(404, notFound);
  return value.toLowerCase();
}

/** What a route may hand to c.json for an answer typed T: a Date stands where JSON carries its ISO string. */
export type Sendable<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? Sendable<U>[]
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T;

/** A row as postgres.js reads it: the contract's shape, with Dates in the timestamp columns named. */
export type Stored<T, K extends keyof T> = Omit<T, K> & { [P in K]: Sendable<T[P]> };

/** A route's answer, typed by the contract's response type so the server cannot drift from it. */
export const reply = <T>(body: Sendable<T>): Sendable<T> => body;
