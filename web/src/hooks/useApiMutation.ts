import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { queryKeys } from "../lib/queryKeys";

/**
 * A client and its follow-ups show on the clients list and page, the
 * follow-ups list and the dashboard: a change to either refreshes them all.
 */
export const CLIENT_VIEWS: readonly QueryKey[] = [
  queryKeys.clients.all,
  queryKeys.followUps.all,
  queryKeys.dashboard.all,
];

/** Refreshes the queries under each of `keys`, all at once. */
export function useInvalidate(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A write to the API that, once it succeeds, refreshes the queries under `refreshes`. */
export function useApiMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  refreshes: readonly QueryKey[],
) {
  return useMutation({ mutationFn, onSuccess: useInvalidate(refreshes) });
}
