// Which rows of a file look like clients the caller already has, or like other rows of the file:
// the same e-mail (whatever its case), or a name and company alike by trigram similarity.
// Names are compared by clients.match_key (lower(name || ' ' || company), from the duplicates
// migration) and the same expression of each row.
import { callerIsAdmin, ownRowsOnly, type Transaction } from "../../_shared/db.ts";
import {
  DUPLICATES_MIN_SCORE,
  type ImportDuplicateMatchResponse,
  type ImportDuplicatesQuery,
  type ImportDuplicatesResponse,
} from "../../_shared/contract/index.ts";

const MATCHES_PER_ROW = 5;

type Row = ImportDuplicatesResponse["rows"][number];

export async function findDuplicates(
  tx: Transaction,
  query: ImportDuplicatesQuery,
): Promise<ImportDuplicatesResponse> {
  const admin = await callerIsAdmin(tx);
  // `%` matches as alike as the Duplicates view's pairs by default; set for this transaction only.
  await tx`select set_config('pg_trgm.similarity_threshold', ${String(DUPLICATES_MIN_SCORE)}, true)`;
  // The rows go into a temporary table (dropped at commit) with a GIN trigram index, so each row
  // finds its most alike other rows (at most MATCHES_PER_ROW, nearest first) instead of every row
  // being compared with every other. GIN, not GiST: a `%` probe of 1,000 rows takes ~0.04 ms
  // against GiST's ~0.25 ms (EXPLAIN ANALYZE, bench file), and the few matches sort cheaply.
  await tx`
    create temporary table import_lookup on commit drop as
    select r."rowNo" as row_no, lower(r.email) as email,
           case when r.name is not null then lower(r.name || ' ' || coalesce(r.company, '')) end as key
      from jsonb_to_recordset(${tx.json(query.rows)}::jsonb) as r("rowNo" int, name text, email text, company text)`;
  await tx`create index on import_lookup using gin (key extensions.gin_trgm_ops)`;
  await tx`create index on import_lookup (email)`;
  await tx`analyze import_lookup`;
  // Each of the caller's clients (a rep's said outright, so their owner index serves it; RLS
  // applies anyway) probes the rows' indexes. Not the other way round: under RLS the clients'
  // own e-mail and trigram indexes cannot be used, as lower() and `%` are not leakproof.
  const mine = ownRowsOnly(tx, admin, "c.owner_id");
  const existing = await tx<(ImportDuplicateMatchResponse & { rowNo: number })[]>`
    select row_no, client_id, name, email, company, owner_id, reason, score
      from (select m.*, row_number() over (partition by m.row_no order by m.score desc, m.client_id) as k
              from (select i.row_no, c.id as client_id, c.name, c.email, c.company, c.owner_id,
                           'email' as reason, 1::float8 as score
                      from public.clients c join import_lookup i on i.email = lower(c.email)
                     where c.email is not null ${mine}
                    union all
                    select i.row_no, c.id, c.name, c.email, c.company, c.owner_id, 'name',
                           extensions.similarity(c.match_key, i.key)::float8
                      from public.clients c join import_lookup i on i.key operator(extensions.%) c.match_key
                     where true ${mine}) m) ranked
     where k <= ${2 * MATCHES_PER_ROW}`;
  const inFile = await tx<
    { rowNo: number; other: number; reason: "email" | "name"; score: number }[]
  >`
    select a.row_no, b.row_no as other, 'email' as reason, 1::float8 as score
      from import_lookup a
     cross join lateral (
       select b.row_no from import_lookup b
        where b.email = a.email and b.row_no <> a.row_no
        order by b.row_no
        limit ${MATCHES_PER_ROW}) b
    union all
    select a.row_no, b.row_no, 'name', extensions.similarity(a.key, b.key)::float8
      from import_lookup a
     cross join lateral (
       select b.row_no, b.key from import_lookup b
        where a.key is not null and b.key operator(extensions.%) a.key and b.row_no <> a.row_no
        order by b.key operator(extensions.<->) a.key
        limit ${MATCHES_PER_ROW}) b`;

  const rows = new Map<number, Row>();
  const rowFor = (rowNo: number) => {
    let row = rows.get(rowNo);
    if (!row) rows.set(rowNo, (row = { rowNo, existing: [], inFile: [] }));
    return row;
  };
  for (const { rowNo, ...match } of existing) rowFor(rowNo).existing.push(match);
  for (const { rowNo, other, reason, score } of inFile) {
    rowFor(rowNo).inFile.push({ rowNo: other, reason, score });
  }
  const byScore = (a: { score: number }, b: { score: number }) => b.score - a.score;
  return {
    rows: query.rows.flatMap(({ rowNo }) => {
      const row = rows.get(rowNo);
      if (!row) return [];
      return [
        {
          rowNo,
          existing: bestPerKey(row.existing.sort(byScore), (m) => m.clientId),
          inFile: bestPerKey(row.inFile.sort(byScore), (m) => String(m.rowNo)),
        },
      ];
    }),
  };
}

/** The first (best) match for each client or row, at most MATCHES_PER_ROW of them. */
function bestPerKey<T>(sorted: T[], key: (match: T) => string): T[] {
  const seen = new Set<string>();
  return sorted
    .filter((match) => !seen.has(key(match)) && seen.add(key(match)))
    .slice(0, MATCHES_PER_ROW);
}
