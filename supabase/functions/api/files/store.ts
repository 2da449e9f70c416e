import type { Reading } from "../../_shared/attachments/index.ts";
import type { Claims } from "../../_shared/auth.ts";
import { type Transaction, withUserTransaction } from "../../_shared/db.ts";
import { ATTACHMENTS_BUCKET, removeObjects, uploadObject } from "../../_shared/storage.ts";
import { type FileRecord, recordFile } from "./queries.ts";
import { storageKeyName } from "./upload.ts";

export interface NewFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** An upload's text (or why it has none), read once and stored with it. */
  reading?: Reading | null;
}

/**
 * Stores the bytes in Storage at `<owner>/<file id>/<ascii name>`, then records
 * the file (and whatever `alsoRecord` adds) as the user in one transaction. If
 * the rows fail, the object is removed again: no orphan bytes, no row without bytes.
 */
export async function storeFile<T>(
  claims: Claims,
  file: NewFile,
  alsoRecord: (tx: Transaction, file: FileRecord) => Promise<T> = () =>
    Promise.resolve(undefined as T),
) {
  const id = crypto.randomUUID();
  const objectPath = `${claims.sub}/${id}/${storageKeyName(file.name)}`;
  await uploadObject(objectPath, file.bytes, file.type);
  try {
    return await withUserTransaction(claims, async (tx) => {
      const record = {
        id,
        objectPath,
        originalName: file.name,
        mimeType: file.type,
        size: file.bytes.byteLength,
        textContent: file.reading && "text" in file.reading ? file.reading.text : null,
        unreadableReason:
          file.reading && "unreadable" in file.reading ? file.reading.unreadable : null,
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
