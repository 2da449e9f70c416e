import type { ReactNode } from "react";

/**
 * The import pages' small bordered tables: with `maxHeight` the rows scroll under pinned
 * headings, without it the table only scrolls sideways.
 */
export function ImportTable({
  columns,
  maxHeight,
  children,
}: {
  columns: ReactNode[];
  maxHeight?: "max-h-72" | "max-h-96";
  children: ReactNode;
}) {
  return (
    <div
      className={`${maxHeight ? `${maxHeight} overflow-auto` : "overflow-x-auto"} rounded-box border border-base-300`}
    >
      <table className={maxHeight ? "table table-sm table-pin-rows" : "table table-sm"}>
        <thead>
          <tr className="text-base-content/70">
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
