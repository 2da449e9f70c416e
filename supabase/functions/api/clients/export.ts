import type { Transaction } from "../../_shared/db.ts";
import {
  type CsvColumn,
  type CsvExport,
  type OwnedRow,
  ownedRowsExport,
} from "../../_shared/csv-export.ts";
import type { ClientFilter } from "../../_shared/contract/index.ts";
import { clientFilter } from "./queries.ts";

interface ExportedClient extends OwnedRow {
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  status: string;
  stage: string;
  priority: string;
  dealValue: number | null;
  currency: string;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The Add Client form's fields, then the deal and the dates; the headers are the names the import reads. */
const CLIENT_COLUMNS: CsvColumn<ExportedClient>[] = [
  { header: "Name", cell: (c) => c.name },
  { header: "Email", cell: (c) => c.email },
  { header: "Phone", cell: (c) => c.phone },
  { header: "Company", cell: (c) => c.company },
  { header: "Status", cell: (c) => c.status },
  { header: "Stage", cell: (c) => c.stage },
  { header: "Priority", cell: (c) => c.priority },
  { header: "Deal Value", cell: (c) => c.dealValue },
  { header: "Currency", cell: (c) => c.currency },
  { header: "Notes", cell: (c) => c.notes },
  { header: "Created At", cell: (c) => c.createdAt },
  { header: "Updated At", cell: (c) => c.updatedAt },
];

/** Every client the list's filters and search select, newest update first; an admin's name their owner. */
export function clientExport(tx: Transaction, q: ClientFilter): Promise<CsvExport<ExportedClient>> {
  return ownedRowsExport(
    tx,
    CLIENT_COLUMNS,
    "c.owner_id",
    (owner, admin) => tx<ExportedClient[]>`
        select c.name, c.email, c.phone, c.company, c.status, c.stage, c.priority,
               c.deal_value::float8 as deal_value, c.currency, c.notes, c.created_at, c.updated_at ${owner.select}
          from public.clients c ${owner.join}
          ${clientFilter(tx, q, admin)}
         order by c.updated_at desc, c.id`,
  );
}
