import type { Transaction } from "../../_shared/db.ts";
import { auditCursor, type AuditPage, type AuditQuery } from "../../_shared/contract/index.ts";

// Each filter matches an index: (table_name, record_id, at, id), (actor_id, at, id), (at, id).
function filters(tx: Transaction, q: AuditQuery) {
  return tx`
    ${q.table ? tx`and l.table_name = ${q.table}` : tx``}
    ${q.record ? tx`and l.record_id = ${q.record}` : tx``}
    ${q.user ? tx`and l.actor_id = ${q.user}::uuid` : tx``}
    ${q.from ? tx`and l.at >= ${q.from}::timestamptz` : tx``}
    ${q.to ? tx`and l.at <= ${q.to}::timestamptz` : tx``}
    ${
      q.cursor
        ? tx`and (l.at, l.id) < (timestamptz 'epoch' + ${q.cursor.atMicros}::bigint * interval '1 microsecond',
                                ${q.cursor.id}::bigint)`
        : tx``
    }`;
}

/**
 * A page of the audit log, newest first; RLS shows it to admins only. The
 * logged values come back as JSON text so that their keys stay the tables'
 * column names (the client's camelCase transform would rename them). The
 * cursor carries the time in whole microseconds, which a JS Date cannot hold.
 */
export async function listAuditEntries(tx: Transaction, q: AuditQuery): Promise<AuditPage> {
  const rows = await tx`
    select l.id::text as id, l.at, l.table_name, l.record_id, l.action, l.actor_id,
           p.name as actor_name, l.actor_role, l.old_values::text as old_values,
           l.new_values::text as new_values,
           (extract(epoch from l.at) * 1000000)::bigint::text as at_micros
      from audit.log l
      left join public.profiles p on p.id = l.actor_id
     where true ${filters(tx, q)}
     order by l.at desc, l.id desc
     limit ${q.limit + 1}`;
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: (row.at as Date).toISOString(),
      table: row.tableName,
      recordId: row.recordId,
      action: row.action,
      actorId: row.actorId,
      actorName: row.actorName,
      actorRole: row.actorRole,
      oldValues: row.oldValues === null ? null : JSON.parse(row.oldValues),
      newValues: row.newValues === null ? null : JSON.parse(row.newValues),
    })),
    nextCursor: rows.length > q.limit && last ? auditCursor(last.atMicros, last.id) : null,
  };
}
