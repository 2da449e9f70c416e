import type { ImportField } from "@contract";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { CLIENT_FIELD_LABELS } from "../clientFieldLabels";
import { counted } from "./counted";
import type { EncodingChoice, TextEncodingName } from "./encoding";
import { EncodingSelect } from "./EncodingSelect";
import { type FieldMapping, joinedCells, mappedValues, nameCombination } from "./fieldMapping";
import { ImportTable } from "./ImportTable";
import { savedValue } from "./savedValues";
import type { ParsedTable } from "./table";
import { checkRow } from "./validateRows";
import { rowNoOf } from "./importPlan";

const PREVIEW_ROWS = 5;

const columnsKey = (columns: number[]) => columns.join("+");
const columnsOf = (key: string) => (key === "" ? [] : key.split("+").map(Number));

/** Step 2: a column for each field, suggested from the headers, and the first rows as they will be saved. */
export function MappingStep({
  table,
  fields,
  mapping,
  encoding,
  rereading,
  onMappingChange,
  onEncodingChange,
  onBack,
  onNext,
}: {
  table: ParsedTable;
  fields: ImportField[];
  mapping: FieldMapping;
  /** A text file's encoding: as picked, and as read; null for a workbook. */
  encoding: { choice: EncodingChoice; read: TextEncodingName } | null;
  rereading: boolean;
  onMappingChange(mapping: FieldMapping): void;
  onEncodingChange(encoding: EncodingChoice): void;
  onBack(): void;
  onNext(): void;
}) {
  const combination = nameCombination(table.headers);
  const mapped = fields.filter((field) => mapping[field].length > 0);
  // Stops at the first row with text there: a file can have 100,000 rows.
  const sample = (columns: number[]) => {
    for (const row of table.rows) {
      const text = joinedCells(row, columns);
      if (text !== "") return text;
    }
    return undefined;
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-base-content/70">
          {counted(table.rows.length, "row")}, {counted(table.headers.length, "column")}. Check the
          column for each field.
        </p>
        {encoding && (
          <EncodingSelect
            value={encoding.choice}
            detected={encoding.read}
            disabled={rereading}
            onChange={onEncodingChange}
          />
        )}
      </div>

      <div className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2">
        {fields.map((field) => {
          const id = `import-map-${field}`;
          const columns = mapping[field];
          return (
            <div key={field} className="flex flex-col gap-1">
              <label htmlFor={id} className="text-sm font-medium text-base-content/80">
                {CLIENT_FIELD_LABELS[field]}
                {field === "name" && <span className="text-red-700"> *</span>}
              </label>
              <select
                id={id}
                className="select w-full"
                value={columnsKey(columns)}
                onChange={(event) =>
                  onMappingChange({ ...mapping, [field]: columnsOf(event.target.value) })
                }
              >
                <option value="">Don't import</option>
                {field === "name" && combination && (
                  <option value={columnsKey(combination)}>
                    {combination.map((column) => table.headers[column]).join(" + ")}
                  </option>
                )}
                {table.headers.map((header, column) => (
                  <option key={column} value={String(column)}>
                    {header}
                  </option>
                ))}
              </select>
              {columns.length > 0 && (
                <span className="truncate text-xs text-base-content/60">
                  e.g. {sample(columns) ?? "(blank)"}
                </span>
              )}
            </div>
          );
        })}
      </div>

      <section aria-labelledby="import-preview-title" className="flex flex-col gap-2">
        <h2 id="import-preview-title" className="font-semibold">
          Preview
        </h2>
        <ImportTable columns={["Row", ...mapped.map((field) => CLIENT_FIELD_LABELS[field])]}>
          {table.rows.slice(0, PREVIEW_ROWS).map((row, index) => {
            const input = mappedValues(row, mapping);
            const checked = checkRow(input);
            return (
              <tr key={index}>
                <td className="text-base-content/60">{rowNoOf(index)}</td>
                {"client" in checked ? (
                  mapped.map((field) => (
                    <td key={field} className="max-w-64 truncate">
                      {savedValue(field, checked.client, input)}
                    </td>
                  ))
                ) : (
                  <td colSpan={Math.max(1, mapped.length)} className="text-red-700">
                    Not imported: {checked.reason}
                  </td>
                )}
              </tr>
            );
          })}
        </ImportTable>
      </section>

      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className="btn btn-ghost" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Choose another file
        </button>
        <div className="flex items-center gap-3">
          {mapping.name.length === 0 && (
            <span className="text-sm text-base-content/70">Choose the column for Name.</span>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={mapping.name.length === 0 || rereading}
            onClick={onNext}
          >
            Check rows
            <ArrowRight className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}
