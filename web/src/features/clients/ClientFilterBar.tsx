import { FilterBar, FilterSelect } from "../../components/FilterBar";
import { PRIORITY_LABELS, STATUS_LABELS } from "../../lib/dealLabels";
import { CLIENT_STATUSES, PRIORITIES } from "../../lib/types";
import type { ClientFilters } from "./clientQueries";

const STATUS_OPTIONS: { value: ClientFilters["status"]; label: string }[] = [
  { value: "all", label: "All Status" },
  ...CLIENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

const PRIORITY_OPTIONS: { value: ClientFilters["priority"]; label: string }[] = [
  { value: "all", label: "All Priority" },
  ...PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] })),
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
