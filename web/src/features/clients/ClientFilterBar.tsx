import { Search } from "lucide-react";
import type { ClientFilters } from "./clientQueries";

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
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <label className="input w-full sm:max-w-sm">
        <Search className="size-4 text-base-content/50" aria-hidden="true" />
        <input
          type="search"
          placeholder="Search clients..."
          aria-label="Search clients"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </label>
      <div className="flex gap-3 sm:ml-auto">
        <select
          className="select w-full sm:w-40"
          aria-label="Filter by status"
          value={status}
          onChange={(event) => onStatusChange(event.target.value as ClientFilters["status"])}
        >
          <option value="all">All Status</option>
          <option value="active">Active</option>
          <option value="prospect">Prospect</option>
          <option value="inactive">Inactive</option>
          <option value="churned">Churned</option>
        </select>
        <select
          className="select w-full sm:w-40"
          aria-label="Filter by priority"
          value={priority}
          onChange={(event) => onPriorityChange(event.target.value as ClientFilters["priority"])}
        >
          <option value="all">All Priority</option>
          <option value="HIGH">High</option>
          <option value="MEDIUM">Medium</option>
          <option value="LOW">Low</option>
        </select>
      </div>
    </div>
  );
}
