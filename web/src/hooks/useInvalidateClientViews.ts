import { CLIENT_VIEWS, useInvalidate } from "./useApiMutation";

/** Refreshes every view of clients and follow-ups (see CLIENT_VIEWS). */
export const useInvalidateClientViews = () => useInvalidate(CLIENT_VIEWS);
