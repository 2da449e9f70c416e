import { FilterBar, FilterSelect } from "../../components/FilterBar";
import type { ClientFilters } from "./clientQueries";

const STATUS_OPTIONS: { value: ClientFilters["status"]; label: string }[] = [
  { value: "all", label: "All Status" },
  { value: "active", label: "Active" },
  { value: "prospect", label: "Prospect" },
  { value: "inactive", label: "Inactive" },
  { value: "churned", label: "Churned" },
];

const PRIORITY_OPTIONS: { value: ClientFilters["priority"]; label: string }[] = [
  { value: "all", label: "All Priority" },
  { value: "HIGH", label: "High" },
  { value: "MEDIUM", label: "Medium" },
  { value: "LOW", label: "Low" },
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
      <FilterSelect label="Filter by status" value={status} options={STATUS_OPTIONS} onChange={onStatusChange} />
      <FilterSelect
        label="Filter by priority"
        value={priority}
        options={PRIORITY_OPTIONS}
        onChange={onPriorityChange}
      />
    </FilterBar>
  );
}
