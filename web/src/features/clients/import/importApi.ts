import {
  IMPORT_REQUESTS_IN_FLIGHT,
  type CreateImport,
  type ImportBatchResponse,
  type ImportDuplicatesQuery,
  type ImportDuplicatesResponse,
  type ImportListResponse,
  type ImportResponse,
  type importBatchBody,
} from "@contract";
import pLimit from "p-limit";
import type { z } from "zod";
import { api } from "../../../lib/api";
import { inRequests } from "./importPlan";

export const createImport = (body: CreateImport) =>
  api.post<ImportResponse>("/api/imports", body, { errorMessage: "Failed to start the import" });

/** The rep's imports, newest first. */
export const listImports = () =>
  api.get<ImportListResponse>("/api/imports", { errorMessage: "Failed to fetch imports" });

export const getImport = (id: string) =>
  api.get<ImportResponse>(`/api/imports/${id}`, { errorMessage: "Failed to fetch the import" });

export const sendBatch = (id: string, batch: z.input<typeof importBatchBody>) =>
  api.post<ImportBatchResponse>(`/api/imports/${id}/batches`, batch, {
    errorMessage: "Failed to save a batch of rows",
  });

export const finishImport = (id: string) =>
  api.post<ImportResponse>(`/api/imports/${id}/finish`, undefined, {
    errorMessage: "Failed to finish the import",
  });

export const undoImport = (id: string) =>
  api.post<ImportResponse>(`/api/imports/${id}/undo`, undefined, {
    errorMessage: "Failed to undo the import",
  });

/**
 * Looks every row up against the rep's clients, in as many requests as the API's limit per
 * request needs, IMPORT_REQUESTS_IN_FLIGHT at a time; the answers keep the rows' order.
 */
export async function findDuplicates(
  rows: ImportDuplicatesQuery["rows"],
  onProgress?: (share: number) => void,
): Promise<ImportDuplicatesResponse["rows"]> {
  const limit = pLimit(IMPORT_REQUESTS_IN_FLIGHT);
  let checked = 0;
  const check = async (chunk: ImportDuplicatesQuery["rows"]) => {
    const answer = await api.post<ImportDuplicatesResponse>(
      "/api/imports/duplicates",
      { rows: chunk },
      { errorMessage: "Failed to check for duplicates" },
    );
    checked += chunk.length;
    onProgress?.(checked / rows.length);
    return answer.rows;
  };
  try {
    return (await Promise.all(inRequests(rows).map((chunk) => limit(() => check(chunk))))).flat();
  } finally {
    limit.clearQueue();
  }
}
