// Which rows of a file look like clients the caller already has, or like other rows of the file:
// the same e-mail (whatever its case), or a name and company alike by trigram similarity.
// Existing clients are probed through the indexes on lower(email) and on clients.match_key
// (lower(name || ' ' || company), from the duplicates migration).
import type { Transaction } from "../../_shared/db.ts";
import type {
  ImportDuplicateMatchResponse,
  ImportDuplicatesQuery,
  ImportDuplicatesResponse,
} from "../../_shared/contract/index.ts";

/** How alike two names and companies must be to be shown as a likely duplicate. */
const MIN_SIMILARITY = 0.6;
const MATCHES_PER_ROW = 5;

type Row = ImportDuplicatesResponse["rows"][number];

export async function findDuplicates(
  tx: Transaction,
  query: ImportDuplicatesQuery,
): Promise<ImportDuplicatesResponse> {
  // `%` matches at this threshold; set for this transaction only.
  await tx`select set_config('pg_trgm.similarity_threshold', ${String(MIN_SIMILARITY)}, true)`;
  // The rows go into a temporary table (dropped at commit) with a GiST trigram index, so each row
  // finds its most alike other rows nearest first (`<->`), at most MATCHES_PER_ROW each, instead
  // of every row being compared with every other.
  await tx`
    create temporary table import_lookup on commit drop as
    select r."rowNo" as row_no, lower(r.email) as email,
           case when r.name is not null then lower(r.name || ' ' || coalesce(r.company, '')) end as key
      from jsonb_to_recordset(${tx.json(query.rows)}::jsonb) as r("rowNo" int, name text, email text, company text)`;
  await tx`create index on import_lookup using gist (key extensions.gist_trgm_ops)`;
  await tx`create index on import_lookup (email)`;
  await tx`analyze import_lookup`;
  // RLS limits the matches to the clients the caller sees. The owner is not said outright (as
  // the lists do): then the planner would walk the rep's clients for each row instead of
  // probing the e-mail and trigram indexes.

  const existing = await tx<(ImportDuplicateMatchResponse & { rowNo: number })[]>`
    select i.row_no, m.*
      from import_lookup i
     cross join lateral (
       (select c.id as client_id, c.name, c.email, c.company, c.owner_id, 'email' as reason, 1::float8 as score
          from public.clients c
         where i.email is not null and lower(c.email) = i.email
         limit ${MATCHES_PER_ROW})
       union all
       (select c.id, c.name, c.email, c.company, c.owner_id, 'name',
               extensions.similarity(c.match_key, i.key)::float8
          from public.clients c
         where i.key is not null and c.match_key operator(extensions.%) i.key
         order by 7 desc
         limit ${MATCHES_PER_ROW})
     ) m`;
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
