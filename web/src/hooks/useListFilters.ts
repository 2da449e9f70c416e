import { useState } from "react";
import { useDebouncedValue } from "./useDebouncedValue";
import { usePageForFilters } from "./usePageForFilters";

/** A paged list's filters: a search box and selects, each a string value. */
export type ListFilterValues = { search: string } & Record<string, string>;

/**
 * A list's filter state: the values as shown, the values to query with (the
 * search once typing stops) and the page, which goes back to 1 when they change.
 */
export function useListFilters<Values extends ListFilterValues>(initial: Values | (() => Values)) {
  const [values, setValues] = useState(initial);
  const search = useDebouncedValue(values.search, 300);
  const applied: Values = { ...values, search };
  const [page, setPage] = usePageForFilters(applied);
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  return { values, applied, page, setPage, set };
}

export type ListFilters<Values extends ListFilterValues> = ReturnType<typeof useListFilters<Values>>;
