import type { ReactNode } from "react";

export interface Column {
  label: ReactNode;
  className?: string;
}

function MessageRow({
  columnCount,
  children,
  tone,
}: {
  columnCount: number;
  children: string;
  tone?: "error";
}) {
  return (
    <tr>
      <td
        colSpan={columnCount}
        className={`py-12 text-center ${tone === "error" ? "text-red-700" : "text-base-content/60"}`}
        role={tone === "error" ? "alert" : undefined}
      >
        {children}
      </td>
    </tr>
  );
}

/**
 * A list's table: the column headings, then 'Loading {itemsName}...', the
 * error, 'No {itemsName} found' or a row for each item.
 */
export function DataTable<Item>({
  columns,
  itemsName,
  items,
  loading,
  error,
  renderRow,
}: {
  /** A heading alone, or a heading with its cells' classes. */
  columns: (string | Column)[];
  /** The items in the plural, as the messages name them: "clients". */
  itemsName: string;
  items: Item[] | undefined;
  loading: boolean;
  error: Error | null;
  renderRow(item: Item): ReactNode;
}) {
  const message = (text: string, tone?: "error") => (
    <MessageRow columnCount={columns.length} tone={tone}>
      {text}
    </MessageRow>
  );
  return (
    <div className="overflow-x-auto">
      <table className="table">
        <thead>
          <tr className="text-base-content/70">
            {columns.map((column, index) => {
              const { label, className } =
                typeof column === "string" ? { label: column, className: undefined } : column;
              return (
                <th key={index} scope="col" className={className}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading
            ? message(`Loading ${itemsName}...`)
            : error
              ? message(`Error: ${error.message || `Failed to fetch ${itemsName}`}`, "error")
              : !items || items.length === 0
                ? message(`No ${itemsName} found`)
                : items.map(renderRow)}
        </tbody>
      </table>
    </div>
  );
}
