import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import postgres from "postgres";
import {
  CLIENT_STATUSES,
  DEAL_STAGES,
  INSIGHT_TYPES,
  PRIORITIES,
} from "../../supabase/functions/_shared/contract/index.ts";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../local/db/embedded.ts";
import { prepareDatabase } from "../../local/db/migrate.ts";

// The demo data in supabase/seed.sql, applied to a fresh in-memory database
// exactly as `npm start` applies it: its shape, and what the dashboard shows.

const ADMIN = "a0000000-0000-4000-8000-000000000001";
const REPS = {
  sarah: "a0000000-0000-4000-8000-000000000002",
  marco: "a0000000-0000-4000-8000-000000000003",
  priya: "a0000000-0000-4000-8000-000000000004",
};

let db: EmbeddedDatabase;
let sql: postgres.Sql;

before(async () => {
  db = await startEmbeddedPostgres({ port: 0 });
  await prepareDatabase(db.url);
  sql = postgres(db.url, { prepare: false, max: 1, onnotice: () => {} });
});

after(async () => {
  await sql?.end();
  await db?.close();
});

interface Kpis {
  total_clients: number;
  active_chats: number;
  closing_ratio: string;
  follow_ups_due: number;
  growth: string;
}

/** dashboard_kpis() as the given user sees it, through row-level security. */
function kpisAs(userId: string): Promise<Kpis> {
  return sql.begin(async (tx) => {
    await tx`select set_config('role', 'authenticated', true),
                    set_config('request.jwt.claims', ${JSON.stringify({ sub: userId, role: "authenticated" })}, true)`;
    const [row] = await tx`select * from public.dashboard_kpis()`;
    return row as unknown as Kpis;
  }) as Promise<Kpis>;
}

const one = async <T = number>(query: Promise<postgres.RowList<postgres.Row[]>>): Promise<T> =>
  Object.values((await query)[0])[0] as T;

test("the four demo users keep their ids, usernames, roles and password", async () => {
  const users = await sql`
    select p.id, p.username, p.role, extensions.crypt('password123', u.encrypted_password) = u.encrypted_password as password_ok
      from public.profiles p join auth.users u on u.id = p.id
     order by p.id`;
  assert.deepEqual(
    users.map((u) => [u.id, u.username, u.role, u.password_ok]),
    [
      [ADMIN, "admin", "ADMIN", true],
      [REPS.sarah, "sarah", "SALES", true],
      [REPS.marco, "marco", "SALES", true],
      [REPS.priya, "priya", "SALES", true],
    ],
  );
});

test("at least 40 clients, mostly owned by the sales reps, covering every stage, status and priority", async () => {
  const [c] = await sql`
    select count(*)::int as total,
           count(*) filter (where owner_id = ${ADMIN})::int as admin_owned,
           array_agg(distinct stage order by stage) as stages,
           array_agg(distinct status order by status) as statuses,
           array_agg(distinct priority order by priority) as priorities,
           array_agg(distinct currency order by currency) as currencies,
           count(*) filter (where name !~ '^[ -~]*$')::int as non_ascii_names,
           count(*) filter (where deal_value is not null)::int as with_deal_value,
           count(*) filter (where created_at > now())::int as in_future
      from public.clients`;
  assert.ok(c.total >= 40, `${c.total} clients`);
  assert.ok(c.admin_owned <= 3, "few clients for the admin");
  assert.deepEqual(c.stages, [...DEAL_STAGES].sort());
  assert.deepEqual(c.statuses, [...CLIENT_STATUSES].sort());
  assert.deepEqual(c.priorities, [...PRIORITIES].sort());
  // INR has no exchange rate in the seed: the board shows such a deal apart, unconverted.
  assert.deepEqual(c.currencies, ["EUR", "GBP", "INR", "USD"]);
  assert.ok(c.non_ascii_names >= 4);
  assert.ok(c.with_deal_value >= 20);
  assert.equal(c.in_future, 0);

  for (const [name, id] of Object.entries(REPS)) {
    const n = await one(sql`select count(*)::int from public.clients where owner_id = ${id}`);
    assert.ok(n >= 10, `${name} owns ${n} clients`);
  }
  // Closed deals have a close date after they were created; open ones have none.
  assert.equal(
    await one(sql`select count(*)::int from public.clients
    where (stage like 'CLOSED_%') <> (closed_at is not null) or closed_at < created_at or closed_at > now()`),
    0,
  );
  // Created over the past ~14 months, with some this month and last month.
  const [spread] = await sql`
    select count(distinct date_trunc('month', created_at at time zone 'UTC'))::int as months,
           count(*) filter (where created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')::int as this_month
      from public.clients`;
  assert.ok(spread.months >= 12, `clients created in ${spread.months} months`);
  assert.ok(spread.this_month >= 3);
});

test("at least 15 chat threads with 4 to 12 messages each, in order and in the past", async () => {
  const threads = await sql`
    select t.title, t.created_at, t.last_message_at, t.owner_id, c.owner_id as client_owner, c.created_at as client_created,
           count(m.*)::int as messages,
           min(m.created_at) as first_at, max(m.created_at) as last_at,
           count(*) filter (where m.user_id is distinct from t.owner_id)::int as foreign_messages
      from public.chat_threads t
      join public.clients c on c.id = t.client_id
      join public.messages m on m.thread_id = t.id
     group by t.id, c.id`;
  assert.ok(threads.length >= 15, `${threads.length} threads`);
  for (const t of threads) {
    assert.ok(t.messages >= 4 && t.messages <= 12, `${t.title}: ${t.messages} messages`);
    assert.match(t.title, /^Chat \d{4}-\d{2}-\d{2}$/);
    assert.equal(t.title, `Chat ${t.first_at.toISOString().slice(0, 10)}`);
    assert.equal(t.owner_id, t.client_owner);
    assert.equal(t.foreign_messages, 0);
    assert.equal(t.last_message_at.getTime(), t.last_at.getTime());
    assert.ok(t.created_at < t.first_at && t.created_at >= t.client_created);
    assert.ok(t.last_at <= new Date());
  }
  assert.equal(
    (await one(sql`select count(distinct client_id)::int from public.chat_threads`)) >= 15,
    true,
  );
  // Both sides speak, and the conversations carry what the analyser looks for.
  const [m] = await sql`
    select count(*) filter (where role = 'user')::int as from_rep, count(*) filter (where role = 'assistant')::int as from_ai,
           count(*) filter (where content ~ '\\$\\d+k')::int as dollars_k,
           count(*) filter (where content ~ '€1\\.2M')::int as euro_m,
           count(*) filter (where content ~* 'between 20 and 30 thousand')::int as words,
           count(*) filter (where content ~ '\\d{1,3},\\d{3} (USD|EUR)')::int as iso_amounts,
           count(*) filter (where content ~ '\\mCFO\\M')::int as cfo,
           count(*) filter (where content ~* 'procurement')::int as procurement,
           count(*) filter (where content ~ 'Salesforce|HubSpot|Pipedrive')::int as competitors
      from public.messages`;
  for (const [k, v] of Object.entries(m)) assert.ok(v > 0, `messages: ${k}`);
});

test("read marks leave some threads with unread replies and others fully read", async () => {
  const unread = await sql.begin(async (tx) => {
    await tx`select set_config('role', 'authenticated', true),
                    set_config('request.jwt.claims', ${JSON.stringify({ sub: REPS.sarah, role: "authenticated" })}, true)`;
    return tx`select name, unread_count from public.clients_with_threads()`;
  });
  assert.ok(unread.some((r) => r.unread_count > 0));
  assert.ok(unread.some((r) => r.unread_count === 0));
});

test("follow-ups in every due bucket, including done, snoozed and AI-generated ones", async () => {
  const [f] = await sql`
    with b as (
      select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' as today,
             date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' + interval '1 day' as tomorrow
    )
    select count(*) filter (where status = 'pending' and due_at < now())::int as overdue,
           count(*) filter (where status = 'pending' and due_at >= now() and due_at < b.tomorrow)::int as later_today,
           count(*) filter (where status = 'pending' and due_at >= b.tomorrow and due_at < b.tomorrow + interval '1 day')::int as tomorrow,
           count(*) filter (where status = 'pending' and due_at >= b.tomorrow + interval '1 day' and due_at < b.today + interval '8 days')::int as next_week,
           count(*) filter (where status = 'done' and completed_at is not null)::int as done,
           count(*) filter (where status = 'snoozed')::int as snoozed,
           count(*) filter (where is_ai_generated)::int as ai
      from public.followups, b`;
  const nearMidnight = new Date().getUTCHours() === 23 && new Date().getUTCMinutes() >= 58;
  for (const [bucket, n] of Object.entries(f)) {
    if (bucket === "later_today" && nearMidnight) continue;
    assert.ok(n > 0, `no follow-up ${bucket}`);
  }
  // The owner always follows the client.
  assert.equal(
    await one(
      sql`select count(*)::int from public.followups f join public.clients c on c.id = f.client_id where f.owner_id <> c.owner_id`,
    ),
    0,
  );
});

test("every client with a conversation has a current analysis from the local provider", async () => {
  const missing = await one(sql`select count(distinct t.client_id)::int from public.chat_threads t
    where not exists (select 1 from public.client_analyses a where a.client_id = t.client_id)`);
  assert.equal(missing, 0);
  const analyses = await sql`select * from public.client_analyses`;
  const types = new Set<string>(INSIGHT_TYPES);
  for (const a of analyses) {
    assert.equal(a.provider, "local");
    assert.ok(Number(a.confidence) > 0 && Number(a.confidence) <= 1);
    assert.ok(a.next_action);
    assert.ok(Array.isArray(a.insights) && a.insights.length > 0);
    for (const i of a.insights) {
      assert.ok(types.has(i.type), `insight type ${i.type}`);
      assert.ok(typeof i.content === "string" && i.content.length > 0);
      assert.ok(i.confidence > 0 && i.confidence <= 1);
    }
    if (a.suggested_followup) {
      assert.ok(a.suggested_followup.title);
      assert.ok(!Number.isNaN(Date.parse(a.suggested_followup.dueAt)));
    }
    if (a.budget_band) assert.match(a.budget_band, /^[$€£][\d.]+[kM]-[$€£][\d.]+[kM]$/);
  }
});

test("each rep has a chat assistant and some document assistants with training examples", async () => {
  for (const [name, id] of Object.entries(REPS)) {
    const configs =
      await sql`select ai_type, persona_name from public.ai_configurations where owner_id = ${id}`;
    assert.ok(
      configs.some((c) => c.ai_type === "chat" && c.persona_name === "Sales Assistant Pro"),
      `${name} chat assistant`,
    );
    assert.ok(
      configs.some((c) => c.ai_type !== "chat"),
      `${name} document assistant`,
    );
    const examples = await one(sql`select count(*)::int from public.training_examples e
      join public.ai_configurations c on c.id = e.configuration_id where c.owner_id = ${id}`);
    assert.ok(examples > 0, `${name} training examples`);
  }
});

test("the activity feed comes only from the triggers, and no documents or files are seeded", async () => {
  const [r] = await sql`
    select (select count(*) from public.activities)::int as activities,
           ((select count(*) from public.clients) + (select count(*) from public.messages) + (select count(*) from public.followups))::int as sources,
           (select count(*) from public.documents)::int as documents,
           (select count(*) from public.files)::int as files`;
  assert.equal(r.activities, r.sources);
  assert.equal(r.documents, 0);
  assert.equal(r.files, 0);
});

test("every sales rep sees a lively dashboard, and the admin sees all of it", async () => {
  const reps = await Promise.all(Object.values(REPS).map(async (id) => kpisAs(id)));
  for (const k of reps) {
    assert.ok(k.total_clients > 0);
    assert.ok(k.active_chats > 0);
    assert.ok(Number(k.closing_ratio) > 0);
    assert.ok(k.follow_ups_due > 0);
    assert.notEqual(k.growth, null);
  }
  const [sarah] = reps;
  assert.ok(Number(sarah.growth) !== 0, "sarah has month-over-month growth");
  const admin = await kpisAs(ADMIN);
  const adminOwned = await one(
    sql`select count(*)::int from public.clients where owner_id = ${ADMIN}`,
  );
  assert.equal(admin.total_clients, reps.reduce((n, k) => n + k.total_clients, 0) + adminOwned);
  assert.equal(
    admin.follow_ups_due,
    reps.reduce((n, k) => n + k.follow_ups_due, 0) +
      (await one<number>(sql`select count(*)::int from public.followups where owner_id = ${ADMIN} and status = 'pending'
        and due_at < date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' + interval '1 day'`)),
  );
});
