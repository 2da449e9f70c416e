import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../lib/queryKeys";

/**
 * A client and its follow-ups show on the clients list and page, the
 * follow-ups list and the dashboard: a change to either refreshes them all.
 */
export function useInvalidateClientViews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.followUps.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
    ]);
}
