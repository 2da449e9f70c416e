// The stand-in's timer runs the migration's demo clean-up, as pg_cron does on a hosted project.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, test } from "node:test";
import postgres from "postgres";
import { startDemoAccountCleanup } from "../../local/auth/demoAccounts.ts";

const sql = postgres(process.env.SUPABASE_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });
after(() => sql.end({ timeout: 1 }));

async function demoUser(daysOld: number, demo: boolean) {
  const id = randomUUID();
  await sql`
    insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    values ('00000000-0000-0000-0000-000000000000', ${id}, 'authenticated', 'authenticated', ${`cleanup-${id}@example.com`},
            ${sql.json({ role: "SALES", ...(demo ? { demo: true } : {}) })}, ${sql.json({ name: "Cleanup Test" })},
            now() - make_interval(days => ${daysOld}), now())`;
  return id;
}

test("demo accounts older than seven days are removed on the timer; newer ones and real accounts stay", async () => {
  const expired = await demoUser(8, true);
  const fresh = await demoUser(1, true);
  const realOld = await demoUser(30, false);
  const lines: string[] = [];
  const stop = startDemoAccountCleanup(sql, (line) => lines.push(line), 100);
  try {
    for (let i = 0; i < 50 && lines.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    stop();
  }
  assert.match(lines[0] ?? "", /^removed \d+ demo account\(s\) older than seven days$/);
  const left = await sql`select id from auth.users where id in (${expired}, ${fresh}, ${realOld})`;
  assert.deepEqual(left.map((row) => row.id).sort(), [fresh, realOld].sort());
  assert.equal(
    (await sql`select count(*)::int as n from public.profiles where id = ${expired}`)[0].n,
    0,
  );
  await sql`delete from auth.users where id in (${fresh}, ${realOld})`;
});
