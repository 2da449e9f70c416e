import { Search } from "lucide-react";
import type { DateFilter, StatusFilter } from "./followUpQueries";

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
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <label className="input w-full sm:max-w-sm">
        <Search className="size-4 text-base-content/50" aria-hidden="true" />
        <input
          type="search"
          placeholder="Search follow-ups..."
          aria-label="Search follow-ups"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </label>
      <div className="flex gap-3 sm:ml-auto">
        <select
          className="select w-full sm:w-40"
          aria-label="Filter by status"
          value={status}
          onChange={(event) => onStatusChange(event.target.value as StatusFilter)}
        >
          <option value="all">All Status</option>
          <option value="pending">Pending</option>
          <option value="done">Completed</option>
        </select>
        <select
          className="select w-full sm:w-40"
          aria-label="Filter by due date"
          value={dateFilter}
          onChange={(event) => onDateFilterChange(event.target.value as DateFilter)}
        >
          <option value="all">All Dates</option>
          <option value="overdue">Overdue</option>
          <option value="today">Due Today</option>
        </select>
      </div>
    </div>
  );
}
