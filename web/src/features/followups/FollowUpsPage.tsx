import { useState } from "react";
import { useSearchParams } from "react-router";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { ListCard, type ListDescription } from "../../components/ListCard";
import { PageHeader } from "../../components/PageHeader";
import { useToast } from "../../components/toastContext";
import { useDialogFor } from "../../hooks/useDialogFor";
import { useListFilters } from "../../hooks/useListFilters";
import { listState, savingState } from "../../lib/queryState";
import type { FollowUp } from "../../lib/types";
import { FollowUpEditDialog } from "./FollowUpEditDialog";
import {
  FOLLOW_UPS_PAGE_SIZE,
  followUpFilterQuery,
  useFollowUps,
  type FollowUpChanges,
  useUpdateFollowUp,
  type DateFilter,
  type FollowUpFilters,
  type StatusFilter,
} from "./followUpQueries";
import { FollowUpSummaryCards } from "./FollowUpSummaryCards";
import { FollowUpsTable } from "./FollowUpsTable";
import { FollowUpViewDialog } from "./FollowUpViewDialog";
import { SendEmailDialog } from "./SendEmailDialog";
import { useFollowUpEmailing } from "./useFollowUpEmailing";

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All Status" },
  { value: "pending", label: "Pending" },
  { value: "done", label: "Completed" },
];

const DATE_OPTIONS: { value: DateFilter; label: string }[] = [
  { value: "all", label: "All Dates" },
  { value: "overdue", label: "Overdue" },
  { value: "today", label: "Due Today" },
];

type FollowUpFilterValues = Omit<FollowUpFilters, "page">;

const FOLLOW_UP_LIST: ListDescription<FollowUpFilterValues> = {
  label: "Follow-up list",
  searchLabel: "Search follow-ups",
  selects: [
    { key: "status", label: "Filter by status", options: STATUS_OPTIONS },
    { key: "dateFilter", label: "Filter by due date", options: DATE_OPTIONS },
  ],
  pageSize: FOLLOW_UPS_PAGE_SIZE,
};

function fromParam<T extends string>(value: string | null, options: { value: T }[]): T {
  return options.find((option) => option.value === value)?.value ?? options[0]!.value;
}

export default function FollowUpsPage() {
  const toast = useToast();
  // The dashboard's bell links here with ?dateFilter=overdue.
  const [searchParams] = useSearchParams();
  const filters = useListFilters<FollowUpFilterValues>(() => ({
    search: "",
    status: fromParam(searchParams.get("status"), STATUS_OPTIONS),
    dateFilter: fromParam(searchParams.get("dateFilter"), DATE_OPTIONS),
  }));
  const [viewing, setViewing] = useState<FollowUp | null>(null);

  const followUps = useFollowUps({ ...filters.applied, page: filters.page });
  const saveEdit = useUpdateFollowUp();
  const complete = useUpdateFollowUp();
  const emailing = useFollowUpEmailing();
  const drafting = emailing.drafting;

  const [editing, openEdit, closeEdit] = useDialogFor<FollowUp>([saveEdit]);

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
      <PageHeader
        title="Follow-ups"
        subtitle="Manage your client follow-up tasks"
        actions={
          <ExportCsvButton
            path="/api/followups/export"
            query={followUpFilterQuery(filters.applied)}
          />
        }
      />
      <FollowUpSummaryCards
        summary={followUps.isError ? undefined : followUps.data?.summary}
        failed={followUps.isError}
      />
      <ListCard list={FOLLOW_UP_LIST} filters={filters} query={followUps}>
        <FollowUpsTable
          list={listState(followUps, (data) => data.followUps)}
          completingId={complete.isPending ? (complete.variables?.id ?? null) : null}
          onEdit={openEdit}
          onView={setViewing}
          onComplete={handleComplete}
          onSend={emailing.open}
        />
      </ListCard>

      {editing && (
        <FollowUpEditDialog
          key={editing.id}
          followUp={editing}
          {...savingState(saveEdit)}
          onSubmit={(changes) => handleSave(editing, changes)}
          onClose={closeEdit}
        />
      )}
      {drafting?.client.email && (
        <SendEmailDialog
          key={drafting.id}
          followUp={drafting}
          clientName={drafting.client.name}
          clientEmail={drafting.client.email}
          {...emailing.saving}
          onSubmit={emailing.send}
          onClose={emailing.close}
        />
      )}
      {viewing && <FollowUpViewDialog followUp={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
