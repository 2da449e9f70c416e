// Two admins hand two reps' clients over to a third at the same moment, on a
// native PostgreSQL (PGlite serves one connection at a time): the client
// counters must not deadlock, and must equal a fresh count after. The two
// reps' clients are visited in orders that reach the receiving rep's counters
// the opposite way round, and a third transaction holds one of those counters
// until both hand-overs wait, so both have started counting before either goes
// on. Counted row by row (before 20261129000100_client_counts_per_statement.sql)
// each then held a counter the other wanted, and one failed with 40P01.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import postgres from "postgres";
import { prepareDatabase } from "../../local/db/migrate.ts";
import {
  findNativePostgres,
  startNativePostgres,
  type NativePostgres,
} from "../../scripts/native-postgres.ts";
import { guard } from "../../bench/lib/cleanup.ts";
import { clientCountDrift } from "./client-counts.ts";
import { sleep } from "./helpers.ts";

const connect = (url: string) => postgres(url, { prepare: false, max: 1, onnotice: () => {} });

let db: NativePostgres | null = null;
let stopDb = async () => {};

before(async () => {
  if (!findNativePostgres()) return;
  db = await startNativePostgres();
  stopDb = guard(db.stop);
  await prepareDatabase(db.url, { seed: false });
});
after(() => stopDb());

/** Waits until the backend `pid` waits on a lock another one holds. */
async function blocked(sql: postgres.Sql, pid: number) {
  for (let i = 0; i < 200; i++) {
    const [row] = await sql`select cardinality(pg_blocking_pids(${pid}::int)) > 0 as blocked`;
    if (row.blocked) return;
    await sleep(25);
  }
  throw new Error(`backend ${pid} never waited on a lock`);
}

test(
  "two concurrent multi-row hand-overs to one rep do not deadlock on the client counters, which stay exact",
  {
    timeout: 120_000,
    skip: findNativePostgres() ? false : "needs a native PostgreSQL (apt-get install postgresql)",
  },
  async () => {
    const url = db!.url;
    const sql = connect(url);
    const [first, second, gate] = [connect(url), connect(url), connect(url)];
    try {
      const [from1, from2, to] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      await sql`
        insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data)
        select id, id || '@counters.test', '{"role": "SALES"}', jsonb_build_object('name', 'Rep ' || n)
          from unnest(${[from1, from2, to]}::uuid[]) with ordinality u (id, n)`;
      // Each rep's leads in three currencies, visited (by the owner's index, or in
      // the table, which agree) in this order: the first rep's counters for the
      // receiving rep are taken EUR, GBP, USD; the second rep's the other way round.
      await sql`
        insert into public.clients (owner_id, name, currency, deal_value, updated_at)
        select o, 'Client ' || n, c, 100 * n, now() - n * interval '1 minute'
          from unnest(
            array[${from1}, ${from1}, ${from1}, ${from2}, ${from2}, ${from2}, ${to}]::uuid[],
            array['EUR', 'GBP', 'USD', 'USD', 'GBP', 'EUR', 'GBP']
          ) with ordinality c (o, c, n)`;
      const pid = async (conn: postgres.Sql) =>
        (await conn`select pg_backend_pid() as pid`)[0].pid as number;
      const [firstPid, secondPid] = [await pid(first), await pid(second)];

      let openGate = () => {};
      const gateOpened = new Promise<void>((resolve) => (openGate = resolve));
      let gateHeld = () => {};
      const gateClosed = new Promise<void>((resolve) => (gateHeld = resolve));
      const held = gate.begin(async (tx) => {
        await tx`select 1 from public.client_stage_counts
                  where owner_id = ${to} and stage = 'LEAD' and currency = 'GBP' for update`;
        gateHeld();
        await gateOpened;
      });
      await gateClosed;

      const handOver = (conn: postgres.Sql, from: string) =>
        conn.begin(async (tx) => {
          await tx`set local deadlock_timeout = '100ms'`;
          await tx`set local lock_timeout = '30s'`;
          await tx`update public.clients set owner_id = ${to} where owner_id = ${from}`;
        });
      const firstDone = handOver(first, from1);
      await blocked(sql, firstPid);
      const secondDone = handOver(second, from2);
      await blocked(sql, secondPid);
      openGate();
      await held;

      const outcomes = await Promise.allSettled([firstDone, secondDone]);
      const failures = outcomes.flatMap((o) =>
        o.status === "rejected" ? [`${o.reason.code}: ${o.reason.message}`] : [],
      );
      assert.deepEqual(failures, [], "both hand-overs commit");

      const [owners] = await sql`
        select count(*) filter (where owner_id = ${to})::int as moved, count(*)::int as clients from public.clients`;
      assert.deepEqual(owners, { moved: 7, clients: 7 });
      assert.deepEqual(await clientCountDrift(sql), [], "the counters equal a fresh count");
    } finally {
      await Promise.all([sql, first, second, gate].map((c) => c.end()));
    }
  },
);

test(
  "two reps' transactions of two inserts each, over the same e-mails in opposite orders, do not deadlock",
  {
    timeout: 120_000,
    skip: findNativePostgres() ? false : "needs a native PostgreSQL (apt-get install postgresql)",
  },
  async () => {
    const url = db!.url;
    const sql = connect(url);
    const [first, second] = [connect(url), connect(url)];
    try {
      const reps = [crypto.randomUUID(), crypto.randomUUID()];
      await sql`
        insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data)
        select id, id || '@emails.test', '{"role": "SALES"}', jsonb_build_object('name', 'Rep ' || n)
          from unnest(${reps}::uuid[]) with ordinality u (id, n)`;
      // Both first inserts are made before either second one (an import's batch inserts, then
      // updates; an undo updates, then deletes): e-mails kept in a shared row per e-mail were
      // locked a, b by one and b, a by the other, and one failed with 40P01.
      let arrived = 0;
      let release = () => {};
      const bothStarted = new Promise<void>((resolve) => (release = resolve));
      const insertTwo = (conn: postgres.Sql, owner: string, emails: string[]) =>
        conn.begin(async (tx) => {
          await tx`set local deadlock_timeout = '100ms'`;
          await tx`set local lock_timeout = '30s'`;
          await tx`insert into public.clients (owner_id, name, email) values (${owner}, 'First', ${emails[0]})`;
          if (++arrived === 2) release();
          await bothStarted;
          await tx`insert into public.clients (owner_id, name, email) values (${owner}, 'Second', ${emails[1]})`;
        });
      const outcomes = await Promise.allSettled([
        insertTwo(first, reps[0], ["a@shared.example", "b@shared.example"]),
        insertTwo(second, reps[1], ["B@shared.example", "A@shared.example"]),
      ]);
      const failures = outcomes.flatMap((o) =>
        o.status === "rejected" ? [`${o.reason.code}: ${o.reason.message}`] : [],
      );
      assert.deepEqual(failures, [], "both transactions commit");
      const [{ clients }] = await sql`
        select count(*)::int as clients from public.clients where email ilike '%@shared.example'`;
      assert.equal(clients, 4);
      // Counted at each commit, lower-cased, with nothing noted left over.
      const counts = await sql`
        select email, clients::int from private.client_email_counts
         where email like '%@shared.example' order by email`;
      assert.deepEqual(
        counts.map((row) => [row.email, row.clients]),
        [
          ["a@shared.example", 2],
          ["b@shared.example", 2],
        ],
      );
      const [{ noted }] =
        await sql`select count(*)::int as noted from private.client_email_changes`;
      assert.equal(noted, 0);
    } finally {
      await Promise.all([sql, first, second].map((c) => c.end()));
    }
  },
);
