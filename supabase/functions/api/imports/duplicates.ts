// Which rows of a file look like clients the caller already has, or like other rows of the file:
// the same e-mail (whatever its case), or a name and company alike by trigram similarity.
// Names are compared by clients.match_key (lower(name || ' ' || company), from the duplicates
// migration) and the same expression of each row: against the clients in SQL, between the rows
// of the request here (trigram-similarity.ts scores them as pg_trgm does).
import { callerIsAdmin, ownRowsOnly, type Transaction } from "../../_shared/db.ts";
import {
  DUPLICATES_MIN_SCORE,
  type ImportDuplicateMatchResponse,
  type ImportDuplicatesQuery,
  type ImportDuplicatesResponse,
} from "../../_shared/contract/index.ts";
import { similarRows } from "./trigram-similarity.ts";

const MATCHES_PER_ROW = 5;

type Row = ImportDuplicatesResponse["rows"][number];
type InFileMatch = Row["inFile"][number];
type Lookup = { email: string | null; trigrams: string[] };

export async function findDuplicates(
  tx: Transaction,
  query: ImportDuplicatesQuery,
): Promise<ImportDuplicatesResponse> {
  const admin = await callerIsAdmin(tx);
  // `%` matches as alike as the Duplicates view's pairs by default; set for this transaction only.
  await tx`select set_config('pg_trgm.similarity_threshold', ${String(DUPLICATES_MIN_SCORE)}, true)`;
  // The rows go into a temporary table (dropped at commit) with a GIN trigram index, which the
  // caller's clients probe below. GIN, not GiST: a `%` probe of 1,000 rows takes ~0.04 ms
  // against GiST's ~0.25 ms (EXPLAIN ANALYZE, bench file), and the few matches sort cheaply.
  await tx`
    create temporary table import_lookup on commit drop as
    select r.k, r."rowNo" as row_no, lower(r.email) as email,
           case when r.name is not null then lower(r.name || ' ' || coalesce(r.company, '')) end as key
      from rows from (jsonb_to_recordset(${tx.json(query.rows)}::jsonb)
                        as ("rowNo" int, name text, email text, company text))
           with ordinality as r("rowNo", name, email, company, k)`;
  await tx`create index on import_lookup using gin (key extensions.gin_trgm_ops)`;
  // Each row's lower-cased e-mail and trigrams, in the order sent, for inFileMatches.
  const lookup = await tx<Lookup[]>`
    select email, coalesce(extensions.show_trgm(key), '{}') as trigrams from import_lookup order by k`;
  await tx`analyze import_lookup`;
  // Each of the caller's clients (a rep's said outright, so their owner index serves it; RLS
  // applies anyway) probes the rows' trigram index. Not the other way round: under RLS the clients'
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
  const rows = new Map<number, Row>();
  const rowFor = (rowNo: number) => {
    let row = rows.get(rowNo);
    if (!row) rows.set(rowNo, (row = { rowNo, existing: [], inFile: [] }));
    return row;
  };
  for (const { rowNo, ...match } of existing) rowFor(rowNo).existing.push(match);
  const inFile = inFileMatches(query.rows, lookup);
  for (const [rowNo, matches] of inFile) rowFor(rowNo).inFile.push(...matches);
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

/**
 * Each row's alike rows in the same request, by row number: the other rows with its e-mail (the
 * first MATCHES_PER_ROW, in file order), and those whose name and company are as alike as
 * DUPLICATES_MIN_SCORE by their match keys' trigrams (best first).
 */
function inFileMatches(rows: ImportDuplicatesQuery["rows"], lookup: Lookup[]) {
  const alike = similarRows(
    lookup.map((row) => row.trigrams),
    DUPLICATES_MIN_SCORE,
    MATCHES_PER_ROW,
  );
  const byEmail = new Map<string, number[]>();
  rows.forEach(({ rowNo }, k) => {
    const email = lookup[k].email;
    if (!email) return;
    const same = byEmail.get(email);
    if (same) same.push(rowNo);
    else byEmail.set(email, [rowNo]);
  });
  for (const same of byEmail.values()) same.sort((a, b) => a - b);
  const matches = new Map<number, InFileMatch[]>();
  rows.forEach(({ rowNo }, k) => {
    const email = lookup[k].email;
    const sameEmail = (email ? byEmail.get(email)! : [])
      .filter((other) => other !== rowNo)
      .slice(0, MATCHES_PER_ROW)
      .map((other): InFileMatch => ({ rowNo: other, reason: "email", score: 1 }));
    const sameName = alike[k]
      .filter(({ other }) => rows[other].rowNo !== rowNo)
      .map(({ other, score }): InFileMatch => ({
        rowNo: rows[other].rowNo,
        reason: "name",
        score,
      }));
    if (sameEmail.length || sameName.length) matches.set(rowNo, [...sameEmail, ...sameName]);
  });
  return matches;
}

/** The first (best) match for each client or row, at most MATCHES_PER_ROW of them. */
function bestPerKey<T>(sorted: T[], key: (match: T) => string): T[] {
  const seen = new Set<string>();
  return sorted
    .filter((match) => !seen.has(key(match)) && seen.add(key(match)))
    .slice(0, MATCHES_PER_ROW);
}
