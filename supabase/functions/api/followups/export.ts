import type { Transaction } from "../../_shared/db.ts";
import {
  csvColumns,
  type CsvExport,
  type OwnedRow,
  ownedRowsExport,
} from "../../_shared/csv-export.ts";
import {
  FOLLOW_UP_EXPORT_HEADERS,
  type FollowUpExportHeader,
  type FollowUpFilter,
} from "../../_shared/contract/index.ts";
import { callersClients, followUpFilter } from "./queries.ts";

interface ExportedFollowUp extends OwnedRow {
  title: string;
  clientName: string;
  clientCompany: string | null;
  dueAt: Date;
  status: string;
  isAiGenerated: boolean;
  notes: string | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const FOLLOW_UP_COLUMNS = csvColumns<FollowUpExportHeader, ExportedFollowUp>(
  FOLLOW_UP_EXPORT_HEADERS,
  {
    Title: (f) => f.title,
    Client: (f) => f.clientName,
    Company: (f) => f.clientCompany,
    "Due At": (f) => f.dueAt,
    Status: (f) => f.status,
    Type: (f) => (f.isAiGenerated ? "AI" : "Manual"),
    Notes: (f) => f.notes,
    "Completed At": (f) => f.completedAt,
    "Created At": (f) => f.createdAt,
    "Updated At": (f) => f.updatedAt,
  },
);

/** Every follow-up the list's filters and search select, soonest due first, as the list orders them. */
export function followUpExport(
  tx: Transaction,
  q: FollowUpFilter,
): Promise<CsvExport<ExportedFollowUp>> {
  return ownedRowsExport(
    tx,
    FOLLOW_UP_COLUMNS,
    "f.owner_id",
    (owner, admin) => tx<ExportedFollowUp[]>`
        select f.title, c.name as client_name, c.company as client_company, f.due_at, f.status,
               f.is_ai_generated, f.notes, f.completed_at, f.created_at, f.updated_at ${owner.select}
          from public.followups f join public.clients c on c.id = f.client_id ${owner.join}
         where true ${followUpFilter(tx, q, admin)} ${callersClients(tx, admin)}
         order by f.due_at, f.id`,
  );
}
