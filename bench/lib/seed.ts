// The scale dataset, loaded through SQL: generate_series inserts in one
// transaction, triggers skipped (session_replication_role = replica, LOCAL to
// that transaction) and indexes built after the load where the role may do
// that, and what the triggers would have written (threads' last_message_at,
// the activity feed with its stage changes, the audit trail, the per-owner
// client counters, the duplicates' fingerprints and e-mail counts) filled in here.
// The search vectors are generated columns, so every row gets its own as it is
// inserted.
import postgres from "postgres";
import {
  CLIENT_STATUSES,
  OPEN_STAGES,
  PRIORITIES,
} from "../../supabase/functions/_shared/contract/index.ts";
import { COMPANIES, SEED_CURRENCIES, SENTENCES, WORDS } from "./seed-words.ts";
import { BENCH_PASSWORD, idSql, KIND, type Sizes } from "./dataset.ts";

function gcd(a: number, b: number): number {
  return b ? gcd(b, a % b) : a;
}
/** A step that visits every row of 1..n once (a permutation), so rows spread over all reps. */
function coprimeStep(n: number, preferred: number): number {
  let k = preferred % n || 1;
  while (gcd(k, n) !== 1) k += 1;
  return k;
}

/**
 * A deterministic pseudo-random number in 0..m-1 for row `expr`: plain `i % m` would tie every
 * attribute to the owner (row i belongs to rep i % reps), so each rep would have one stage.
 */
const h = (expr: string, salt: number, m: number | string) =>
  `((hashint4((${expr}) * 7 + ${salt}) & 2147483647) % ${m})`;
const arr = (xs: readonly string[]) =>
  `(array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}])`;

/** The rows of each table the dataset fills; reps are the bench's own (an external database may have others). */
async function countDataset(sql: postgres.Sql): Promise<Record<string, number>> {
  const [counts] = await sql`
    select (select count(*) from public.profiles where role = 'SALES' and email like '%@bench.example')::int as reps,
           (select count(*) from public.clients)::int as clients,
           (select count(*) from public.chat_threads)::int as threads,
           (select count(*) from public.messages)::int as messages,
           (select count(*) from public.followups)::int as followups,
           (select count(*) from public.client_analyses)::int as analyses,
           (select count(*) from public.activities)::int as activities,
           (select count(*) from audit.log)::int as audit`;
  return { ...counts };
}

/** The counts of a bench dataset already in the database (a reused data folder), or null. */
export async function alreadySeeded(dbUrl: string): Promise<Record<string, number> | null> {
  const sql = postgres(dbUrl, { prepare: false, max: 1, onnotice: () => {} });
  try {
    const [{ n }] =
      await sql`select count(*)::int as n from public.profiles where email like '%@bench.example'`;
    return n ? await countDataset(sql) : null;
  } finally {
    await sql.end();
  }
}

/** The tables the seed loads in bulk. */
const LOADED_TABLES = [
  "public.clients",
  "public.chat_threads",
  "public.messages",
  "public.thread_reads",
  "public.client_analyses",
  "public.followups",
  "public.activities",
  "audit.log",
];

/**
 * Drops the loaded tables' indexes that back no constraint (primary and unique keys stay: the
 * load's own joins and ON CONFLICT use them) and answers their definitions, to build after the load.
 */
async function dropLoadedIndexes(tx: postgres.TransactionSql) {
  const indexes = await tx<{ name: string; definition: string }[]>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
     where i.indrelid = any(${LOADED_TABLES}::regclass[])
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`;
  for (const { name } of indexes) await tx.unsafe(`drop index ${name}`);
  return indexes;
}

export interface SeedReport {
  sizes: Sizes;
  counts: Record<string, number>;
  seconds: number;
  triggersSkipped: boolean;
}

/** Loads the dataset into a migrated database (no demo seed needed). */
export async function seedDataset(
  dbUrl: string,
  sizes: Sizes,
  log: (line: string) => void = () => {},
): Promise<SeedReport> {
  const started = performance.now();
  const sql = postgres(dbUrl, { prepare: false, max: 1, onnotice: () => {}, idle_timeout: 5 });
  const {
    reps,
    clients: n,
    threads: T,
    messages: M,
    followups: F,
    analyses: A,
    activities: ACT,
    audit: AUD,
  } = sizes;
  const perThread = Math.max(1, Math.ceil(M / T));
  // Row × step passes int4 from scale 10 on: the permutations multiply as bigint.
  const threadStep = coprimeStep(n, 7919);
  const analysisStep = coprimeStep(n, 104729);
  const rep = (expr: string) => idSql(KIND.user, `1 + ((${expr}) - 1) % ${reps}`);
  const step = async (label: string, text: string) => {
    const t = performance.now();
    await sql.unsafe(text);
    log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  let triggersSkipped = false;
  try {
    // Users through auth.users so the profile trigger makes the profiles (role from app_metadata).
    await step(
      "users",
      `
      with pw as materialized (select extensions.crypt('${BENCH_PASSWORD}', extensions.gen_salt('bf', 10)) as hash),
      u as (
        select ${idSql(KIND.user, "i")} as id,
               case when i = 0 then 'benchadmin' else 'rep' || i end as username,
               case when i = 0 then 'Bench Admin' else ${arr(WORDS)}[1 + i % 20] || ' Rep' || i end as name,
               case when i = 0 then 'ADMIN' else 'SALES' end as role
          from generate_series(0, ${reps}) i
      )
      insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
        confirmation_token, recovery_token, email_change_token_new, email_change)
      select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated',
             u.username || '@bench.example', pw.hash, now(),
             jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', u.role),
             jsonb_build_object('name', u.name, 'username', u.username),
             now() - interval '400 days', now(), '', '', '', ''
        from u, pw;
      insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
      select gen_random_uuid(), u.id::text, u.id,
             jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true), 'email', now(), now(), now()
        from auth.users u where u.email like '%@bench.example';`,
    );

    await sql.begin(async (tx) => {
      try {
        await tx.unsafe("savepoint replica");
        await tx.unsafe("set local session_replication_role = replica");
        triggersSkipped = true;
      } catch {
        await tx.unsafe("rollback to savepoint replica");
        log("  (cannot skip triggers as this role: loading with triggers on)");
      }
      const run = async (label: string, text: string) => {
        const t = performance.now();
        await tx.unsafe(text);
        log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
      };
      // Nothing waits on this transaction's commit, and building an index once over the loaded
      // rows is several times faster than keeping it up to date row by row (GIN above all).
      await tx.unsafe(
        "set local synchronous_commit = off; set local maintenance_work_mem = '512MB'",
      );
      const rebuild = triggersSkipped ? await dropLoadedIndexes(tx) : [];
      // A rate a day for the other currencies, so converted totals have work to do.
      await run(
        "exchange_rates",
        `
        insert into public.exchange_rates (currency, rate, valid_on)
        select c.code, c.base * (0.95 + ${h("d", 34, 100)} / 1000.0), current_date - d
          from generate_series(0, 399) d, (values ('EUR', 1.08), ('GBP', 1.27)) c(code, base)
        on conflict (currency, valid_on) do nothing`,
      );
      // created_at over the last ~13 months, updated_at within the last 90 days; ~25% closed.
      await run(
        `clients (${n})`,
        `
        insert into public.clients (id, owner_id, name, email, phone, company, status, stage, priority,
          deal_value, currency, notes, closed_at, expected_close_date, close_reason_id, close_reason_note, created_at, updated_at)
        select ${idSql(KIND.client, "i")}, ${rep("i")},
               x.first || ' ' || x.company || ' ' || i,
               'contact' || i || '@' || lower(replace(x.company, ' ', '')) || '.example',
               '+1 555 ' || lpad((i % 10000)::text, 4, '0'),
               x.company || ' ' || (array['Ltd','GmbH','Inc','SA'])[1 + ${h("i", 1, 4)}],
               ${arr(CLIENT_STATUSES)}[1 + ${h("i", 2, CLIENT_STATUSES.length)}],
               x.stage,
               ${arr(PRIORITIES)}[1 + ${h("i", 3, PRIORITIES.length)}],
               1000 + ${h("i", 4, 200000)},
               ${arr(SEED_CURRENCIES)}[1 + ${h("i", 29, SEED_CURRENCIES.length)}],
               case when ${h("i", 5, 3)} = 0 then 'Met at the trade fair; interested in the enterprise plan. ' || ${arr(SENTENCES)}[1 + ${h("i", 6, 8)}] end,
               case when x.stage in ('CLOSED_WON','CLOSED_LOST') then x.updated end,
               case when x.stage not in ('CLOSED_WON','CLOSED_LOST') and ${h("i", 30, 3)} <> 0 then current_date + ${h("i", 31, 180)} end,
               case x.stage when 'CLOSED_WON' then r.won[1 + ${h("i", 32, "cardinality(r.won)")}]
                            when 'CLOSED_LOST' then r.lost[1 + ${h("i", 32, "cardinality(r.lost)")}] end,
               case when x.stage in ('CLOSED_WON','CLOSED_LOST') and ${h("i", 33, 4)} = 0 then 'Decided after the second demo.' end,
               x.created, x.updated
          from (select array_agg(id order by sort_order) filter (where kind = 'WON') as won,
                       array_agg(id order by sort_order) filter (where kind = 'LOST') as lost
                  from public.deal_reasons where active) r,
          generate_series(1, ${n}) i,
          lateral (select ${arr(WORDS)}[1 + ${h("i", 7, 20)}] as first,
                          ${arr(COMPANIES)}[1 + ${h("i", 8, COMPANIES.length)}] as company,
                          (array['LEAD','LEAD','LEAD','LEAD','LEAD','LEAD','QUALIFIED','QUALIFIED','QUALIFIED','QUALIFIED',
                                 'PROPOSAL','PROPOSAL','PROPOSAL','NEGOTIATION','NEGOTIATION','CLOSED_WON','CLOSED_WON',
                                 'CLOSED_WON','CLOSED_LOST','CLOSED_LOST'])[1 + ${h("i", 9, 20)}] as stage,
                          now() - ${h("i", 10, 395 * 1440)} * interval '1 minute' as created,
                          now() - ${h("i", 11, 90 * 1440)} * interval '1 minute' as updated0) y0,
          lateral (select y0.*, greatest(y0.created, y0.updated0) as updated) x`,
      );
      // Each thread on a different client (a permutation of the clients), the thread's owner the client's.
      await run(
        `threads (${T})`,
        `
        insert into public.chat_threads (id, client_id, owner_id, title, created_at, last_message_at)
        select ${idSql(KIND.thread, "j")}, ${idSql(KIND.client, `1 + ((j - 1)::bigint * ${threadStep}) % ${n}`)},
               ${rep(`1 + ((j - 1)::bigint * ${threadStep}) % ${n}`)},
               'Chat ' || to_char(l.last_at, 'YYYY-MM-DD'),
               l.last_at - ${perThread} * interval '7 minutes' - interval '1 hour', null
          from generate_series(1, ${T}) j,
          lateral (select date_trunc('second', now()) - ${h("j", 12, 60 * 1440)} * interval '1 minute' as last_at) l`,
      );
      // ${perThread} messages per thread, alternating rep and assistant, 7 minutes apart, the last at the thread's time.
      await run(
        `messages (${M})`,
        `
        insert into public.messages (thread_id, role, content, user_id, created_at)
        select t.id, case when k % 2 = 0 then 'user' else 'assistant' end,
               ${arr(SENTENCES)}[1 + ${h("g", 13, 8)}] || ' ' || ${arr(SENTENCES)}[1 + ${h("g", 14, 8)}] ||
                 case when k % 2 = 1 then ' ' || ${arr(SENTENCES)}[1 + ${h("g", 15, 8)}] || ' ' || ${arr(SENTENCES)}[1 + ${h("g", 16, 8)}] else '' end,
               t.owner_id,
               t.created_at + interval '1 hour' + (k + 1) * interval '7 minutes'
          from generate_series(1, ${M}) g
          cross join lateral (select 1 + (g - 1) / ${perThread} as j, (g - 1) % ${perThread} as k) p
          join public.chat_threads t on t.id = ${idSql(KIND.thread, "p.j")}`,
      );
      await run(
        "threads.last_message_at",
        `
        update public.chat_threads t set last_message_at = x.last_at
          from (select thread_id, max(created_at) as last_at from public.messages group by thread_id) x
         where x.thread_id = t.id`,
      );
      // Two threads in three read up to a few messages back, so unread counts vary.
      await run(
        "thread_reads",
        `
        insert into public.thread_reads (thread_id, user_id, last_read_at)
        select t.id, t.owner_id, t.last_message_at - ((row_number() over (order by t.id)) % 5) * interval '7 minutes'
          from public.chat_threads t where t.last_message_at is not null and ${h("get_byte(uuid_send(t.id), 15) + 256 * get_byte(uuid_send(t.id), 14)", 28, 3)} <> 0`,
      );
      await run(
        `analyses (${A})`,
        `
        insert into public.client_analyses (client_id, stage, priority, budget_band, confidence, next_action,
          suggested_followup, insights, provider, created_at)
        select ${idSql(KIND.client, `1 + ((a - 1)::bigint * ${analysisStep}) % ${n}`)},
               ${arr(OPEN_STAGES)}[1 + ${h("a", 17, OPEN_STAGES.length)}],
               ${arr(PRIORITIES)}[1 + ${h("a", 18, PRIORITIES.length)}],
               (array['< 10k','10k-50k','50k-200k'])[1 + ${h("a", 19, 3)}],
               ${h("a", 20, 1000)} / 1000.0,
               'Send the proposal and book a demo',
               jsonb_build_object('title', 'Follow up on the proposal', 'notes', null, 'dueAt', now() + interval '3 days'),
               jsonb_build_array(jsonb_build_object('type', 'budget', 'content', 'Budget around 40k EUR', 'confidence', 0.8),
                                 jsonb_build_object('type', 'timeline', 'content', 'Wants to start next quarter', 'confidence', 0.6)),
               'local', now() - ${h("a", 21, 30 * 1440)} * interval '1 minute'
          from generate_series(1, ${A}) a`,
      );
      // 60% pending, 30% done, 10% snoozed; due within +-60 days.
      await run(
        `followups (${F})`,
        `
        insert into public.followups (id, client_id, owner_id, title, notes, due_at, status, is_ai_generated,
          completed_at, created_at, updated_at)
        select ${idSql(KIND.followup, "f")}, ${idSql(KIND.client, `1 + (f - 1) % ${n}`)}, ${rep(`1 + (f - 1) % ${n}`)},
               (array['Call back','Send proposal','Book demo','Check budget','Contract review'])[1 + ${h("f", 22, 5)}] || ' #' || f,
               case when ${h("f", 23, 2)} = 0 then ${arr(SENTENCES)}[1 + ${h("f", 24, 8)}] end,
               x.due, x.status, ${h("f", 25, 4)} = 0,
               case when x.status = 'done' then x.due end,
               x.due - interval '10 days', x.due - interval '10 days'
          from generate_series(1, ${F}) f,
          lateral (select now() + (${h("f", 26, 120 * 1440)} - 60 * 1440) * interval '1 minute' as due,
                          case when ${h("f", 27, 10)} < 6 then 'pending' when ${h("f", 27, 10)} < 9 then 'done' else 'snoozed' end as status) x`,
      );
      if (triggersSkipped) {
        // The feed the triggers would have written: every client's creation, a stage change for clients past LEAD
        // (with the close reason), then follow-ups, then the newest messages up to the size.
        const fromClients = Math.min(n, ACT);
        const fromStageChanges = Math.min(n, Math.floor((ACT - fromClients) * 0.25));
        const fromFollowups = Math.min(
          F,
          Math.floor((ACT - fromClients - fromStageChanges) * 0.375),
        );

        await run(
          `activities (${ACT})`,
          `
          insert into public.activities (owner_id, client_id, actor_id, activity_type, role, client_name, name, status, title, created_at)
          select c.owner_id, c.id, c.owner_id, 'client_update', 'user', c.name, p.name, c.status, 'New client added', c.created_at
            from public.clients c join public.profiles p on p.id = c.owner_id
           order by c.id limit ${fromClients};
          insert into public.activities (owner_id, client_id, actor_id, activity_type, role, client_name, name, status, title, created_at,
                                         reason_id, reason_note)
          select c.owner_id, c.id, c.owner_id, 'client_update', 'user', c.name, p.name, c.stage, 'Deal stage changed', c.updated_at,
                 c.close_reason_id, c.close_reason_note
            from public.clients c join public.profiles p on p.id = c.owner_id
           where c.stage <> 'LEAD'
           order by c.id limit ${fromStageChanges};
          insert into public.activities (owner_id, client_id, actor_id, activity_type, role, client_name, name, status, title, created_at)
          select f.owner_id, c.id, f.owner_id, 'followup', 'user', c.name, p.name, f.status, f.title, f.created_at
            from public.followups f join public.clients c on c.id = f.client_id join public.profiles p on p.id = f.owner_id
           order by f.id limit ${fromFollowups};
          insert into public.activities (owner_id, client_id, actor_id, activity_type, role, client_name, name, status, title, created_at)
          select c.owner_id, c.id, m.user_id, 'message', m.role, c.name,
                 case when m.role = 'assistant' then 'AI Assistant' else p.name end, null, left(m.content, 200), m.created_at
            from public.messages m join public.chat_threads t on t.id = m.thread_id
            join public.clients c on c.id = t.client_id join public.profiles p on p.id = m.user_id
           order by m.created_at desc limit greatest(0, ${ACT} - (select count(*) from public.activities));`,
        );
        // The audit trail the triggers would have written: each client's insert (the whole row, as audit.record_change
        // stores it, without the generated columns), then stage changes from LEAD, by the client's rep.
        await run(
          `audit.log (${AUD})`,
          `
          insert into audit.log (at, table_name, record_id, action, actor_id, actor_role, old_values, new_values)
          select case when a <= ${n} then c.created_at else c.updated_at - ((a - 1) / ${n}) * interval '1 hour' end,
                 'clients', c.id::text, case when a <= ${n} then 'INSERT' else 'UPDATE' end, c.owner_id, 'authenticated',
                 case when a > ${n} then jsonb_build_object('stage', 'LEAD', 'updated_at', c.created_at) end,
                 case when a <= ${n} then to_jsonb(c) - 'search_vector' - 'match_key'
                      else jsonb_build_object('stage', c.stage, 'updated_at', c.updated_at) end
            from generate_series(1, ${AUD}) a
            join public.clients c on c.id = ${idSql(KIND.client, `1 + (a - 1) % ${n}`)}`,
        );
        // The per-owner client counters the triggers keep (clients per stage and currency, per month of creation).
        await run("client counters", "select private.recount_clients()");
        // Each owner's fingerprint and the clients per e-mail the Duplicates view reads.
        await run("duplicate fingerprints", "select private.refill_client_matches()");
      }
      if (rebuild.length)
        await run(
          `indexes (${rebuild.length}), built after the load`,
          rebuild.map((index) => index.definition).join(";\n"),
        );
    });
    await step("vacuum analyze", "vacuum analyze");
    return {
      sizes,
      counts: await countDataset(sql),
      seconds: (performance.now() - started) / 1000,
      triggersSkipped,
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
