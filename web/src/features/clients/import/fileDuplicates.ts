import type { ValidRow } from "./validateRows";

const normalized = (text: string | null | undefined) =>
  (text ?? "").trim().toLowerCase().replace(/\s+/g, " ");

/**
 * Rows that repeat an earlier row of the same file: the same e-mail, or the
 * same name at the same company. Each maps to the index of the first one.
 */
export function fileDuplicates(rows: ValidRow[]): Map<number, number> {
  const firstByKey = new Map<string, number>();
  const duplicates = new Map<number, number>();
  for (const { index, client } of rows) {
    const keys = [`name:${normalized(client.name)}|${normalized(client.company)}`];
    if (client.email) keys.push(`email:${normalized(client.email)}`);
    const first = keys.map((key) => firstByKey.get(key)).find((found) => found !== undefined);
    if (first !== undefined) duplicates.set(index, first);
    for (const key of keys) if (!firstByKey.has(key)) firstByKey.set(key, index);
  }
  return duplicates;
}
