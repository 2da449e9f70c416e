// The seven-day demo clean-up removes the demo account's files from Storage too,
// not only its rows: the SQL clean-up queues them and the next demo login
// deletes them through the Storage API.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import postgres from "postgres";
import { postFrom, supabaseUrl } from "./helpers.ts";

const sql = postgres(process.env.SUPABASE_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });
after(() => sql.end({ timeout: 1 }));

const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY!;
const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");

/** The object's status as the Storage API answers it to the service role. */
async function storedStatus(bucket: string, path: string): Promise<number> {
  const res = await fetch(`${supabaseUrl}/storage/v1/object/${bucket}/${encodePath(path)}`, {
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}` },
  });
  await res.body?.cancel();
  return res.status;
}

test("an expired demo account's files leave Storage: the clean-up queues them and the next demo login removes them", async () => {
  const made = await postFrom("127.0.0.10", "/auth/dev-login", { name: "Soon Gone" });
  assert.equal(made.status, 200, JSON.stringify(made.body));
  const demoId: string = made.body.user.id;
  const files = await sql<{ bucket: string; objectPath: string }[]>`
    select bucket, object_path as "objectPath" from public.files where owner_id = ${demoId}`;
  assert.ok(files.length >= 1, "the sample book has a generated document");
  for (const file of files) assert.equal(await storedStatus(file.bucket, file.objectPath), 200);

  await sql`update auth.users set created_at = now() - interval '8 days' where id = ${demoId}`;
  // What pg_cron (or the stand-in's timer) runs, as the function's owner.
  await sql`select public.delete_expired_demo_accounts()`;
  assert.equal((await sql`select 1 from auth.users where id = ${demoId}`).length, 0);

  const next = await postFrom("127.0.0.11", "/auth/dev-login", { name: "Next Visitor" });
  assert.equal(next.status, 200, JSON.stringify(next.body));
  for (const file of files) {
    assert.notEqual(
      await storedStatus(file.bucket, file.objectPath),
      200,
      `${file.objectPath} is still stored`,
    );
    const rows =
      await sql`select 1 from storage.objects where bucket_id = ${file.bucket} and name = ${file.objectPath}`;
    assert.equal(rows.length, 0, `${file.objectPath} still has its storage.objects row`);
  }
  const queued =
    await sql`select 1 from private.storage_removals where object_path = any(${files.map((f) => f.objectPath)})`;
  assert.equal(queued.length, 0, "removed files leave the queue");
});
