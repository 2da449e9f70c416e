import { ContentDisposition } from "@remix-run/headers";
import type { Disk, TempFile } from "./disk.ts";
import { ERRORS } from "./errors.ts";
import { formFailure, formParts } from "../../supabase/functions/_shared/form-parts.ts";
import { mustBeAllowedMimeType } from "./validate.ts";

/** An upload received into a temp file, with what the object row's metadata needs. */
export interface Received {
  tempPath: string;
  size: number;
  md5: string;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | undefined;
}

export interface UploadRules {
  sizeLimit: number;
  allowedMimeTypes: string[] | null;
  /** `.emptyFolderPlaceholder` objects: 0 bytes, any type, as the Storage API does. */
  emptyFolder: boolean;
}

const MAX_FIELD_BYTES = 1024 * 1024;
const MAX_DRAIN_BYTES = 256 * 1024 * 1024;
const FIELD_TEXT = new TextDecoder("utf-8", { fatal: true });

const malformed = (error: Error) => ERRORS.noContent(`Malformed multipart body: ${error.message}`);

/** Field values are UTF-8; one that is not fails as a malformed body. */
function fieldText(value: Uint8Array): string {
  try {
    return FIELD_TEXT.decode(value);
  } catch (error) {
    throw malformed(error as Error);
  }
}

/**
 * Reads (and discards) what is left of a request body, so an early error answer reaches the
 * client instead of a reset connection. Gives up past a cap.
 */
export async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > MAX_DRAIN_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to drain.
  }
}

function parseJsonObject(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function limitedWrite(temp: TempFile, limit: number) {
  return async (chunk: Uint8Array) => {
    if (temp.size + chunk.byteLength > limit) throw ERRORS.entityTooLarge();
    await temp.write(chunk);
  };
}

/**
 * The file part of a multipart/form-data upload (the first one) and the `cacheControl`,
 * `metadata` and `contentType` fields, as storage-js sends them, written to a temp file as it
 * streams in. The parser stops reading past the size limit.
 */
async function receiveForm(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limit: number,
  rules: UploadRules,
  newTemp: () => Promise<TempFile>,
): Promise<Received> {
  const fields: Record<string, string> = {};
  let mimetype: string | null = null;
  let temp: TempFile | null = null;
  for await (const part of formParts(body, contentType, {
    maxFileSize: Math.max(limit, MAX_FIELD_BYTES),
  })) {
    const disposition = ContentDisposition.from(part.headers["content-disposition"] ?? null);
    if (disposition.preferredFilename === undefined) {
      const value = new Uint8Array(await new Response(part.body).arrayBuffer());
      if (value.byteLength > MAX_FIELD_BYTES) throw ERRORS.entityTooLarge("user_metadata");
      if (!mimetype) fields[disposition.name ?? ""] = fieldText(value);
      continue;
    }
    if (mimetype) {
      await part.body.cancel(); // only the first file counts
      continue;
    }
    mimetype = fields.contentType || part.headers["content-type"] || "application/octet-stream";
    if (!rules.emptyFolder) mustBeAllowedMimeType(mimetype, rules.allowedMimeTypes);
    temp = await newTemp();
    const write = limitedWrite(temp, limit);
    for await (const chunk of part.body) await write(chunk);
  }
  if (!mimetype || !temp) throw ERRORS.noContent();
  const md5 = await temp.finish();
  return {
    tempPath: temp.path,
    size: temp.size,
    md5,
    mimetype,
    cacheControl: fields.cacheControl ? `max-age=${fields.cacheControl}` : "no-cache",
    userMetadata: parseJsonObject(fields.metadata ?? fields.userMetadata),
  };
}

/**
 * Streams an upload body to a temp file: multipart/form-data (see receiveForm) or a raw body
 * typed by its Content-Type. Enforces the bucket's size limit and MIME list. On any failure
 * the temp file is gone and the rest of the body has been drained.
 */
export async function receiveUpload(
  req: Request,
  disk: Disk,
  rules: UploadRules,
): Promise<Received> {
  const limit = rules.emptyFolder ? 0 : rules.sizeLimit;
  const contentType = req.headers.get("content-type") ?? "";
  let temp: TempFile | null = null;
  const newTemp = async () => (temp = await disk.createTemp());
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  try {
    if (/^multipart\/form-data/i.test(contentType)) {
      if (!req.body) throw ERRORS.noContent();
      const received = await receiveForm(req.body, contentType, limit, rules, newTemp).catch(
        (error: unknown) => {
          const failure = formFailure(error);
          if (failure === "too-large") throw ERRORS.entityTooLarge();
          if (failure === "malformed") throw malformed(error as Error);
          throw error;
        },
      );
      await drain(req.body.getReader()); // the epilogue, if any
      return received;
    }

    const mimetype = contentType || "application/octet-stream";
    if (!rules.emptyFolder) mustBeAllowedMimeType(mimetype, rules.allowedMimeTypes);
    const declared = Number(req.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > limit) throw ERRORS.entityTooLarge();
    const target = await newTemp();
    const write = limitedWrite(target, limit);
    reader = req.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (value.byteLength) await write(value);
      }
    }
    const md5 = await target.finish();
    const metadataHeader = req.headers.get("x-metadata");
    return {
      tempPath: target.path,
      size: target.size,
      md5,
      mimetype,
      cacheControl: req.headers.get("cache-control") ?? "no-cache",
      userMetadata: metadataHeader
        ? parseJsonObject(Buffer.from(metadataHeader, "base64").toString("utf8"))
        : undefined,
    };
  } catch (e) {
    if (temp) await (temp as TempFile).discard();
    reader ??= req.body && !req.body.locked ? req.body.getReader() : undefined;
    if (reader) await drain(reader);
    throw e;
  }
}
