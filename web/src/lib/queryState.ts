import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";

/** What a list's table shows: its items once they have come, whether they are loading, or why they failed. */
export interface ListState<Item> {
  items: Item[] | undefined;
  loading: boolean;
  error: Error | null;
}

/** A table's handlers for what its rows offer, each given the row's item. */
export type RowHandlers<Item, Name extends string> = Record<Name, (item: Item) => void>;

export function listState<Data, Item>(
  query: UseQueryResult<Data>,
  itemsOf: (data: Data) => Item[],
): ListState<Item> {
  return {
    items: query.data === undefined ? undefined : itemsOf(query.data),
    loading: query.isPending,
    error: query.isError ? query.error : null,
  };
}

/** What a form dialog shows of its save: busy while it runs, and the error it failed with. */
export function savingState(
  mutation: Pick<UseMutationResult<unknown, Error, never>, "isPending" | "error">,
) {
  return { busy: mutation.isPending, error: mutation.error?.message ?? null };
}
