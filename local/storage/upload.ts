import type { Disk, TempFile } from './disk.ts';
import { ERRORS } from './errors.ts';
import { boundaryOf, readMultipart, type PartSink } from './multipart.ts';
import { mustBeAllowedMimeType } from './validate.ts';

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
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
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
 * Streams an upload body to a temp file: multipart/form-data (the file part and the
 * `cacheControl`, `metadata` and `contentType` fields, as storage-js sends them) or a raw
 * body typed by its Content-Type. Enforces the bucket's size limit and MIME list. On any
 * failure the temp file is gone and the rest of the body has been drained.
 */
export async function receiveUpload(req: Request, disk: Disk, rules: UploadRules): Promise<Received> {
  const limit = rules.emptyFolder ? 0 : rules.sizeLimit;
  const contentType = req.headers.get('content-type') ?? '';
  const reader = req.body?.getReader();
  let temp: TempFile | null = null;
  try {
    if (/^multipart\/form-data/i.test(contentType)) {
      const boundary = boundaryOf(contentType);
      if (!boundary || !reader) throw ERRORS.noContent();
      const fields: Record<string, string> = {};
      let file: { mimetype: string } | null = null;
      await readMultipart(reader, boundary, async (part): Promise<PartSink> => {
        if (part.filename === undefined) {
          const chunks: Buffer[] = [];
          let size = 0;
          return {
            write: (chunk) => {
              size += chunk.length;
              if (size > MAX_FIELD_BYTES) throw ERRORS.entityTooLarge('user_metadata');
              chunks.push(Buffer.from(chunk));
            },
            end: () => {
              if (!file) fields[part.name] = Buffer.concat(chunks).toString('utf8');
            },
          };
        }
        if (file) return { write: () => undefined, end: () => undefined }; // only the first file counts
        const mimetype = fields.contentType || part.contentType || 'application/octet-stream';
        if (!rules.emptyFolder) mustBeAllowedMimeType(mimetype, rules.allowedMimeTypes);
        file = { mimetype };
        const target = (temp = await disk.createTemp());
        return { write: limitedWrite(target, limit), end: () => undefined };
      });
      await drain(reader); // the epilogue, if any
      if (!file || !temp) throw ERRORS.noContent();
      const received: TempFile = temp;
      const md5 = await received.finish();
      return {
        tempPath: received.path,
        size: received.size,
        md5,
        mimetype: (file as { mimetype: string }).mimetype,
        cacheControl: fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache',
        userMetadata: parseJsonObject(fields.metadata ?? fields.userMetadata),
      };
    }

    const mimetype = contentType || 'application/octet-stream';
    if (!rules.emptyFolder) mustBeAllowedMimeType(mimetype, rules.allowedMimeTypes);
    const declared = Number(req.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > limit) throw ERRORS.entityTooLarge();
    const target = (temp = await disk.createTemp());
    const write = limitedWrite(target, limit);
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (value.byteLength) await write(value);
      }
    }
    const md5 = await target.finish();
    const metadataHeader = req.headers.get('x-metadata');
    return {
      tempPath: target.path,
      size: target.size,
      md5,
      mimetype,
      cacheControl: req.headers.get('cache-control') ?? 'no-cache',
      userMetadata: metadataHeader
        ? parseJsonObject(Buffer.from(metadataHeader, 'base64').toString('utf8'))
        : undefined,
    };
  } catch (e) {
    if (temp) await (temp as TempFile).discard();
    if (reader) await drain(reader);
    throw e;
  }
}
