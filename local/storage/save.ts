import { randomUUID } from "node:crypto";
import { asSuperUser, testPermission, type Caller } from "./auth.ts";
import { findBucket, writeObject, type BucketRow, type NewObject, type StorageEnv } from "./db.ts";
import { ERRORS } from "./errors.ts";
import { receiveUpload } from "./upload.ts";
import {
  effectiveSizeLimit,
  isEmptyFolderPlaceholder,
  mustBeValidBucketName,
  mustBeValidKey,
} from "./validate.ts";

export interface SaveRequest {
  bucket: string;
  key: string;
  upsert: boolean;
  owner: string | undefined;
  /** Whose RLS policies must allow the write; null when a signed upload token already did. */
  caller: Caller | null;
}

/**
 * What the Storage API checks before it reads an upload's bytes (or signs an upload URL):
 * the bucket name, that the bucket exists, the key, and, unless a signed upload token
 * already decided, the caller's right to insert (or upsert), tried and rolled back so RLS decides.
 */
export async function checkUploadTarget(env: StorageEnv, s: SaveRequest): Promise<BucketRow> {
  mustBeValidBucketName(s.bucket);
  const bucket = await asSuperUser(env.ctx, (tx) => findBucket(tx, s.bucket));
  if (!bucket) throw ERRORS.noSuchBucket();
  mustBeValidKey(s.key);
  if (s.caller) {
    const probe = { bucket: s.bucket, name: s.key, owner: s.owner, version: "permission-check" };
    await testPermission(env.ctx, s.caller, (tx) => writeObject(tx, probe, s.upsert));
  }
  return bucket;
}

/**
 * The Storage API's upload, step by step: checkUploadTarget (RLS decides before any byte
 * is read), the body streams to a temp file (size and MIME rules enforced), the file is
 * renamed into place as a new version, and the row is written in one short transaction. If the row
 * fails the new file is deleted; if it succeeds the replaced version's file is.
 */
export async function saveUpload(
  env: StorageEnv,
  req: Request,
  s: SaveRequest,
): Promise<{ Id: string; Key: string }> {
  const { disk } = env;
  const bucket = await checkUploadTarget(env, s);
  const received = await receiveUpload(req, disk, {
    sizeLimit: effectiveSizeLimit(bucket.file_size_limit),
    allowedMimeTypes: bucket.allowed_mime_types,
    emptyFolder: isEmptyFolderPlaceholder(s.key),
  });

  const version = randomUUID();
  try {
    await disk.place(received.tempPath, s.bucket, s.key, version);
  } catch (e) {
    await disk.removeTemp(received.tempPath);
    throw e;
  }

  const row = await commitVersion(
    env,
    {
      bucket: s.bucket,
      name: s.key,
      owner: s.owner,
      version,
      metadata: {
        eTag: `"${received.md5}"`,
        size: received.size,
        mimetype: received.mimetype,
        cacheControl: received.cacheControl,
        lastModified: new Date().toISOString(),
        contentLength: received.size,
        httpStatusCode: 200,
      },
      userMetadata: received.userMetadata,
    },
    s.upsert,
  );
  return { Id: row.id, Key: `${s.bucket}/${s.key}` };
}

/**
 * Writes the row for an object version whose file is already in place, as the superuser in
 * one short transaction. Deletes the new file if the row fails, the replaced one if not.
 */
export async function commitVersion(
  env: StorageEnv,
  o: NewObject & { version: string },
  upsert: boolean,
) {
  let replaced: string | null = null;
  let row: { id: string };
  try {
    row = await asSuperUser(env.ctx, async (tx) => {
      const current = await tx`
        select version from storage.objects where bucket_id = ${o.bucket} and name = ${o.name} for update`;
      if (current.length && !upsert) throw ERRORS.alreadyExists();
      replaced = current.length ? (current[0].version as string | null) : null;
      return writeObject(tx, o, upsert);
    });
  } catch (e) {
    await env.disk.remove(o.bucket, o.name, o.version);
    throw e;
  }
  if (replaced && replaced !== o.version) await env.disk.remove(o.bucket, o.name, replaced);
  return row;
}
