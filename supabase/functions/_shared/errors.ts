import { TIME_ZONE_ERROR } from "./contract/index.ts";

export interface ErrorBody {
  error: string;
  [extra: string]: unknown;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function errorBody(message: string, extra: Record<string, unknown> = {}): ErrorBody {
  return { error: message, ...extra };
}

/** Database errors that bad input can cause, as the client errors they are. */
const DATABASE_ERRORS: Record<string, [number, string]> = {
  "23505": [409, "That already exists"],
  "23503": [404, "A related record was not found"],
  "23514": [400, "A value is not allowed"],
  "23502": [400, "A required value is missing"],
  "22001": [400, "A value is too long"],
  "22P02": [400, "A value has the wrong format"],
  "22021": [400, "Text contains a character that cannot be stored"],
  // ICU and Postgres ship slightly different time zone lists.
  "22023": [400, TIME_ZONE_ERROR],
  "54000": [400, "A value is too large"],
  "22003": [400, "A number is out of range"],
  "22007": [400, "A date is not valid"],
  "22008": [400, "A date is out of range"],
  "42501": [403, "You do not have permission to do that"],
};

/** The client error a database error stands for (a unique or check violation…); null for the rest. */
export function databaseClientError(error: unknown): HttpError | null {
  const code = (error as { code?: string } | null)?.code;
  if (!code || !DATABASE_ERRORS[code]) return null;
  const [status, message] = DATABASE_ERRORS[code];
  return new HttpError(status, message);
}
