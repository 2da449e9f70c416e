// send_followup_email's refusals that need no database: the route's messages as tool errors.
import assert from "node:assert/strict";
// @ts-types="@modelcontextprotocol/sdk/client/index"
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
// @ts-types="@modelcontextprotocol/sdk/inMemory"
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { EMAIL_NOT_CONFIGURED } from "../../_shared/contract/index.ts";
import type { CallToolResult } from "../sdk.ts";
import { createMcpServer } from "../server.ts";

const MAIL_SETTINGS = ["EMAIL_FROM", "EMAIL_PROVIDER", "EMAIL_SMTP_URL", "RESEND_API_KEY"];

async function sendAs(args: Record<string, unknown>) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ sub: crypto.randomUUID(), role: "authenticated" }).connect(serverSide);
  const client = new Client({ name: "deno-test", version: "1" });
  await client.connect(clientSide);
  try {
    const result = (await client.callTool({
      name: "send_followup_email",
      arguments: args,
    })) as CallToolResult;
    assert.equal(result.isError, true, JSON.stringify(result.content));
    return (result.content[0] as { text: string }).text;
  } finally {
    await client.close();
  }
}

/** Runs `work` with no mail provider configured, then puts the settings back. */
async function withoutMail(work: () => Promise<void>) {
  const saved = MAIL_SETTINGS.map((name) => [name, Deno.env.get(name)] as const);
  MAIL_SETTINGS.forEach((name) => Deno.env.delete(name));
  try {
    await work();
  } finally {
    for (const [name, value] of saved) if (value !== undefined) Deno.env.set(name, value);
  }
}

const draft = { subject: "Our offer", body: "Dear client, here it is." };

Deno.test("without a mail provider the send is refused as the route's 503", () =>
  withoutMail(async () => {
    assert.equal(await sendAs({ followUpId: crypto.randomUUID(), ...draft }), EMAIL_NOT_CONFIGURED);
  }),
);

Deno.test("a draft the contract refuses, or an id that names nothing, is refused first", () =>
  withoutMail(async () => {
    const id = crypto.randomUUID();
    assert.equal(await sendAs({ followUpId: id, ...draft, subject: "   " }), "Subject is required");
    assert.equal(
      await sendAs({ followUpId: id, ...draft, to: "not an address" }),
      "Please enter a valid email address",
    );
    assert.equal(await sendAs({ followUpId: "not-a-uuid", ...draft }), "Follow-up not found");
  }),
);
