import type { Context } from "hono";

/**
 * Errors as the Storage API renders them: `{statusCode, code, error, message}`, where
 * `statusCode` is the logical status as a string and the HTTP status is 400 for every
 * client error (500 only for server faults), exactly like supabase/storage does.
 */
export class StorageError extends Error {
  constructor(
    /** The logical status reported in the body, e.g. 404 for a missing object. */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The backwards-compatible `error` field; defaults to the code. */
    readonly error?: string,
  ) {
    super(message);
    this.name = "StorageError";
  }

  get httpStatus(): 400 | 500 {
    return this.statusCode >= 500 ? 500 : 400;
  }

  render() {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error ?? this.code,
      message: this.message,
    };
  }
}

export const ERRORS = {
  noSuchBucket: () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => new StorageError(404, "NoSuchKey", "Object not found", "not_found"),
  invalidJwt: (message = "Invalid JWT") => new StorageError(400, "InvalidJWT", message),
  accessDenied: (message = "Access denied") =>
    new StorageError(403, "AccessDenied", message, "Unauthorized"),
  rlsDenied: () =>
    new StorageError(
      403,
      "AccessDenied",
      "new row violates row-level security policy",
      "Unauthorized",
    ),
  alreadyExists: () =>
    new StorageError(409, "ResourceAlreadyExists", "The resource already exists", "Duplicate"),
  keyAlreadyExists: () =>
    new StorageError(409, "KeyAlreadyExists", "The resource already exists", "Duplicate"),
  bucketAlreadyExists: () =>
    new StorageError(409, "BucketAlreadyExists", "The resource already exists", "Duplicate"),
  bucketNotEmpty: () =>
    new StorageError(409, "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  invalidKey: (key: string) => new StorageError(400, "InvalidKey", `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageError(400, "InvalidBucketName", "Bucket name invalid", "Invalid Input"),
  invalidMimeType: (mime: string) =>
    new StorageError(
      415,
      "InvalidMimeType",
      `mime type ${mime} is not supported`,
      "invalid_mime_type",
    ),
  entityTooLarge: (entity = "object") =>
    new StorageError(
      413,
      "EntityTooLarge",
      `The ${entity} exceeded the maximum allowed size`,
      "Payload too large",
    ),
  invalidSignature: (message = "Invalid signature") =>
    new StorageError(400, "InvalidSignature", message),
  noContent: (message = "No content provided") => new StorageError(400, "InvalidRequest", message),
  invalidRequest: (message: string) => new StorageError(400, "InvalidRequest", message),
  invalidRange: () =>
    new StorageError(400, "InvalidRange", "invalid range provided", "invalid_range"),
  invalidFileSizeLimit: () =>
    new StorageError(
      400,
      "InvalidRequest",
      "Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B",
    ),
  internal: (message = "Internal server error") => new StorageError(500, "InternalError", message),
};

interface PgLikeError {
  code?: unknown;
  message?: unknown;
  severity?: unknown;
}

function isPgError(e: unknown): e is PgLikeError & { code: string } {
  return (
    typeof e === "object" &&
    e !== null &&
    typeof (e as PgLikeError).code === "string" &&
    ((e as Error).name === "PostgresError" || "severity" in e)
  );
}

/** Postgres errors the way supabase/storage maps them (DBError.fromDBError). */
export function fromDbError(e: unknown): StorageError | null {
  if (!isPgError(e)) return null;
  const message = String(e.message ?? "");
  switch (e.code) {
    case "42501":
      return message.includes("row-level security")
        ? ERRORS.rlsDenied()
        : ERRORS.accessDenied(message);
    case "23505":
      return ERRORS.alreadyExists();
    case "23503":
      return new StorageError(404, "InvalidRequest", "The related resource does not exist");
    case "22P02":
    case "22001":
    case "22023":
      return new StorageError(
        400,
        "InvalidParameter",
        message || "Invalid value format or type conversion failed",
      );
    case "55P03":
      return new StorageError(423, "ResourceLocked", "The resource is locked");
    case "57014":
      return new StorageError(544, "DatabaseTimeout", "The connection to the database timed out");
    default:
      return new StorageError(500, "DatabaseError", `database error, code: ${e.code}`);
  }
}

export function toStorageError(e: unknown): StorageError {
  if (e instanceof StorageError) return e;
  const db = fromDbError(e);
  if (db) return db;
  return ERRORS.internal();
}

/** The response for an error, with no body for HEAD requests (as storage-js `exists()` expects). */
export function errorResponse(c: Context, e: unknown): Response {
  const err = toStorageError(e);
  if (err.httpStatus === 500) console.error("[storage]", c.req.method, c.req.path, e);
  if (c.req.method === "HEAD") return c.body(null, err.httpStatus);
  return c.json(err.render(), err.httpStatus);
}
