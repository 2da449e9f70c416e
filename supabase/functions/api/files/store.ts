import type { Reading } from "../../_shared/attachments/index.ts";
import type { Claims } from "../../_shared/auth.ts";
import { type Transaction, withUserTransaction } from "../../_shared/db.ts";
import { ATTACHMENTS_BUCKET, removeObjects, uploadObject } from "../../_shared/storage.ts";
import { type FileRecord, readingColumns, recordFile } from "./queries.ts";
import { storageKeyName, type Upload } from "./upload.ts";

export interface NewFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** An upload's text (or why it has none), read once and stored with it. */
  reading?: Reading | null;
}

type AlsoRecord<T> = (tx: Transaction, file: FileRecord) => Promise<T>;

/** Stores bytes made here (a generated document) as the user's file; see storeObject. */
export function storeFile<T>(claims: Claims, file: NewFile, alsoRecord?: AlsoRecord<T>) {
  return storeObject(
    claims,
    { name: file.name, type: file.type, body: file.bytes },
    () => Promise.resolve({ size: file.bytes.byteLength, reading: file.reading }),
    alsoRecord,
  );
}

/**
 * Stores an upload as it streams in; where a check refuses it on the way, that refusal is
 * the answer and Storage, whose body never ended, kept nothing.
 */
export function storeUpload(claims: Claims, upload: Upload) {
  return storeObject(claims, upload, async () => {
    if (upload.refusal()) throw upload.refusal();
    return { size: upload.size(), reading: await upload.reading() };
  }).catch((error) => Promise.reject(upload.refusal() ?? error));
}

/**
 * Stores the body in Storage at `<owner>/<file id>/<ascii name>`, then records the file (what
 * `stored` says once the body is in, and whatever `alsoRecord` adds) as the user in one
 * transaction. If the rows fail, the object is removed again: no orphan bytes, no row without bytes.
 */
async function storeObject<T>(
  claims: Claims,
  file: Pick<Upload, "name" | "type" | "body">,
  stored: () => Promise<{ size: number; reading?: Reading | null }>,
  alsoRecord: AlsoRecord<T> = () => Promise.resolve(undefined as T),
) {
  const id = crypto.randomUUID();
  const objectPath = `${claims.sub}/${id}/${storageKeyName(file.name)}`;
  await uploadObject(objectPath, file.body, file.type);
  try {
    const { size, reading } = await stored();
    return await withUserTransaction(claims, async (tx) => {
      const record = {
        id,
        objectPath,
        originalName: file.name,
        mimeType: file.type,
        size,
        ...readingColumns(reading),
      };
      const row = await recordFile(tx, record);
      return { file: row, also: await alsoRecord(tx, record) };
    });
  } catch (error) {
    await removeObjects([objectPath]).catch((removal) =>
      console.error(`could not remove ${ATTACHMENTS_BUCKET}/${objectPath}`, removal),
    );
    throw error;
  }
}
