// The MCP server's refusals: unknown ids and bad arguments in the API's words, 401 without a
// valid token, and two reps' sessions at once each seeing only their own clients.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SignJWT } from "jose";
import { loadKeys } from "../../local/config.ts";
import { createClientFor, createUser, supabaseUrl, type TestUser } from "./helpers.ts";
import { connect, data, failure, mcpUrl } from "./mcp-helpers.ts";

let a: TestUser;
let b: TestUser;
let mcpA: Client;

before(async () => {
  [a, b] = await Promise.all([createUser("SALES", "MCP A"), createUser("SALES", "MCP B")]);
  mcpA = await connect(a.token);
});

test("an unknown id is not found in the API's words", async () => {
  const unknown = randomUUID();
  assert.equal(await failure(mcpA, "get_client", { clientId: unknown }), "Client not found");
  assert.equal(await failure(mcpA, "get_client", { clientId: "not-a-uuid" }), "Client not found");
  assert.equal(
    await failure(mcpA, "complete_follow_up", { followUpId: unknown }),
    "Follow-up not found",
  );
  assert.equal(
    await failure(mcpA, "log_note", { clientId: unknown, content: "Hello" }),
    "Client not found",
  );
});

test("malformed arguments are rejected by the schema, bad values with the API's messages", async () => {
  assert.match(await failure(mcpA, "search", {}), /Input validation error/);
  assert.match(
    await failure(mcpA, "search", { query: "x", limit: 1000 }),
    /Input validation error/,
  );
  assert.equal(await failure(mcpA, "search", { query: "   " }), "Type something to search for.");
  assert.match(await failure(mcpA, "list_clients", { stage: "SOMEDAY" }), /Input validation error/);
  assert.match(
    await failure(mcpA, "log_note", { clientId: randomUUID(), content: "   " }),
    /Input validation error/,
  );
  assert.match(
    await failure(mcpA, "create_follow_up", {
      clientId: randomUUID(),
      title: 5,
      dueAt: "2026-05-01",
    }),
    /Input validation error/,
  );
  const client = await createClientFor(a);
  assert.equal(
    await failure(mcpA, "create_follow_up", {
      clientId: client.id,
      title: "Call",
      dueAt: "next Tuesday",
    }),
    "dueAt must be a date-time such as 2026-05-01T09:00:00Z",
  );
  assert.equal(
    await failure(mcpA, "list_follow_ups", { timeZone: "Mars/Olympus" }),
    "timeZone: must be an IANA time zone such as Europe/Warsaw",
  );
  assert.match(await failure(mcpA, "no_such_tool"), /not found/);
});

test("no token, a garbage token and an expired one get 401 with where to sign in", async () => {
  const expired = await new SignJWT({ role: "authenticated" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(a.id)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(new TextEncoder().encode(loadKeys().jwtSecret));
  const initialize = {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "curl", version: "1" },
    },
  };
  for (const authorization of [undefined, "Bearer garbage", `Bearer ${expired}`]) {
    const res = await fetch(mcpUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        ...(authorization ? { authorization } : {}),
      },
      body: JSON.stringify(initialize),
    });
    assert.equal(res.status, 401, String(authorization));
    assert.equal(
      res.headers.get("www-authenticate"),
      `Bearer resource_metadata="${mcpUrl}/.well-known/oauth-protected-resource"`,
    );
  }
  await assert.rejects(connect("garbage"));

  const metadata = await fetch(`${mcpUrl}/.well-known/oauth-protected-resource`);
  assert.equal(metadata.status, 200);
  const body = await metadata.json();
  assert.equal(body.resource, mcpUrl);
  assert.deepEqual(body.authorization_servers, [`${supabaseUrl}/auth/v1`]);
});

test("two reps' sessions at once each see only their own clients", async () => {
  const tag = randomUUID().slice(0, 8);
  const [ownA, ownB] = await Promise.all([
    createClientFor(a, { company: `Parallel ${tag} A` }),
    createClientFor(b, { company: `Parallel ${tag} B` }),
  ]);
  const [sessionA, sessionB] = await Promise.all([connect(a.token), connect(b.token)]);
  const rounds = await Promise.all(
    Array.from({ length: 4 }, (_, i) => (i % 2 ? sessionB : sessionA)).map((session) =>
      data(session, "list_clients", { text: `Parallel ${tag}` }),
    ),
  );
  rounds.forEach((found, i) => {
    assert.deepEqual(
      found.clients.map((c: { id: string }) => c.id),
      [i % 2 ? ownB.id : ownA.id],
    );
  });
  await Promise.all([sessionA.close(), sessionB.close()]);
});
