import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/** A paged list's filters: a search box and selects, each a string value. */
export type ListFilterValues = { search: string } & Record<string, string>;

const SEARCH_SETTLES_MS = 300;

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * A list's filter state, kept in the URL (`?search=&status=&page=`) so Back and a shared link
 * bring the same list back: the values as shown, the values to query with (the search once typing
 * stops) and the page, which goes back to 1 when a filter changes. A value equal to its default
 * is left out of the URL. A select or page change is a history entry; typing replaces the entry.
 */
export function useListFilters<Values extends ListFilterValues>(defaults: Values | (() => Values)) {
  const [params, setParams] = useSearchParams();
  const [initial] = useState(defaults);
  const applied = Object.fromEntries(
    Object.entries(initial).map(([key, fallback]) => [key, params.get(key) ?? fallback]),
  ) as Values;
  // What is typed but not in the URL yet; the URL wins once it no longer says what typing began from.
  const [draft, setDraft] = useState<{ text: string; from: string } | null>(null);
  const typing = draft && (applied.search === draft.from || applied.search === draft.text);
  const values: Values = { ...applied, search: typing ? draft.text : applied.search };
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // React Router hands a functional update the params of the render that made the setter, so a
  // search written after a pause would put back a filter chosen meanwhile: read the latest instead.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  });

  const write = (changes: Record<string, string>, replace: boolean) =>
    setParams(
      () => {
        const next = new URLSearchParams(latest.current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === initial[key]) next.delete(key);
          else next.set(key, value);
        }
        next.delete("page");
        return next;
      },
      { replace },
    );

  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    if (key !== "search") {
      write({ [key]: value }, false);
      return;
    }
    const text = value as string;
    setDraft({ text, from: typing ? draft.from : applied.search });
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      write({ search: text }, true);
      setDraft({ text, from: text });
    }, SEARCH_SETTLES_MS);
  };

  const setPage = (page: number) =>
    setParams(() => {
      const next = new URLSearchParams(latest.current);
      if (page > 1) next.set("page", String(page));
      else next.delete("page");
      return next;
    });

  return { values, applied, page: pageFrom(params), setPage, set };
}

export type ListFilters<Values extends ListFilterValues> = ReturnType<
  typeof useListFilters<Values>
>;
