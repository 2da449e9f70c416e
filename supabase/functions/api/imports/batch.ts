// One batch of an import: each row checked with the Add Client schema, then every new client
// inserted in one statement and every update made in one statement, in the caller's
// transaction (RLS on), with what undo needs recorded beside them.
import { callerIsAdmin, type Transaction } from "../../_shared/db.ts";
import { HttpError } from "../../_shared/errors.ts";
import { parse } from "../../_shared/validation.ts";
import {
  CLIENT_NOT_FOUND,
  createClientBody,
  type CreateClient,
  type ImportBatch,
  type ImportRow,
  type ImportRowResultResponse,
} from "../../_shared/contract/index.ts";
import { clientFields, type ClientFields, insertClients } from "../clients/queries.ts";
import { importById, lockOwnImport } from "./queries.ts";

const ONLY_ADMINS_ASSIGN = "Only an admin can assign owners";

const pastTotalRows = (totalRows: number) =>
  new HttpError(400, `This batch would take the import past its ${totalRows} rows (totalRows)`);

type Planned = { rowNo: number; action: "create" | "update"; id: string; columns: ClientFields };

/** The schema's message for an invalid row, as POST /clients would answer it. */
function rowError(values: unknown): { input?: CreateClient; error?: string } {
  try {
    return { input: parse(createClientBody, values ?? {}) };
  } catch (error) {
    if (error instanceof HttpError) return { error: error.message };
    throw error;
  }
}

/** Owners named by e-mail or id, resolved to profile ids (lower-cased e-mails and ids as keys). */
async function resolveOwners(tx: Transaction, rows: ImportRow[]) {
  const names = [...new Set(rows.flatMap((r) => (r.owner ? [r.owner.toLowerCase()] : [])))];
  const owners = new Map<string, string>();
  if (!names.length) return owners;
  const found = await tx<{ id: string; email: string }[]>`
    select id, lower(email) as email from public.profiles
     where lower(email) in ${tx(names)} or id::text in ${tx(names)}`;
  for (const { id, email } of found) {
    owners.set(id, id);
    owners.set(email, id);
  }
  return owners;
}

/** What each row will do, or why it cannot. */
async function planRows(tx: Transaction, rows: ImportRow[]) {
  const [{ me }] = await tx<{ me: string }[]>`select auth.uid() as me`;
  const admin = await callerIsAdmin(tx);
  const owners = await resolveOwners(tx, rows);
  const updating = new Map<string, number>();
  const planned: Planned[] = [];
  const results = new Map<number, ImportRowResultResponse>();
  const fail = (rowNo: number, error: string) =>
    results.set(rowNo, { rowNo, result: "failed", clientId: null, error });

  const seen = new Set<number>();
  for (const row of rows) {
    if (seen.has(row.rowNo)) throw new HttpError(400, `Row ${row.rowNo} is in the batch twice`);
    seen.add(row.rowNo);
    if (row.action === "skip") {
      results.set(row.rowNo, { rowNo: row.rowNo, result: "skipped", clientId: null, error: null });
      continue;
    }
    const { input, error } = rowError(row.values);
    if (!input) {
      fail(row.rowNo, error!);
      continue;
    }
    const ownerId = row.owner ? owners.get(row.owner.toLowerCase()) : undefined;
    if (row.owner && !admin && ownerId !== me) {
      fail(row.rowNo, ONLY_ADMINS_ASSIGN);
      continue;
    }
    if (row.owner && !ownerId) {
      fail(row.rowNo, `Owner not found: ${row.owner}`);
      continue;
    }
    const columns = clientFields(input, ownerId);
    if (row.action === "create") {
      planned.push({ rowNo: row.rowNo, action: "create", id: crypto.randomUUID(), columns });
      continue;
    }
    if (!row.clientId) {
      fail(row.rowNo, "clientId: is required to update a client");
      continue;
    }
    const clientId = row.clientId.toLowerCase();
    const earlier = updating.get(clientId);
    if (earlier !== undefined) {
      fail(row.rowNo, `Row ${earlier} of this batch already updates this client`);
      continue;
    }
    updating.set(clientId, row.rowNo);
    planned.push({ rowNo: row.rowNo, action: "update", id: clientId, columns });
  }
  return { planned, results };
}

/** New clients, in one statement, and what undo needs to delete them. */
async function insertImportedClients(tx: Transaction, importId: string, creates: Planned[]) {
  if (!creates.length) return;
  await insertClients(
    tx,
    creates.map((p) => ({ id: p.id, ...p.columns })),
  );
  await tx`
    insert into public.client_import_changes (import_id, client_id, action)
    select ${importId}, unnest(${creates.map((p) => p.id)}::uuid[]), 'created'`;
}

/**
 * Existing clients, in one statement: only the fields the row names change. RLS decides which
 * clients the caller may update; the ids it returns are the rows that succeeded. The fields
 * before the change are kept for undo (the first import to touch a client keeps its earliest).
 */
async function updateClients(tx: Transaction, importId: string, updates: Planned[]) {
  if (!updates.length) return new Set<string>();
  const rows = updates.map((p) => ({ id: p.id, set: p.columns }));
  const changed = await tx<{ id: string }[]>`
    with input as (
      select r.id, r.set from jsonb_to_recordset(${tx.json(rows)}::jsonb) as r(id uuid, set jsonb)
    ), before as (
      select c.id, jsonb_build_object(
               'owner_id', c.owner_id, 'name', c.name, 'email', c.email, 'phone', c.phone,
               'company', c.company, 'notes', c.notes, 'status', c.status, 'stage', c.stage,
               'priority', c.priority, 'deal_value', c.deal_value, 'currency', c.currency) as previous
        from public.clients c join input i on i.id = c.id
        -- In id order, so two batches updating the same clients wait instead of deadlocking.
       order by c.id
         for update of c
    ), changed as (
      update public.clients c set
        owner_id = case when i.set ? 'owner_id' then (i.set ->> 'owner_id')::uuid else c.owner_id end,
        name = i.set ->> 'name',
        email = case when i.set ? 'email' then i.set ->> 'email' else c.email end,
        phone = case when i.set ? 'phone' then i.set ->> 'phone' else c.phone end,
        company = case when i.set ? 'company' then i.set ->> 'company' else c.company end,
        notes = case when i.set ? 'notes' then i.set ->> 'notes' else c.notes end,
        status = case when i.set ? 'status' then i.set ->> 'status' else c.status end,
        stage = case when i.set ? 'stage' then i.set ->> 'stage' else c.stage end,
        priority = case when i.set ? 'priority' then i.set ->> 'priority' else c.priority end,
        deal_value = case when i.set ? 'deal_value' then (i.set ->> 'deal_value')::numeric else c.deal_value end,
        currency = case when i.set ? 'currency' then i.set ->> 'currency' else c.currency end
        from input i
       where c.id = i.id and c.id in (select b.id from before b)
      returning c.id
    ), recorded as (
      insert into public.client_import_changes (import_id, client_id, action, previous)
      select ${importId}, b.id, 'updated', b.previous
        from before b where b.id in (select id from changed)
      on conflict (import_id, client_id) do nothing
    )
    select id from changed`;
  return new Set(changed.map((c) => c.id));
}

/**
 * Saves one batch of the caller's running import in the caller's transaction. A batch number
 * already saved answers its first results again and changes nothing; the same batch sent twice
 * at once is saved by the first and answered from it to the second.
 */
export async function saveBatch(tx: Transaction, importId: string, batch: ImportBatch) {
  const current = await lockOwnImport(tx, importId, true);
  await tx`select pg_advisory_xact_lock(hashtextextended(${importId}::text || '/' || ${batch.batchNo}::text, 0))`;
  const [saved] = await tx<{ results: ImportRowResultResponse[] }[]>`
    select results from public.client_import_batches
     where import_id = ${importId} and batch_no = ${batch.batchNo}`;
  if (saved) {
    const stored = (await importById(tx, importId))!;
    return { batchNo: batch.batchNo, repeated: true, results: saved.results, import: stored };
  }
  if (current.status !== "running") {
    throw new HttpError(
      409,
      current.status === "undone" ? "This import has been undone" : "This import is finished",
    );
  }
  if (current.rowsDone + batch.rows.length > current.totalRows) {
    throw pastTotalRows(current.totalRows);
  }

  const { planned, results } = await planRows(tx, batch.rows);
  const creates = planned.filter((p) => p.action === "create");
  await insertImportedClients(tx, importId, creates);
  for (const p of creates) {
    results.set(p.rowNo, { rowNo: p.rowNo, result: "created", clientId: p.id, error: null });
  }
  const updates = planned.filter((p) => p.action === "update");
  const updated = await updateClients(tx, importId, updates);
  for (const p of updates) {
    results.set(
      p.rowNo,
      updated.has(p.id)
        ? { rowNo: p.rowNo, result: "updated", clientId: p.id, error: null }
        : { rowNo: p.rowNo, result: "failed", clientId: null, error: CLIENT_NOT_FOUND },
    );
  }

  const ordered = batch.rows.map((r) => results.get(r.rowNo)!);
  const count = (result: ImportRowResultResponse["result"]) =>
    ordered.filter((r) => r.result === result).length;
  await tx`
    insert into public.client_import_batches (import_id, batch_no, results)
    values (${importId}, ${batch.batchNo}, ${tx.json(ordered)}::jsonb)`;
  // Checked again here: batches saved meanwhile beside this one count too.
  const counted = await tx`
    update public.client_imports set
      created_count = created_count + ${count("created")},
      updated_count = updated_count + ${count("updated")},
      skipped_count = skipped_count + ${count("skipped")},
      failed_count = failed_count + ${count("failed")}
     where id = ${importId}
       and created_count + updated_count + skipped_count + failed_count + ${ordered.length} <= total_rows
    returning id`;
  if (!counted.length) throw pastTotalRows(current.totalRows);
  const stored = (await importById(tx, importId))!;
  return { batchNo: batch.batchNo, repeated: false, results: ordered, import: stored };
}
