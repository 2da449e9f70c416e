import { FilterBar, FilterSelect } from "../../components/FilterBar";
import { PRIORITY_OPTIONS } from "../../lib/dealLabels";
import type { User } from "../../lib/types";
import type { PipelineFilters } from "./usePipelineFilters";

const PRIORITY_CHOICES = [{ value: "all", label: "All Priorities" }, ...PRIORITY_OPTIONS];

export function PipelineFilterBar({
  filters,
  owners,
  onChange,
}: {
  filters: PipelineFilters;
  /** The people whose deals an ADMIN can filter by; null for a rep, who sees only their own. */
  owners: User[] | null;
  onChange(name: keyof PipelineFilters, value: string): void;
}) {
  return (
    <FilterBar
      searchLabel="Search deals"
      search={filters.search}
      onSearchChange={(value) => onChange("search", value)}
    >
      <FilterSelect
        label="Filter by priority"
        value={filters.priority}
        options={PRIORITY_CHOICES}
        onChange={(value) => onChange("priority", value)}
      />
      {owners && (
        <FilterSelect
          label="Filter by owner"
          value={filters.owner}
          options={[
            { value: "all", label: "All Owners" },
            ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
          ]}
          onChange={(value) => onChange("owner", value)}
        />
      )}
    </FilterBar>
  );
}
