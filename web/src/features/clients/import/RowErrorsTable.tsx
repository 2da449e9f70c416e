import { ImportTable } from "./ImportTable";
import { rowNoOf } from "./importPlan";
import type { InvalidRow } from "./validateRows";

/** The most rows with errors a page lists; the download has them all. */
export const LISTED_ROW_ERRORS = 100;

/** The rows left out of an import, each with its number in the file and why. */
export function RowErrorsTable({ rows }: { rows: Pick<InvalidRow, "index" | "reason">[] }) {
  return (
    <ImportTable columns={["Row", "Error"]} maxHeight="max-h-72">
      {rows.slice(0, LISTED_ROW_ERRORS).map(({ index, reason }) => (
        <tr key={index}>
          <td className="text-base-content/60">{rowNoOf(index)}</td>
          <td>{reason}</td>
        </tr>
      ))}
    </ImportTable>
  );
}
