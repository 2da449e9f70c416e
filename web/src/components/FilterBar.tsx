import type { ReactNode } from "react";
import { Search } from "lucide-react";
import type { ListFilterValues, ListFilters } from "../hooks/useListFilters";
import { SelectOptions } from "./SelectOptions";

/** A list's search box, with its filter selects on the right. */
export function FilterBar({
  searchLabel,
  search,
  onSearchChange,
  children,
}: {
  /** Also the placeholder, with '...': "Search clients". */
  searchLabel: string;
  search: string;
  onSearchChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <label className="input w-full sm:max-w-sm">
        <Search className="size-4 text-base-content/50" aria-hidden="true" />
        <input
          type="search"
          placeholder={`${searchLabel}...`}
          aria-label={searchLabel}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </label>
      <div className="flex gap-3 sm:ml-auto">{children}</div>
    </div>
  );
}

export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange(value: Value): void;
}) {
  return (
    <select
      className="select w-full sm:w-40"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
    >
      <SelectOptions options={options} />
    </select>
  );
}

export interface ListFilterSelect<Values extends ListFilterValues> {
  key: Exclude<keyof Values & string, "search">;
  label: string;
  options: { value: string; label: string }[];
}

/** The filter bar of a list whose filters `useListFilters` holds: its search box and one select per filter. */
export function ListFilterBar<Values extends ListFilterValues>({
  searchLabel,
  filters,
  selects,
}: {
  searchLabel: string;
  filters: ListFilters<Values>;
  selects: ListFilterSelect<Values>[];
}) {
  return (
    <FilterBar
      searchLabel={searchLabel}
      search={filters.values.search}
      onSearchChange={(search) => filters.set("search", search)}
    >
      {selects.map((select) => (
        <FilterSelect
          key={select.key}
          label={select.label}
          value={filters.values[select.key]}
          options={select.options}
          onChange={(value) => filters.set(select.key, value as Values[typeof select.key])}
        />
      ))}
    </FilterBar>
  );
}
