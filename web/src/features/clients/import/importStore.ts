import type { ImportRowResultResponse } from "@contract";
import type { SentRow } from "./importPlan";
import type { ParsedTable } from "./table";

/** An import under way, kept in the browser so a reload can send the batches not yet saved. */
export interface StoredImport {
  importId: string;
  fileName: string;
  /** Every batch, in order: batch number n is `batches[n - 1]`. */
  batches: SentRow[][];
  /** The file as read, so the rows not imported can still be downloaded after a reload. */
  table?: ParsedTable;
}

const DATABASE = "crm-client-import";
const STORE = "imports";

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    database.close();
  }
}

/** Each user's import under way is kept apart: another rep signing in on this browser does not see it. */
export const saveImport = (userId: string, stored: StoredImport) =>
  run("readwrite", (store) => store.put(stored, userId)).then(() => undefined);

export const loadImport = (userId: string) =>
  run<StoredImport | undefined>("readonly", (store) => store.get(userId)).then(
    (stored) => stored ?? null,
  );

/** The rows the server rejected so far, kept apart from the (large) import and rewritten after each batch. */
const failuresKey = (userId: string) => `${userId}:failures`;

export const saveFailures = (userId: string, failures: ImportRowResultResponse[]) =>
  run("readwrite", (store) => store.put(failures, failuresKey(userId))).then(() => undefined);

export const loadFailures = (userId: string) =>
  run<ImportRowResultResponse[] | undefined>("readonly", (store) =>
    store.get(failuresKey(userId)),
  ).then((failures) => failures ?? []);

export const clearImport = async (userId: string) => {
  await run("readwrite", (store) => store.delete(userId));
  await run("readwrite", (store) => store.delete(failuresKey(userId)));
};
