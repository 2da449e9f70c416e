import { FilterBar, FilterSelect } from "../../components/FilterBar";
import type { DateFilter, StatusFilter } from "./followUpQueries";

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All Status" },
  { value: "pending", label: "Pending" },
  { value: "done", label: "Completed" },
];

const DATE_OPTIONS: { value: DateFilter; label: string }[] = [
  { value: "all", label: "All Dates" },
  { value: "overdue", label: "Overdue" },
  { value: "today", label: "Due Today" },
];

export function FollowUpFilterBar({
  search,
  status,
  dateFilter,
  onSearchChange,
  onStatusChange,
  onDateFilterChange,
}: {
  search: string;
  status: StatusFilter;
  dateFilter: DateFilter;
  onSearchChange(value: string): void;
  onStatusChange(value: StatusFilter): void;
  onDateFilterChange(value: DateFilter): void;
}) {
  return (
    <FilterBar searchLabel="Search follow-ups" search={search} onSearchChange={onSearchChange}>
      <FilterSelect label="Filter by status" value={status} options={STATUS_OPTIONS} onChange={onStatusChange} />
      <FilterSelect
        label="Filter by due date"
        value={dateFilter}
        options={DATE_OPTIONS}
        onChange={onDateFilterChange}
      />
    </FilterBar>
  );
}
