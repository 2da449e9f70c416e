// GET /api/admin/audit: the audit trail the database triggers write, read by
// admins. A "Studio-style" edit is plain SQL over the database connection as
// the postgres role, with no JWT claims, as Supabase Studio's editors run it.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, test } from "node:test";
import postgres from "postgres";
import {
  AUDITED_TABLES,
  auditPageResponse,
  type AuditEntry,
  type AuditPage,
} from "../../supabase/functions/_shared/contract/audit.ts";
import { api, createClientFor, createUser, type TestUser } from "./helpers.ts";

const db = postgres(process.env.SUPABASE_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });

let rep: TestUser;
let otherRep: TestUser;
let boss: TestUser;
let repName: string;
let client: { id: string; name: string };

const audit = async (user: TestUser, query: Record<string, string> = {}) => {
  const res = await api(`/admin/audit?${new URLSearchParams(query)}`, { token: user.token });
  assert.equal(res.status, 200, res.text);
  // Strict: a field the contract does not name fails.
  return auditPageResponse.parse(res.body);
};
const ofClient = (query: Record<string, string> = {}) =>
  audit(boss, { table: "clients", record: client.id, ...query });

before(async () => {
  repName = `Audit Rep ${randomUUID().slice(0, 6)}`;
  [rep, otherRep, boss] = await Promise.all([
    createUser("SALES", repName),
    createUser("SALES", "Audit Other Rep"),
    createUser("ADMIN", "Audit Boss"),
  ]);
  client = await createClientFor(rep, { name: "Audited Ltd", company: "Audited" });
  const res = await api(`/clients/${client.id}`, {
    method: "PUT",
    token: rep.token,
    body: { name: "Audited Ltd (renamed)" },
  });
  assert.equal(res.status, 200, res.text);
  // Studio: three edits in one transaction, so that three entries share one time.
  await db.begin(async (tx) => {
    await tx`update public.clients set company = 'Audited Group' where id = ${client.id}`;
    await tx`update public.clients set priority = 'HIGH' where id = ${client.id}`;
    await tx`update public.clients set notes = 'Fixed by hand in Studio' where id = ${client.id}`;
  });
});

after(() => db.end());

test("the contract lists exactly the tables the database tracks", async () => {
  const tracked = await db<{ name: string }[]>`
    select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
     where t.tgname = 'audit_changes'`;
  assert.deepEqual(tracked.map((t) => t.name).sort(), [...AUDITED_TABLES].sort());
});

test("a Studio-style edit shows with its author: the postgres role, no user", async () => {
  const { entries } = await ofClient();
  const studio = entries.filter((e) => e.actorRole === "postgres");
  assert.deepEqual(
    studio.map((e) => [e.action, e.actorId, e.actorName, e.oldValues, e.newValues]),
    [
      ["UPDATE", null, null, { notes: null }, { notes: "Fixed by hand in Studio" }],
      ["UPDATE", null, null, { priority: "MEDIUM" }, { priority: "HIGH" }],
      ["UPDATE", null, null, { company: "Audited" }, { company: "Audited Group" }],
    ],
  );
});

test("a rep's API edits show with the rep, newest first", async () => {
  const { entries } = await ofClient();
  const byRep = entries.filter((e) => e.actorId === rep.id);
  assert.deepEqual(
    byRep.map((e) => [e.action, e.actorName, e.actorRole]),
    [
      ["UPDATE", repName, "authenticated"],
      ["INSERT", repName, "authenticated"],
    ],
  );
  assert.deepEqual(byRep[0].oldValues, { name: "Audited Ltd" });
  assert.deepEqual(byRep[0].newValues, { name: "Audited Ltd (renamed)" });
  assert.equal(byRep[1].oldValues, null);
  assert.equal(byRep[1].newValues?.owner_id, rep.id, "values keep the tables' column names");
  const times = entries.map((e) => Date.parse(e.at));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => b - a),
  );
});

test("SALES gets 403, whatever the filters; no token gets 401", async () => {
  for (const query of ["", `?user=${rep.id}`, "?table=nope"]) {
    const res = await api(`/admin/audit${query}`, { token: rep.token });
    assert.equal(res.status, 403, res.text);
    assert.equal(res.body.error, "Only an admin can read the audit trail");
  }
  assert.equal((await api("/admin/audit", { token: otherRep.token })).status, 403);
  assert.equal((await api("/admin/audit")).status, 401);
});

test("the user filter keeps that user's entries only", async () => {
  const { entries } = await audit(boss, { user: rep.id });
  assert.ok(entries.length >= 2);
  assert.ok(entries.every((e) => e.actorId === rep.id));
  assert.deepEqual((await audit(boss, { user: otherRep.id, table: "clients" })).entries, []);
});

test("the record filter keeps one row's entries only", async () => {
  const { entries } = await ofClient();
  assert.equal(entries.length, 5);
  assert.ok(entries.every((e) => e.table === "clients" && e.recordId === client.id));
  assert.deepEqual((await audit(boss, { table: "followups", record: client.id })).entries, []);
});

test("the date range bounds the entries, both ends inclusive", async () => {
  const { entries } = await ofClient();
  const newest = entries[0].at;
  const oldest = entries.at(-1)!.at;
  // The times are stored to the microsecond and answered to the millisecond.
  const justAfterNewest = new Date(Date.parse(newest) + 1).toISOString();
  assert.equal(
    (await ofClient({ from: oldest, to: justAfterNewest })).entries.length,
    entries.length,
  );
  assert.deepEqual(
    (await ofClient({ from: new Date(Date.parse(newest) + 1000).toISOString() })).entries,
    [],
  );
  assert.deepEqual(
    (await ofClient({ to: new Date(Date.parse(oldest) - 1000).toISOString() })).entries,
    [],
  );
  const studioTime = entries.find((e) => e.actorRole === "postgres")!.at;
  const fromStudio = await ofClient({ from: studioTime });
  assert.ok(fromStudio.entries.every((e) => Date.parse(e.at) >= Date.parse(studioTime)));
  assert.ok(fromStudio.entries.length >= 3);
});

test("pages walk the entries newest first without gaps or repeats, also within one transaction", async () => {
  const all = (await ofClient()).entries;
  const walked: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const page: AuditPage = await ofClient({ limit: "2", ...(cursor ? { cursor } : {}) });
    assert.ok(page.entries.length <= 2);
    walked.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor);
  assert.deepEqual(
    walked.map((e) => e.id),
    all.map((e) => e.id),
  );
  assert.equal(
    (await ofClient({ limit: "5" })).nextCursor,
    null,
    "the last page has no next cursor",
  );
});

test("bad filter values get 400 with the field named", async () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ table: "auth.users" }, /^table: must be one of clients/],
    [{ user: "sarah" }, /^user: must be a user id/],
    [{ from: "yesterday" }, /^from: must be a date and time/],
    [{ to: "2026-13-01T00:00:00Z" }, /^to: must be a date and time/],
    [{ record: client.id }, /^record: needs the table/],
    [{ from: "2026-11-02T00:00:00Z", to: "2026-11-01T00:00:00Z" }, /^from: must not be after to/],
    [{ cursor: "abc" }, /^cursor: must be a nextCursor/],
    [{ limit: "0" }, /^limit:/],
    [{ limit: "1000" }, /^limit:/],
    [{ actor: rep.id }, /^Unknown field: actor/],
  ];
  for (const [query, message] of cases) {
    const res = await api(`/admin/audit?${new URLSearchParams(query)}`, { token: boss.token });
    assert.equal(res.status, 400, `${JSON.stringify(query)}: ${res.text}`);
    assert.match(res.body.error, message, JSON.stringify(query));
  }
});
