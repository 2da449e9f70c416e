import { useState } from "react";
import { useSearchParams } from "react-router";
import { ListCard } from "../../components/ListCard";
import { PageHeader } from "../../components/PageHeader";
import { useToast } from "../../components/toastContext";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { usePageForFilters } from "../../hooks/usePageForFilters";
import type { FollowUp } from "../../lib/types";
import { FollowUpEditDialog } from "./FollowUpEditDialog";
import { FollowUpFilterBar } from "./FollowUpFilterBar";
import {
  FOLLOW_UPS_PAGE_SIZE,
  useFollowUps,
  type FollowUpChanges,
  useUpdateFollowUp,
  type DateFilter,
  type StatusFilter,
} from "./followUpQueries";
import { FollowUpSummaryCards } from "./FollowUpSummaryCards";
import { FollowUpsTable } from "./FollowUpsTable";
import { FollowUpViewDialog } from "./FollowUpViewDialog";

const DATE_FILTERS: DateFilter[] = ["all", "overdue", "today"];
const STATUS_FILTERS: StatusFilter[] = ["all", "pending", "done"];

function fromParam<T extends string>(value: string | null, allowed: T[]): T {
  return allowed.includes(value as T) ? (value as T) : allowed[0]!;
}

export default function FollowUpsPage() {
  const toast = useToast();
  // The dashboard's bell links here with ?dateFilter=overdue.
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState(() => fromParam(searchParams.get("status"), STATUS_FILTERS));
  const [dateFilter, setDateFilter] = useState(() =>
    fromParam(searchParams.get("dateFilter"), DATE_FILTERS),
  );
  const debouncedSearch = useDebouncedValue(search, 300);
  const [page, setPage] = usePageForFilters([debouncedSearch, status, dateFilter]);
  const [editing, setEditing] = useState<FollowUp | null>(null);
  const [viewing, setViewing] = useState<FollowUp | null>(null);

  const followUps = useFollowUps({ search: debouncedSearch, status, dateFilter, page });
  const saveEdit = useUpdateFollowUp();
  const complete = useUpdateFollowUp();

  const closeEdit = () => {
    setEditing(null);
    saveEdit.reset();
  };

  const handleSave = (followUp: FollowUp, changes: FollowUpChanges) =>
    saveEdit.mutate(
      { id: followUp.id, changes },
      {
        onSuccess: () => {
          closeEdit();
          toast.notify("Follow-up updated", "success");
        },
      },
    );

  const handleComplete = (followUp: FollowUp) =>
    complete.mutate(
      { id: followUp.id, changes: { status: "done" } },
      {
        onSuccess: () => toast.notify(`Completed: ${followUp.title}`, "success"),
        onError: (error) => toast.notify(`Error: ${error.message}`, "error"),
      },
    );

  return (
    <>
      <PageHeader title="Follow-ups" subtitle="Manage your client follow-up tasks" />
      <FollowUpSummaryCards
        summary={followUps.isError ? undefined : followUps.data?.summary}
        failed={followUps.isError}
      />
      <ListCard
        label="Follow-up list"
        filters={
          <FollowUpFilterBar
            search={search}
            status={status}
            dateFilter={dateFilter}
            onSearchChange={setSearch}
            onStatusChange={setStatus}
            onDateFilterChange={setDateFilter}
          />
        }
        query={followUps}
        page={page}
        pageSize={FOLLOW_UPS_PAGE_SIZE}
        onPageChange={setPage}
      >
        <FollowUpsTable
          followUps={followUps.data?.followUps}
          loading={followUps.isPending}
          error={followUps.isError ? followUps.error : null}
          completingId={complete.isPending ? (complete.variables?.id ?? null) : null}
          onEdit={setEditing}
          onView={setViewing}
          onComplete={handleComplete}
        />
      </ListCard>

      {editing && (
        <FollowUpEditDialog
          key={editing.id}
          followUp={editing}
          busy={saveEdit.isPending}
          error={saveEdit.error?.message ?? null}
          onSubmit={(changes) => handleSave(editing, changes)}
          onClose={closeEdit}
        />
      )}
      {viewing && <FollowUpViewDialog followUp={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
