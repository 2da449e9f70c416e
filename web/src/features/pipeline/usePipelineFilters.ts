import { useSearchParams } from "react-router";
import { PRIORITIES, type Priority } from "../../lib/types";

export interface PipelineFilters {
  search: string;
  priority: Priority | "all";
  /** A user id, or "all"; only an ADMIN is offered the choice. */
  owner: string;
}

const readPriority = (value: string | null): Priority | "all" =>
  PRIORITIES.includes(value as Priority) ? (value as Priority) : "all";

/** The board's filters live in the URL (?search=…&priority=…&owner=…), so Back and shared links keep them. */
export function usePipelineFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: PipelineFilters = {
    search: searchParams.get("search") ?? "",
    priority: readPriority(searchParams.get("priority")),
    owner: searchParams.get("owner") ?? "all",
  };
  const setFilter = (name: keyof PipelineFilters, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "" || value === "all") next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { filters, setFilter };
}
