import type { Transaction } from "../../_shared/db.ts";
import {
  csvColumns,
  type CsvExport,
  type OwnedRow,
  ownedRowsExport,
} from "../../_shared/csv-export.ts";
import {
  CLIENT_EXPORT_HEADERS,
  type ClientExportHeader,
  type ClientFilter,
} from "../../_shared/contract/index.ts";
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

/** Each column's cell: the Add Client form's fields, then the deal and the dates. */
const CLIENT_COLUMNS = csvColumns<ClientExportHeader, ExportedClient>(CLIENT_EXPORT_HEADERS, {
  Name: (c) => c.name,
  Email: (c) => c.email,
  Phone: (c) => c.phone,
  Company: (c) => c.company,
  Status: (c) => c.status,
  Stage: (c) => c.stage,
  Priority: (c) => c.priority,
  "Deal Value": (c) => c.dealValue,
  Currency: (c) => c.currency,
  Notes: (c) => c.notes,
  "Created At": (c) => c.createdAt,
  "Updated At": (c) => c.updatedAt,
});

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
