import { FilterBar, FilterSelect } from "../../components/FilterBar";
import { PRIORITY_OPTIONS, STATUS_OPTIONS } from "../../lib/dealLabels";
import type { ClientFilters } from "./clientQueries";

const STATUS_FILTERS: { value: ClientFilters["status"]; label: string }[] = [
  { value: "all", label: "All Status" },
  ...STATUS_OPTIONS,
];

const PRIORITY_FILTERS: { value: ClientFilters["priority"]; label: string }[] = [
  { value: "all", label: "All Priority" },
  ...PRIORITY_OPTIONS,
];

export function ClientFilterBar({
  search,
  status,
  priority,
  onSearchChange,
  onStatusChange,
  onPriorityChange,
}: {
  search: string;
  status: ClientFilters["status"];
  priority: ClientFilters["priority"];
  onSearchChange(value: string): void;
  onStatusChange(value: ClientFilters["status"]): void;
  onPriorityChange(value: ClientFilters["priority"]): void;
}) {
  return (
    <FilterBar searchLabel="Search clients" search={search} onSearchChange={onSearchChange}>
      <FilterSelect label="Filter by status" value={status} options={STATUS_FILTERS} onChange={onStatusChange} />
      <FilterSelect
        label="Filter by priority"
        value={priority}
        options={PRIORITY_FILTERS}
        onChange={onPriorityChange}
      />
    </FilterBar>
  );
}
