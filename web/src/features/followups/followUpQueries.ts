import type { EmailResponse, SendEmail, UpdateFollowUp } from "@contract";
import { CLIENT_VIEWS, useApiMutation } from "../../hooks/useApiMutation";
import { usePagedList } from "../../hooks/usePagedList";
import { api } from "../../lib/api";
import { filterQuery, pageQuery } from "../../lib/pagination";
import { queryKeys } from "../../lib/queryKeys";
import { browserTimeZone } from "../../lib/timeZone";
import type { FollowUp, FollowUpList } from "../../lib/types";

/** What an update changes; the contract's output names every field, an update only some. */
export type FollowUpChanges = Partial<UpdateFollowUp>;

export const FOLLOW_UPS_PAGE_SIZE = 10;

export type StatusFilter = "all" | "pending" | "done";
export type DateFilter = "all" | "overdue" | "today";

export interface FollowUpFilters {
  search: string;
  status: StatusFilter;
  dateFilter: DateFilter;
  page: number;
}

/** Beside the filters, the server needs the browser's time zone: "today" is the rep's day. */
const timeZoneQuery = () => ({ timeZone: browserTimeZone() });

/** The list's filters as the export takes them. */
export const followUpFilterQuery = (filters: Omit<FollowUpFilters, "page">) =>
  filterQuery({ ...filters }, timeZoneQuery());

export function useFollowUps(filters: FollowUpFilters) {
  const query = pageQuery({ ...filters }, FOLLOW_UPS_PAGE_SIZE, timeZoneQuery());
  return usePagedList<FollowUpList>({
    queryKey: queryKeys.followUps.list(query),
    path: "/api/followups",
    query,
    errorMessage: "Failed to fetch follow-ups",
  });
}

export const useUpdateFollowUp = () =>
  useApiMutation(
    ({ id, changes }: { id: string; changes: FollowUpChanges }) =>
      api.patch<FollowUp>(`/api/followups/${id}`, changes, {
        errorMessage: "Failed to update follow-up",
      }),
    CLIENT_VIEWS,
  );

/** Sends a follow-up's approved draft to the client; the answer is the mail, sent or failed. */
export const useSendFollowUpEmail = () =>
  useApiMutation(
    ({ followUpId, mail }: { followUpId: string; mail: SendEmail }) =>
      api.post<EmailResponse>(`/api/followups/${followUpId}/email`, mail, {
        errorMessage: "Failed to send the e-mail",
      }),
    CLIENT_VIEWS,
  );
