// The rules the HTTP tests cannot reach without disturbing other users: the
// last-admin guard (the seed always has admins) and what a deleted user's
// files become. Each test runs in one transaction that is rolled back.
import assert from "node:assert/strict";
import { closeDatabase, sql, type Transaction } from "../../_shared/db.ts";
import { handOverUserData, updateUser } from "./queries.ts";

const testDbUrl = Deno.env.get("TEST_DB_URL");
const ROLLBACK = new Error("rollback");

function rolledBackTest(name: string, fn: (tx: Transaction) => Promise<void>): void {
  Deno.test({
    name,
    ignore: !testDbUrl,
    fn: async () => {
      const previous = Deno.env.get("SUPABASE_DB_URL");
      Deno.env.set("SUPABASE_DB_URL", testDbUrl!);
      try {
        await assert.rejects(
          sql.begin(async (tx) => {
            await fn(tx);
            throw ROLLBACK;
          }),
          (error) => error === ROLLBACK,
        );
      } finally {
        await closeDatabase();
        if (previous === undefined) Deno.env.delete("SUPABASE_DB_URL");
        else Deno.env.set("SUPABASE_DB_URL", previous);
      }
    },
  });
}

async function makeUser(tx: Transaction, role: "ADMIN" | "SALES"): Promise<string> {
  const id = crypto.randomUUID();
  await tx`
    insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data)
    values (${id}, ${`${id}@queries.test`}, ${tx.json({ role })}, ${tx.json({ name: role })})`;
  return id;
}

async function actAs(tx: Transaction, id: string) {
  await tx`select set_config('role', 'authenticated', true),
                  set_config('request.jwt.claims', ${JSON.stringify({
                    sub: id,
                    role: "authenticated",
                  })}, true)`;
}

rolledBackTest("the last admin can be neither demoted nor removed", async (tx) => {
  const admin = await makeUser(tx, "ADMIN");
  const rep = await makeUser(tx, "SALES");
  await tx`update public.profiles set role = 'SALES' where role = 'ADMIN' and id <> ${admin}`;
  await actAs(tx, admin);
  assert.deepEqual(await updateUser(tx, admin, { role: "SALES" }), { kind: "last-admin" });
  assert.deepEqual(await handOverUserData(tx, admin, rep), { kind: "last-admin" });
  const renamed = await updateUser(tx, admin, { name: "Still Admin" });
  assert.equal(renamed.kind === "updated" && renamed.user.role, "ADMIN");

  const promoted = await updateUser(tx, rep, { role: "ADMIN" });
  assert.equal(promoted.kind === "updated" && promoted.user.role, "ADMIN");
  const demoted = await updateUser(tx, admin, { role: "SALES" });
  assert.equal(demoted.kind === "updated" && demoted.user.role, "SALES");
  assert.equal(demoted.kind === "updated" && demoted.previousRole, "ADMIN");
});

rolledBackTest(
  "a deleted user's clients, documents and shown files go to the admin",
  async (tx) => {
    const admin = await makeUser(tx, "ADMIN");
    const rep = await makeUser(tx, "SALES");
    const file = async (name: string) => {
      const [row] = await tx<{ id: string }[]>`
      insert into public.files (owner_id, object_path, original_name, mime_type, size)
      values (${rep}, ${`${rep}/${name}`}, ${name}, 'text/plain', 1) returning id`;
      return row.id;
    };
    const [client] = await tx<{ id: string }[]>`
    insert into public.clients (owner_id, name) values (${rep}, 'Handed Over') returning id`;
    const [thread] = await tx<{ id: string }[]>`
    insert into public.chat_threads (client_id, owner_id) values (${client.id}, ${rep}) returning id`;
    const [message] = await tx<{ id: string }[]>`
    insert into public.messages (thread_id, role, content, user_id)
    values (${thread.id}, 'user', 'see attached', ${rep}) returning id`;
    const attached = await file("attached.txt");
    const documentFile = await file("loose-document.pdf");
    const unsent = await file("never-sent.txt");
    await tx`insert into public.message_attachments (message_id, file_id) values (${message.id}, ${attached})`;
    await tx`insert into public.documents (owner_id, kind, title, file_id)
           values (${rep}, 'proposal', 'Loose proposal', ${documentFile})`;

    await actAs(tx, admin);
    const outcome = await handOverUserData(tx, rep, admin);
    assert.deepEqual(outcome, { kind: "handed-over", leftoverPaths: [`${rep}/never-sent.txt`] });
    await tx`reset role`;

    const owner = async (table: string, id: string) =>
      (await tx`select owner_id from ${tx(table)} where id = ${id}`)[0]?.ownerId;
    assert.equal(await owner("public.clients", client.id), admin);
    assert.equal(await owner("public.chat_threads", thread.id), admin);
    assert.equal(await owner("public.files", attached), admin);
    assert.equal(await owner("public.files", documentFile), admin);
    assert.equal(await owner("public.files", unsent), rep);
    const [loose] = await tx`select owner_id from public.documents where file_id = ${documentFile}`;
    assert.equal(loose.ownerId, admin);

    await tx`delete from auth.users where id = ${rep}`;
    const [kept] = await tx`
    select (select count(*)::int from public.message_attachments where message_id = ${message.id}) as attachments,
           (select count(*)::int from public.files where id = ${unsent}) as unsent`;
    assert.deepEqual(kept, { attachments: 1, unsent: 0 });
  },
);
