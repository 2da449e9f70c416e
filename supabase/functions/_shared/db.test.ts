import assert from "node:assert/strict";
import {
  closeDatabase,
  containsPattern,
  sql,
  withServiceTransaction,
  withUserTransaction,
} from "./db.ts";

const testDbUrl = Deno.env.get("TEST_DB_URL");

function databaseTest(name: string, fn: () => Promise<void>): void {
  Deno.test({
    name,
    ignore: !testDbUrl,
    fn: async () => {
      const previous = Deno.env.get("SUPABASE_DB_URL");
      Deno.env.set("SUPABASE_DB_URL", testDbUrl!);
      try {
        await fn();
      } finally {
        await closeDatabase();
        if (previous === undefined) Deno.env.delete("SUPABASE_DB_URL");
        else Deno.env.set("SUPABASE_DB_URL", previous);
      }
    },
  });
}

databaseTest("withUserTransaction runs as authenticated with the caller's claims", async () => {
  const claims = { sub: "8d0fd2b3-9ca7-4d10-8a3c-4f2b3e5f1c11", role: "authenticated" };
  const [row] = await withUserTransaction(
    claims,
    (tx) => tx`select current_user as role, current_setting('request.jwt.claims', true) as claims`,
  );
  assert.equal(row.role, "authenticated");
  assert.deepEqual(JSON.parse(row.claims), claims);
});

databaseTest("withServiceTransaction runs as service_role", async () => {
  const [row] = await withServiceTransaction((tx) => tx`select current_user as role`);
  assert.equal(row.role, "service_role");
});

databaseTest("role and claims do not outlive the transaction", async () => {
  await withUserTransaction({ sub: "someone" }, (tx) => tx`select 1`);
  const rows = await Promise.all(
    Array.from(
      { length: 4 },
      () =>
        sql`select current_user as role, coalesce(current_setting('request.jwt.claims', true), '') as claims`,
    ),
  );
  for (const row of rows) {
    assert.notEqual(row[0].role, "authenticated");
    assert.equal(row[0].claims, "");
  }
});

databaseTest("a failing callback rolls the transaction back", async () => {
  await assert.rejects(
    withServiceTransaction(async (tx) => {
      await tx`create temporary table rollback_probe (id int)`;
      throw new Error("boom");
    }),
    /boom/,
  );
  const [row] = await sql`select to_regclass('pg_temp.rollback_probe') as probe`;
  assert.equal(row.probe, null);
});

databaseTest(
  "containsPattern matches its text anywhere, whatever the case, wildcards literally",
  async () => {
    const matches = async (text: string, search: string) => {
      const [row] = await sql`select lower(${text}) like lower(${containsPattern(search)}) as hit`;
      return row.hit;
    };
    assert.equal(await matches("Zoë's Deals 100%_off", "ZOË'S"), true);
    assert.equal(await matches("Zoë's Deals 100%_off", "100%_"), true);
    assert.equal(await matches("Zoë's Deals 100x-off", "100%_"), false);
    assert.equal(await matches("back\\slash", "k\\s"), true);
    assert.equal(await matches("backslash", "k\\s"), false);
  },
);
