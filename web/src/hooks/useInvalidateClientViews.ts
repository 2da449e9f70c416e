import { useQueryClient } from "@tanstack/react-query";
import { CLIENT_VIEWS } from "./useApiMutation";

/** Refreshes every view of clients and follow-ups (see CLIENT_VIEWS). */
export function useInvalidateClientViews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(CLIENT_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
