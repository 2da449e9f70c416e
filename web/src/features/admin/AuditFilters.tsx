import { AUDITED_TABLES } from "@contract";
import { useUsers } from "../users/userQueries";
import { AUDIT_TABLE_LABELS } from "./auditLabels";
import type { AuditFilters as Filters } from "./auditQueries";

function DayInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange(value: string): void;
}) {
  return (
    <label className="input w-full">
      <span className="label">{label}</span>
      <input
        type="date"
        aria-label={`${label} date`}
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** The Audit tab's filters: a record (table, then its id), a user, a date range. */
export function AuditFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange(filters: Filters): void;
}) {
  const users = useUsers();
  const set = (changes: Partial<Filters>) => onChange({ ...filters, ...changes });
  return (
    <div className="grid grid-cols-1 gap-3 p-4 sm:grid-cols-2 lg:grid-cols-5">
      <select
        className="select w-full"
        aria-label="Filter by table"
        value={filters.table}
        onChange={(event) => {
          const table = event.target.value as Filters["table"];
          // A record id means nothing without its table.
          set(table ? { table } : { table, record: "" });
        }}
      >
        <option value="">All tables</option>
        {AUDITED_TABLES.map((table) => (
          <option key={table} value={table}>
            {AUDIT_TABLE_LABELS[table]}
          </option>
        ))}
      </select>
      <input
        className="input w-full"
        aria-label="Filter by record id"
        placeholder={filters.table ? "Record id" : "Pick a table for a record"}
        maxLength={200}
        disabled={!filters.table}
        value={filters.record}
        onChange={(event) => set({ record: event.target.value })}
      />
      <select
        className="select w-full"
        aria-label="Filter by user"
        value={filters.user}
        onChange={(event) => set({ user: event.target.value })}
      >
        <option value="">All users</option>
        {users.data?.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
          </option>
        ))}
      </select>
      <DayInput
        label="From"
        value={filters.fromDate}
        max={filters.toDate}
        onChange={(fromDate) => set({ fromDate })}
      />
      <DayInput
        label="To"
        value={filters.toDate}
        min={filters.fromDate}
        onChange={(toDate) => set({ toDate })}
      />
    </div>
  );
}
