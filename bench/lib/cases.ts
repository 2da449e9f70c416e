// Every case the bench runs, in report order: the rep's reads, the admin's, then the writes.
import { ADMIN_CASES } from "./cases-admin.ts";
import { REP_CASES } from "./cases-rep.ts";
import { WRITE_CASES } from "./cases-write.ts";

export const CASES = [...REP_CASES, ...ADMIN_CASES, ...WRITE_CASES];

export const caseById = (id: string) => {
  const found = CASES.find((c) => c.id === id);
  if (!found) throw new Error(`unknown case ${id}`);
  return found;
};
