// Tables (spreadsheets, CSV) as text: one line per row, cells separated by tabs.

/** A cell on one line: line breaks and tabs inside it become single spaces. */
const oneLine = (cell: string) => cell.replace(/\s+/g, " ").trim();

/** The rows as tab-separated lines, without empty rows or trailing empty cells. */
export function rowsText(rows: Iterable<string[]>): string {
  const lines: string[] = [];
  for (const row of rows) {
    const cells = row.map(oneLine);
    while (cells.length && !cells.at(-1)) cells.pop();
    if (cells.length) lines.push(cells.join("\t"));
  }
  return lines.join("\n");
}
