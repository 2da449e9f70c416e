// The tool handlers against a database, through the SDK's client over an
// in-memory transport: each rep's server acts as that rep, and RLS decides.
// Runs when TEST_DB_URL names a database with the project's migrations.
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Claims } from "../../_shared/auth.ts";
import { closeDatabase, sql, withUserTransaction } from "../../_shared/db.ts";
import { createClient } from "../../api/clients/queries.ts";
import { createClientBody } from "../../_shared/contract/index.ts";
import { parse } from "../../_shared/validation.ts";
import type { CallToolResult } from "../sdk.ts";
import { createMcpServer } from "../server.ts";

const testDbUrl = Deno.env.get("TEST_DB_URL");

async function makeRep(): Promise<Claims> {
  const id = crypto.randomUUID();
  const meta = { app: sql.json({ role: "SALES" }), user: sql.json({ name: "Rep" }) };
  await sql`insert into auth.users (id, email, raw_app_meta_data, raw_user_meta_data)
            values (${id}, ${`${id}@mcp.test`}, ${meta.app}, ${meta.user})`;
  return { sub: id, role: "authenticated" };
}

async function connect(claims: Claims) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(claims).connect(serverSide);
  const client = new Client({ name: "deno-test", version: "1" });
  await client.connect(clientSide);
  return async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const ok = (result: CallToolResult) => {
  assert.ok(!result.isError, JSON.stringify(result.content));
  // deno-lint-ignore no-explicit-any
  return result.structuredContent as any;
};
const errorOf = (result: CallToolResult) => {
  assert.equal(result.isError, true, JSON.stringify(result.content));
  return (result.content[0] as { text: string }).text;
};

Deno.test({
  name: "each tool acts as its rep: the owner reads and changes, another rep gets not found",
  ignore: !testDbUrl,
  fn: async () => {
    Deno.env.set("SUPABASE_DB_URL", testDbUrl!);
    try {
      const [a, b] = [await makeRep(), await makeRep()];
      const company = `Handler Co ${crypto.randomUUID().slice(0, 8)}`;
      const created = await withUserTransaction(a, (tx) =>
        createClient(
          tx,
          parse(createClientBody, { name: "Handler Client", company, stage: "PROPOSAL" }),
        ),
      );
      const [asA, asB] = [await connect(a), await connect(b)];

      const found = ok(await asA("search", { query: company })).results;
      assert.deepEqual(
        found.map((r: { id: string }) => r.id),
        [created.id],
      );
      assert.deepEqual(ok(await asB("search", { query: company })).results, []);
      assert.equal(ok(await asA("list_clients", { stage: "PROPOSAL", text: company })).total, 1);
      assert.equal(ok(await asB("list_clients", { text: company })).total, 0);
      const stagesOf = async (call: typeof asA) =>
        ok(await call("pipeline_summary", { text: company }))
          .stages.filter((s: { count: number }) => s.count > 0)
          .map((s: { stage: string }) => s.stage);
      assert.deepEqual(await stagesOf(asA), ["PROPOSAL"]);
      assert.deepEqual(await stagesOf(asB), []);

      const dueAt = new Date(Date.now() - 3_600_000).toISOString();
      const followUp = ok(
        await asA("create_follow_up", { clientId: created.id, title: "Chase", dueAt }),
      );
      assert.equal(
        errorOf(await asB("create_follow_up", { clientId: created.id, title: "X", dueAt })),
        "Client not found",
      );
      const overdue = ok(await asA("list_follow_ups", { when: "overdue", clientId: created.id }));
      assert.deepEqual(
        overdue.followUps.map((f: { id: string }) => f.id),
        [followUp.id],
      );
      assert.equal(ok(await asB("list_follow_ups", { when: "overdue" })).total, 0);
      assert.equal(
        errorOf(await asB("complete_follow_up", { followUpId: followUp.id })),
        "Follow-up not found",
      );
      assert.equal(ok(await asA("complete_follow_up", { followUpId: followUp.id })).status, "done");

      assert.equal(
        errorOf(await asB("log_note", { clientId: created.id, content: "Not mine" })),
        "Client not found",
      );
      const logged = ok(
        await asA("log_note", { clientId: created.id, content: "They signed the order." }),
      );
      assert.equal(logged.message.content, "They signed the order.");
      const again = ok(
        await asA("log_note", { clientId: created.id, content: "Kick-off Monday." }),
      );
      assert.equal(again.message.threadId, logged.message.threadId, "one thread for the notes");

      const overview = ok(await asA("get_client", { clientId: created.id }));
      assert.equal(overview.messageCount, 2);
      assert.equal(overview.latestAnalysis.createdAt, again.latestAnalysis.createdAt);
      assert.equal(errorOf(await asB("get_client", { clientId: created.id })), "Client not found");
      assert.equal(
        errorOf(await asB("draft_follow_up_email", { clientId: created.id })),
        "Client not found",
      );
    } finally {
      await closeDatabase();
    }
  },
});
