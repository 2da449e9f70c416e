import type { Transaction } from "../../_shared/db.ts";
import {
  type CsvColumn,
  type CsvExport,
  type OwnedRow,
  ownedRowsExport,
} from "../../_shared/csv-export.ts";
import type { FollowUpFilter } from "../../_shared/contract/index.ts";
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

/** The headers are the names the import reads. */
const FOLLOW_UP_COLUMNS: CsvColumn<ExportedFollowUp>[] = [
  { header: "Title", cell: (f) => f.title },
  { header: "Client", cell: (f) => f.clientName },
  { header: "Company", cell: (f) => f.clientCompany },
  { header: "Due At", cell: (f) => f.dueAt },
  { header: "Status", cell: (f) => f.status },
  { header: "Type", cell: (f) => (f.isAiGenerated ? "AI" : "Manual") },
  { header: "Notes", cell: (f) => f.notes },
  { header: "Completed At", cell: (f) => f.completedAt },
  { header: "Created At", cell: (f) => f.createdAt },
  { header: "Updated At", cell: (f) => f.updatedAt },
];

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
