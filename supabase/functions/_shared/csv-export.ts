import Papa from "papaparse";
import type { PendingQuery } from "postgres";
import { callerIsAdmin, type JwtClaims, type Transaction, withUserTransaction } from "./db.ts";

export type CsvCell = string | number | boolean | Date | null;

/** One column of an export: its header (the name the import recognises) and its cell for a row. */
export interface CsvColumn<Row> {
  header: string;
  cell(row: Row): CsvCell;
}

/** An export's columns in the order of `headers`, each with its row's cell from `cells`. */
export const csvColumns = <Header extends string, Row>(
  headers: readonly Header[],
  cells: Record<Header, (row: Row) => CsvCell>,
): CsvColumn<Row>[] => headers.map((header) => ({ header, cell: cells[header] }));

/** A row that names its owner when an admin exports it. */
export interface OwnedRow {
  ownerName?: string | null;
}

/**
 * What an admin's export adds: an Owner column, its value in the select list
 * and the join that finds it (once, not per row) from `ownerId`, the
 * exported table's owner column.
 */
function ownerNames<Row extends OwnedRow>(
  tx: Transaction,
  admin: boolean,
  ownerId: "c.owner_id" | "f.owner_id",
) {
  if (!admin) return { columns: [] as CsvColumn<Row>[], select: tx``, join: tx`` };
  return {
    columns: [{ header: "Owner", cell: (row: Row) => row.ownerName ?? null }],
    select: tx`, p.name as owner_name`,
    join: tx`left join public.profiles p on p.id = ${tx.unsafe(ownerId)}`,
  };
}

/** What an export writes, decided in the caller's transaction: its columns and the query of its rows. */
export interface CsvExport<Row extends object> {
  columns: CsvColumn<Row>[];
  /** A query fragment (not awaited), in the export's order; read through a cursor. */
  rows: PendingQuery<Row[]>;
}

/** The owner's select-list entry and join for an export's query: empty for a rep, whose rows are all their own. */
export type OwnerSql = Pick<ReturnType<typeof ownerNames>, "select" | "join">;

/**
 * An export of rows that have an owner: `columns`, then an Owner column when an
 * admin exports. `rows` writes the query, given the owner's SQL and whether the
 * caller is an admin (for the list's own filter).
 */
export async function ownedRowsExport<Row extends OwnedRow>(
  tx: Transaction,
  columns: CsvColumn<Row>[],
  ownerId: "c.owner_id" | "f.owner_id",
  rows: (owner: OwnerSql, admin: boolean) => PendingQuery<Row[]>,
): Promise<CsvExport<Row>> {
  const admin = await callerIsAdmin(tx);
  const owner = ownerNames<Row>(tx, admin, ownerId);
  return { columns: [...columns, ...owner.columns], rows: rows(owner, admin) };
}

const BATCH_ROWS = 2_000;
/** Excel reads a CSV as UTF-8 (any script) only when it starts with a byte order mark. */
const BOM = "\uFEFF";
/** Read only: nothing an export runs may write. */
const READ_ONLY = "read only";

/**
 * RFC 4180 lines (CRLF, every line ended); a text cell a spreadsheet would run
 * as a formula (= + - @ tab CR first) gets a leading apostrophe, as OWASP advises.
 */
export const csvLines = (rows: CsvCell[][]): string =>
  rows.length ? `${Papa.unparse(rows, { newline: "\r\n", escapeFormulae: true })}\r\n` : "";

/** `name-YYYY-MM-DD.csv`, the day in UTC. */
export const csvFileName = (name: string, now = new Date()) =>
  `${name}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Writes an export: the BOM and the header, then its rows a batch at a time
 * from a server-side cursor (one run of the query, plain statements that any
 * pooler passes), each batch once `write` has taken the last, so memory holds
 * a batch, not the export.
 */
export async function writeCsvExport<Row extends object>(
  tx: Transaction,
  { columns, rows }: CsvExport<Row>,
  write: (text: string) => Promise<void>,
): Promise<void> {
  await write(BOM + csvLines([columns.map((column) => column.header)]));
  // Planned for reading every row, not (as cursors are by default) the first tenth of them.
  await tx`set local cursor_tuple_fraction = 1`;
  await tx`declare csv_export no scroll cursor for ${rows}`;
  for (;;) {
    const batch = await tx<Row[]>`fetch ${tx.unsafe(String(BATCH_ROWS))} from csv_export`;
    await write(csvLines(batch.map((row) => columns.map((column) => column.cell(row)))));
    if (batch.length < BATCH_ROWS) break;
  }
  await tx`close csv_export`;
}

/** A CSV download streamed from the caller's transaction (RLS on), the reader's pace setting the batches'. */
export function csvExportResponse<Row extends object>(
  claims: JwtClaims,
  fileName: string,
  plan: (tx: Transaction) => Promise<CsvExport<Row>>,
): Response {
  const { readable, writable } = new TransformStream<string, string>();
  const writer = writable.getWriter();
  const write = async (text: string) => {
    await writer.ready;
    await writer.write(text);
  };
  withUserTransaction(
    claims,
    async (tx) => writeCsvExport(tx, await plan(tx), write),
    READ_ONLY,
  ).then(
    () => writer.close(),
    (error) => {
      // The status line has gone: a cut-off body is how the reader learns of it.
      console.error(`export ${fileName} failed`, error);
      return writer.abort(error).catch(() => {});
    },
  );
  return new Response(readable.pipeThrough(new TextEncoderStream()), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
