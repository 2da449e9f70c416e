import { findDuplicates } from "./importApi";
import { fileDuplicates } from "./fileDuplicates";
import { type DuplicateRow, rowNoOf } from "./importPlan";
import type { ValidRow } from "./validateRows";

/**
 * The valid rows that look like an existing client (the server's e-mail and
 * trigram look-up) or an earlier row of the file (the same e-mail, or name and
 * company, anywhere in the file; the server's similarity within each request).
 */
export async function checkDuplicates(
  valid: ValidRow[],
  onProgress?: (share: number) => void,
): Promise<DuplicateRow[]> {
  const found = await findDuplicates(
    valid.map(({ index, client }) => ({
      rowNo: rowNoOf(index),
      name: client.name,
      email: client.email ?? null,
      company: client.company ?? null,
    })),
    onProgress,
  );
  const serverFound = new Map(found.map((row) => [row.rowNo - 1, row]));
  const inFile = fileDuplicates(valid);
  const duplicates: DuplicateRow[] = [];
  for (const { index } of valid) {
    const server = serverFound.get(index);
    const earlierBySimilarity = server?.inFile
      .map((match) => match.rowNo - 1)
      .filter((other) => other < index)
      .sort((a, b) => a - b)[0];
    const earlierRow = inFile.get(index) ?? earlierBySimilarity ?? null;
    const existing = server?.existing ?? [];
    if (existing.length > 0 || earlierRow !== null)
      duplicates.push({ index, existing, earlierRow });
  }
  return duplicates;
}
