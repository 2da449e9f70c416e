import type { AuditedTable, AuditPage } from "@contract";
import { usePagedList } from "../../hooks/usePagedList";
import { queryKeys } from "../../lib/queryKeys";

export const AUDIT_PAGE_SIZE = 25;

/** The Audit tab's filters as the form holds them; "" is "any". */
export interface AuditFilters {
  table: AuditedTable | "";
  record: string;
  user: string;
  /** Calendar days in the browser's time zone, 'YYYY-MM-DD'. */
  fromDate: string;
  toDate: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  table: "",
  record: "",
  user: "",
  fromDate: "",
  toDate: "",
};

/** A 'YYYY-MM-DD' day's first (or last) millisecond in the browser's time zone, as an instant. */
function dayBound(day: string, end: boolean): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number);
  return end
    ? new Date(year, month - 1, date, 23, 59, 59, 999).toISOString()
    : new Date(year, month - 1, date).toISOString();
}

/** What GET /api/admin/audit is asked: a record only with its table, the days as instants. */
export function auditQueryParams(filters: AuditFilters, cursor: string | undefined) {
  const record = filters.table ? filters.record.trim() : "";
  return {
    table: filters.table || undefined,
    record: record || undefined,
    user: filters.user || undefined,
    from: dayBound(filters.fromDate, false),
    to: dayBound(filters.toDate, true),
    limit: AUDIT_PAGE_SIZE,
    cursor,
  };
}

export function useAuditPage(filters: AuditFilters, cursor: string | undefined) {
  const query = auditQueryParams(filters, cursor);
  return usePagedList<AuditPage>({
    queryKey: queryKeys.admin.audit(query),
    path: "/api/admin/audit",
    query,
    errorMessage: "Failed to load the audit trail",
  });
}
