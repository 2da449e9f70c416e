import { SelectOptions } from "../../../components/SelectOptions";
import { joinedCells, type FieldMapping } from "./fieldMapping";
import { ImportTable } from "./ImportTable";
import {
  choiceOf,
  choicesFor,
  DUPLICATE_CHOICE_LABELS,
  type DuplicateChoice,
  type DuplicateRow,
  rowNoOf,
} from "./importPlan";
import type { ParsedTable } from "./table";

/** The most duplicates listed one by one; the choice for all covers the rest too. */
const LISTED_DUPLICATES = 200;

const optionOf = (choice: DuplicateChoice) => ({
  value: choice,
  label: DUPLICATE_CHOICE_LABELS[choice],
});
const ALL_CHOICES = (Object.keys(DUPLICATE_CHOICE_LABELS) as DuplicateChoice[]).map(optionOf);

const REASONS = { email: "same e-mail", name: "similar name and company" } as const;

function LooksLike({ duplicate }: { duplicate: DuplicateRow }) {
  const match = duplicate.existing[0];
  if (match) {
    return (
      <>
        <span className="font-medium">{match.name}</span>
        {match.email && <span className="text-base-content/70"> · {match.email}</span>}
        <span className="block text-xs text-base-content/60">
          Existing client, {REASONS[match.reason]}
        </span>
      </>
    );
  }
  return <span>Row {rowNoOf(duplicate.earlierRow!)} of this file</span>;
}

/** The rows that look like duplicates, each with Skip, Update existing or Create anyway, and one choice for all. */
export function DuplicatesTable({
  table,
  mapping,
  duplicates,
  choices,
  onChoicesChange,
}: {
  table: ParsedTable;
  mapping: FieldMapping;
  duplicates: DuplicateRow[];
  choices: Map<number, DuplicateChoice>;
  onChoicesChange(choices: Map<number, DuplicateChoice>): void;
}) {
  const chooseForAll = (choice: DuplicateChoice) =>
    onChoicesChange(
      new Map(
        duplicates.map((duplicate) => [
          duplicate.index,
          // A row that only repeats the file has no client to update: it is created.
          choicesFor(duplicate).includes(choice) ? choice : "create",
        ]),
      ),
    );
  const choose = (index: number, choice: DuplicateChoice) =>
    onChoicesChange(new Map(choices).set(index, choice));

  return (
    <section aria-labelledby="import-duplicates-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="import-duplicates-title" className="font-semibold">
          Possible duplicates
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <span className="font-medium text-base-content/80">For all duplicates</span>
          <select
            className="select select-sm w-auto"
            value=""
            onChange={(event) => chooseForAll(event.target.value as DuplicateChoice)}
          >
            <option value="" disabled>
              Choose...
            </option>
            <SelectOptions options={ALL_CHOICES} />
          </select>
        </label>
      </div>
      <ImportTable
        columns={["Row", "Name", "Email", "Company", "Looks like", "Action"]}
        maxHeight="max-h-96"
      >
        {duplicates.slice(0, LISTED_DUPLICATES).map((duplicate) => {
          const row = table.rows[duplicate.index]!;
          const rowNo = rowNoOf(duplicate.index);
          return (
            <tr key={duplicate.index}>
              <td className="text-base-content/60">{rowNo}</td>
              <td>{joinedCells(row, mapping.name)}</td>
              <td>{joinedCells(row, mapping.email)}</td>
              <td>{joinedCells(row, mapping.company)}</td>
              <td>
                <LooksLike duplicate={duplicate} />
              </td>
              <td>
                <select
                  className="select select-sm w-auto"
                  aria-label={`Action for row ${rowNo}`}
                  value={choiceOf(choices, duplicate.index)}
                  onChange={(event) =>
                    choose(duplicate.index, event.target.value as DuplicateChoice)
                  }
                >
                  <SelectOptions options={choicesFor(duplicate).map(optionOf)} />
                </select>
              </td>
            </tr>
          );
        })}
      </ImportTable>
      {duplicates.length > LISTED_DUPLICATES && (
        <p className="text-sm text-base-content/60">
          And {(duplicates.length - LISTED_DUPLICATES).toLocaleString("en-US")} more: the choice for
          all applies to them.
        </p>
      )}
    </section>
  );
}
