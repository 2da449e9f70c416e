// The files of expired demo accounts, which the seven-day clean-up (SQL, where
// the Storage API is out of reach) queued in private.storage_removals: removed
// through the Storage API, so hosted Storage and the stand-in both drop them.
import { withServiceTransaction } from "../../_shared/db.ts";
import { ATTACHMENTS_BUCKET, removeObjects } from "../../_shared/storage.ts";

/** How many files one call removes; the rest wait for the next. */
const BATCH = 100;

/** Removes a batch of queued files; answers how many. */
export async function removeExpiredDemoFiles(): Promise<number> {
  const queued = await withServiceTransaction(
    (tx) =>
      tx<{ objectPath: string }[]>`
      select object_path from private.storage_removals
       where bucket = ${ATTACHMENTS_BUCKET}
       order by queued_at
       limit ${BATCH}`,
  );
  const paths = queued.map((row) => row.objectPath);
  if (paths.length === 0) return 0;
  await removeObjects(paths);
  await withServiceTransaction(
    (tx) =>
      tx`delete from private.storage_removals
        where bucket = ${ATTACHMENTS_BUCKET} and object_path = any(${paths})`,
  );
  return paths.length;
}
