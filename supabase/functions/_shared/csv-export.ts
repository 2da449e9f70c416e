import Papa from "papaparse";
import { type JwtClaims, type Transaction, withUserTransaction } from "./db.ts";

export type CsvCell = string | number | boolean | Date | null;

/** One column of an export: its header (the name the import recognises) and its cell for a row. */
export interface CsvColumn<Row> {
  header: string;
  cell(row: Row): CsvCell;
}

/** What an export writes, decided in the caller's transaction: its columns and how to read its rows. */
export interface CsvExport<Row> {
  columns: CsvColumn<Row>[];
  /** The rows after `after` (the first rows when null), at most `limit`, in the export's order. */
  readBatch(after: Row | null, limit: number): Promise<Row[]>;
}

const BATCH_ROWS = 2_000;
/** Excel reads a CSV as UTF-8 (any script) only when it starts with a byte order mark. */
const BOM = "\uFEFF";
/** One snapshot for every batch, so a row edited during the export is neither skipped nor repeated. */
const SNAPSHOT = "read only isolation level repeatable read";

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
 * A CSV download streamed from the caller's transaction (RLS on): the header,
 * then one batch at a time, each written once the reader has taken the last,
 * so memory holds a batch, not the export.
 */
export function csvExportResponse<Row>(
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
  withUserTransaction(claims, async (tx) => {
    const { columns, readBatch } = await plan(tx);
    await write(BOM + csvLines([columns.map((column) => column.header)]));
    let after: Row | null = null;
    for (;;) {
      const rows: Row[] = await readBatch(after, BATCH_ROWS);
      await write(csvLines(rows.map((row) => columns.map((column) => column.cell(row)))));
      if (rows.length < BATCH_ROWS) break;
      after = rows[rows.length - 1]!;
    }
  }, SNAPSHOT).then(
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
