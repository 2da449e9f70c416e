import type { Transaction } from "../../_shared/db.ts";
import type {
  DuplicateReason,
  ListDuplicates,
  MergeClients,
} from "../../_shared/contract/index.ts";
import { clientById, clientColumns, type StoredClient } from "./queries.ts";

/** At most this many pairs: the view lists the likeliest, a merge makes room for the next. */
const MAX_PAIRS = 200;

interface PairRow {
  clientA: string;
  clientB: string;
  score: number;
  reason: DuplicateReason;
}

/** The likeliest duplicate pairs among the clients the caller sees, best first, with both clients. */
export async function duplicatePairs(tx: Transaction, q: ListDuplicates) {
  const rows = await tx<PairRow[]>`
    select client_a, client_b, score::float8 as score, reason
      from public.client_duplicate_pairs(${q.minScore}, ${MAX_PAIRS})`;
  if (!rows.length) return { pairs: [] };
  const ids = [...new Set(rows.flatMap((r) => [r.clientA, r.clientB]))];
  const clients = await tx<StoredClient[]>`
    select ${clientColumns(tx)} from public.clients c where c.id in ${tx(ids)}`;
  const byId = new Map(clients.map((c) => [c.id, c]));
  return {
    pairs: rows.map((r) => ({
      score: Math.round(r.score * 1000) / 1000,
      reason: r.reason,
      a: byId.get(r.clientA)!,
      b: byId.get(r.clientB)!,
    })),
  };
}

/** The error merge_clients raises when either client is missing or not the caller's to change. */
export const isClientNotFound = (error: unknown) => (error as { code?: string })?.code === "P0002";

/** Merges dropId into keepId in one statement (so one transaction) and answers the kept client. */
export async function mergeClients(tx: Transaction, input: MergeClients) {
  await tx`select public.merge_clients(${input.keepId}, ${input.dropId}, ${tx.json(input.fields)})`;
  return clientById(tx, input.keepId);
}
