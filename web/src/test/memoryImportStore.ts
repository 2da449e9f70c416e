import type { ImportRowResultResponse } from "@contract";
import type { StoredImport } from "../features/clients/import/importStore";

// jsdom has no IndexedDB: tests mock the import store with this in-memory one.
export const stored = new Map<string, StoredImport>();
export const storedFailures = new Map<string, ImportRowResultResponse[]>();
export const storage = { fails: false };

export function resetImportStore() {
  stored.clear();
  storedFailures.clear();
  storage.fails = false;
}

export async function saveImport(userId: string, run: StoredImport) {
  if (storage.fails) throw new DOMException("Quota exceeded", "QuotaExceededError");
  stored.set(userId, run);
}

export const loadImport = async (userId: string) => stored.get(userId) ?? null;

export async function saveFailures(userId: string, failures: ImportRowResultResponse[]) {
  storedFailures.set(userId, failures);
}

export const loadFailures = async (userId: string) => storedFailures.get(userId) ?? [];

export async function clearImport(userId: string) {
  stored.delete(userId);
  storedFailures.delete(userId);
}
