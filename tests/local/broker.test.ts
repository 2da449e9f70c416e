import assert from "node:assert/strict";
import net from "node:net";
import { after, before, test } from "node:test";
import postgres from "postgres";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../local/db/embedded.ts";
import { applyPlatformSchema } from "../../local/db/migrate.ts";
import { query, startupMessage } from "../../local/db/wire.ts";

const USERS = Array.from({ length: 8 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
let db: EmbeddedDatabase;
let sql: postgres.Sql;

before(async () => {
  db = await startEmbeddedPostgres({ port: 0, idleInTransactionTimeoutMs: 400 });
  sql = postgres(db.url, { prepare: false, max: 8, onnotice: () => {} });
  await applyPlatformSchema(sql);
  await sql
    .unsafe(
      `
    create table public.notes (id serial primary key, owner uuid not null, body text not null);
    alter table public.notes enable row level security;
    create policy "notes: owners read their own" on public.notes for select to authenticated using (owner = (select auth.uid()));
    create policy "notes: owners add their own" on public.notes for insert to authenticated with check (owner = (select auth.uid()));
    grant select, insert on public.notes to authenticated;
    grant usage on sequence public.notes_id_seq to authenticated;
  `,
    )
    .simple();
  for (const owner of USERS)
    await sql`insert into public.notes (owner, body) select ${owner}, 'note ' || g from generate_series(1, 5) g`;
});

after(async () => {
  await sql.end();
  await db.close();
});

function asUser<T>(user: string, fn: (tx: postgres.TransactionSql) => Promise<T>) {
  return sql.begin(async (tx) => {
    await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: user, role: "authenticated" })}, true)`;
    return fn(tx);
  });
}

/** Opens a raw connection and sends `statements` as one simple query; resolves with the socket. */
function rawConnection(
  statements: string,
): Promise<{ socket: net.Socket; received: () => string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(db.port, "127.0.0.1");
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
      if (data.includes("Z\u0000\u0000\u0000\u0005T")) resolve({ socket, received: () => data });
    });
    socket.on("error", reject);
    socket.on("connect", () =>
      socket.write(
        Buffer.concat([
          startupMessage({ user: "postgres", database: "postgres" }),
          query(statements),
        ]),
      ),
    );
  });
}

test("400 concurrent RLS transactions over a pool of 8 see only their own rows", async () => {
  const results = await Promise.allSettled(
    Array.from({ length: 400 }, (_, i) =>
      asUser(USERS[i % USERS.length], async (tx) => {
        const rows = await tx`select owner, (select auth.uid()) as me from public.notes`;
        return (
          rows.length === 5 &&
          rows.every((r) => r.owner === USERS[i % USERS.length] && r.me === r.owner)
        );
      }),
    ),
  );
  const errors = results.filter((r) => r.status === "rejected");
  assert.equal(errors.length, 0, String((errors[0] as PromiseRejectedResult | undefined)?.reason));
  assert.ok(results.every((r) => r.status === "fulfilled" && r.value === true));
});

test("a batch that errors leaves the other connections running", async () => {
  const outcomes = await Promise.allSettled(
    Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0
        ? asUser(USERS[0], (tx) => tx`select 1 / 0`)
        : asUser(
            USERS[i % 8],
            async (tx) => (await tx`select count(*)::int as n from public.notes`)[0].n,
          ),
    ),
  );
  const failed = outcomes.filter((o) => o.status === "rejected") as PromiseRejectedResult[];
  assert.equal(failed.length, 10);
  assert.ok(failed.every((f) => /division by zero/.test(String(f.reason))));
  assert.ok(
    outcomes
      .filter((o) => o.status === "fulfilled")
      .every((o) => (o as PromiseFulfilledResult<number>).value === 5),
  );
});

test("a client that disconnects mid-transaction is rolled back and releases the database", async () => {
  const { socket } = await rawConnection(
    `begin; insert into public.notes (owner, body) values ('${USERS[1]}', 'never committed')`,
  );
  socket.destroy();
  const [{ n }] =
    await sql`select count(*)::int as n from public.notes where body = 'never committed'`;
  assert.equal(n, 0);
  assert.equal((await asUser(USERS[1], (tx) => tx`select 1 from public.notes`)).length, 5);
});

test("a client idle in a transaction past the timeout is rolled back and closed", async () => {
  const { socket, received } = await rawConnection(
    `begin; insert into public.notes (owner, body) values ('${USERS[2]}', 'idle forever')`,
  );
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  // Queued behind the idle transaction: runs once the broker gives up on it.
  const [{ n }] =
    await sql`select count(*)::int as n from public.notes where body = 'idle forever'`;
  await closed;
  assert.equal(n, 0);
  assert.match(received(), /25P03/);
});
