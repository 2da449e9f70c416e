import type { Transaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import type { Stored } from "../../_shared/validation.ts";
import { deleteClientsAndFiles } from "../clients/queries.ts";
import {
  type CreateImport,
  IMPORT_UNDO_HOURS,
  type ImportResponse,
} from "../../_shared/contract/index.ts";

export type StoredImport = Stored<
  ImportResponse,
  "createdAt" | "finishedAt" | "undoneAt" | "undoUntil"
>;

export const IMPORT_NOT_FOUND = "Import not found";

const importColumns = (tx: Transaction) =>
  tx`i.id, i.owner_id, i.file_name, i.total_rows, i.status,
     i.created_count as created, i.updated_count as updated,
     i.skipped_count as skipped, i.failed_count as failed,
     coalesce((select array_agg(b.batch_no order by b.batch_no)
                 from public.client_import_batches b where b.import_id = i.id), '{}') as batches_done,
     i.created_at, i.finished_at, i.undone_at,
     i.created_at + make_interval(hours => ${IMPORT_UNDO_HOURS}) as undo_until`;

export async function createImport(tx: Transaction, input: CreateImport) {
  const [{ id }] = await tx<{ id: string }[]>`
    insert into public.client_imports (file_name, total_rows)
    values (${input.fileName}, ${input.totalRows})
    returning id`;
  return (await importById(tx, id))!;
}

/** One import the caller can see (an admin sees everyone's); null when there is none. */
export async function importById(tx: Transaction, id: string) {
  const [row] = await tx<StoredImport[]>`
    select ${importColumns(tx)} from public.client_imports i where i.id = ${id}`;
  return row ?? null;
}

/** The caller's own imports, newest first. */
export function listImports(tx: Transaction) {
  return tx<StoredImport[]>`
    select ${importColumns(tx)} from public.client_imports i
     where i.owner_id = (select auth.uid())
     order by i.created_at desc, i.id
     limit 50`;
}

/**
 * The caller's own import, locked until the transaction ends. Finish and undo lock it `for
 * update`, so they wait for the batches being saved and run alone; batches lock it `for key
 * share`, so several batches of one import are saved side by side. Another rep's import, or an
 * admin's look at one, is not found.
 */
export async function lockOwnImport(tx: Transaction, id: string, alongsideBatches = false) {
  const [row] = await tx<
    { status: ImportResponse["status"]; totalRows: number; rowsDone: number; expired: boolean }[]
  >`
    select i.status, i.total_rows,
           i.created_count + i.updated_count + i.skipped_count + i.failed_count as rows_done,
           i.created_at <= now() - make_interval(hours => ${IMPORT_UNDO_HOURS}) as expired
      from public.client_imports i
     where i.id = ${id} and i.owner_id = (select auth.uid())
       ${alongsideBatches ? tx`for key share` : tx`for update`}`;
  if (!row) throw new HttpError(404, IMPORT_NOT_FOUND);
  return row;
}

/** Marks the caller's import done; an import already done or undone stays as it is. */
export async function finishImport(tx: Transaction, id: string) {
  await lockOwnImport(tx, id);
  await tx`
    update public.client_imports set status = 'done', finished_at = now()
     where id = ${id} and status = 'running'`;
  return (await importById(tx, id))!;
}

/**
 * Reverts the caller's import: deletes the clients it created, with everything under them as
 * a client's delete does, and puts back the fields of the clients it updated. Returns the
 * Storage paths of the deleted clients' files, to remove after the commit.
 */
export async function undoImport(tx: Transaction, id: string) {
  const current = await lockOwnImport(tx, id);
  if (current.status === "undone") throw new HttpError(409, "This import has already been undone");
  if (current.expired) {
    throw new HttpError(
      409,
      `An import can only be undone within ${IMPORT_UNDO_HOURS} hours of starting it`,
    );
  }
  await tx`
    update public.clients c set
      owner_id = p.owner_id, name = p.name, email = p.email, phone = p.phone, company = p.company,
      notes = p.notes, status = p.status, stage = p.stage, priority = p.priority,
      deal_value = p.deal_value, currency = p.currency
      from public.client_import_changes ch
     cross join lateral jsonb_populate_record(null::public.clients, ch.previous) p
     where ch.import_id = ${id} and ch.action = 'updated' and c.id = ch.client_id`;
  const { paths } = await deleteClientsAndFiles(
    tx,
    tx`select ch.client_id from public.client_import_changes ch
        where ch.import_id = ${id} and ch.action = 'created'`,
  );
  await tx`
    update public.client_imports set status = 'undone', undone_at = now(),
           finished_at = coalesce(finished_at, now())
     where id = ${id}`;
  return { import: (await importById(tx, id))!, paths };
}
