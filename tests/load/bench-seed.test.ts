// The bench's dataset (bench/lib/seed.ts) at a tiny scale, on the database the
// load tests use: every table gets its size, and what the triggers would have
// written (activity feed, stage changes with their reasons, audit trail) is
// there and consistent, so `npm run bench -- --scale 10` seeds what it says.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import postgres from "postgres";
import { scaledSizes, type Sizes } from "../../bench/lib/dataset.ts";
import { seedDataset } from "../../bench/lib/seed.ts";
import { clientCountDrift } from "./client-counts.ts";
import { startTestStack, type TestStack } from "./helpers.ts";

let env: TestStack;

before(async () => {
  env = await startTestStack();
});
after(async () => {
  await env?.stop();
});

test(
  "the bench dataset at scale 0.02: sizes, close reasons, stage changes, audit rows, rates, search vectors, client counters and duplicate fingerprints",
  { timeout: 180_000 },
  async () => {
    const sizes = scaledSizes(0.02);
    const seeded = await seedDataset(env.stack.dbUrl, sizes);
    assert.equal(
      seeded.triggersSkipped,
      true,
      "the seed skips triggers as the stand-in's superuser",
    );
    const { counts } = seeded;
    // Every table but the audit log (its count is below) holds exactly its size.
    for (const k of Object.keys(sizes) as (keyof Sizes)[])
      if (k !== "audit") assert.equal(counts[k], sizes[k], k);
    // The bench's own users went in with the profile trigger on, so their profiles' audit rows come on top.
    assert.equal(counts.audit, sizes.audit + sizes.reps + 1);

    const sql = postgres(env.stack.dbUrl, { prepare: false, max: 1, onnotice: () => {} });
    try {
      const [clients] = await sql`
      select count(*) filter (where stage in ('CLOSED_WON', 'CLOSED_LOST') and close_reason_id is null)::int as closed_without_reason,
             count(*) filter (where stage not in ('CLOSED_WON', 'CLOSED_LOST') and close_reason_id is not null)::int as open_with_reason,
             count(*) filter (where expected_close_date is not null)::int as with_close_date,
             count(distinct currency)::int as currencies
        from public.clients`;
      assert.deepEqual(
        { ...clients, with_close_date: clients.with_close_date > 0 },
        { closed_without_reason: 0, open_with_reason: 0, with_close_date: true, currencies: 3 },
      );
      const [mismatched] = await sql`
      select count(*)::int as n from public.clients c join public.deal_reasons r on r.id = c.close_reason_id
       where r.kind <> case c.stage when 'CLOSED_WON' then 'WON' else 'LOST' end`;
      assert.equal(mismatched.n, 0, "a won deal has a win reason, a lost one a loss reason");
      const [changes] = await sql`
      select count(*)::int as n, count(*) filter (where a.reason_id is distinct from c.close_reason_id)::int as wrong_reason
        from public.activities a join public.clients c on c.id = a.client_id where a.title = 'Deal stage changed'`;
      assert.ok(changes.n > 0, "stage changes are in the feed");
      assert.equal(changes.wrong_reason, 0, "each stage change carries its client's close reason");
      const [audit] = await sql`
      select count(*) filter (where action = 'INSERT')::int as inserts, count(*) filter (where action = 'UPDATE')::int as updates,
             count(*) filter (where new_values ? 'search_vector')::int as with_vector
        from audit.log where table_name = 'clients'`;
      assert.deepEqual(audit, {
        inserts: sizes.clients,
        updates: sizes.audit - sizes.clients,
        with_vector: 0,
      });
      const [rates] =
        await sql`select count(distinct currency)::int as currencies from public.exchange_rates where valid_on <= current_date`;
      assert.equal(rates.currencies, 2, "EUR and GBP have rates");
      const [vectors] =
        await sql`select count(*)::int as n from public.messages where search_vector is null`;
      assert.equal(vectors.n, 0, "every message has its generated search vector");
      // The counters the triggers keep hold what a fresh count of the clients says.
      const [filled] = await sql`
      select (select count(*) from public.client_stage_counts where clients <> 0)::int as stages,
             (select count(*) from public.client_creation_counts where clients <> 0)::int as months`;
      assert.ok(filled.stages > 0 && filled.months > 0, "the counters are filled");
      assert.deepEqual(await clientCountDrift(sql), [], "the client counters equal a fresh count");
      // So do the Duplicates view's fingerprints and e-mail counts.
      const [matches] = await sql`
      with fresh as (
        select owner_id, count(*) as clients,
               coalesce(sum(hashtextextended(id::text || ' ' || match_key, 0)), 0) as fingerprint
          from public.clients group by 1
      ), fresh_emails as (
        select lower(email) as email, count(*) as clients from public.clients where email is not null group by 1
      )
      select (select count(*) from private.client_fingerprints)::int as owners,
             (select count(*) from private.client_email_counts)::int as emails,
             (select count(*) from ((select * from private.client_fingerprints except select * from fresh)
                                    union all (select * from fresh except select * from private.client_fingerprints)) d)::int as owners_off,
             (select count(*) from ((select * from private.client_email_counts except select * from fresh_emails)
                                    union all (select * from fresh_emails except select * from private.client_email_counts)) d)::int as emails_off`;
      assert.deepEqual(matches, {
        owners: sizes.reps,
        emails: sizes.clients,
        owners_off: 0,
        emails_off: 0,
      });
    } finally {
      await sql.end();
    }
  },
);
