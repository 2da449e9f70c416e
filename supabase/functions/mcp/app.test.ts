// The HTTP face of the MCP server without a database: OAuth discovery, the 401
// challenge, and a signed-in client's initialize and tool list.
import assert from "node:assert/strict";
import { SignJWT } from "jose";
import { DEV_JWT_SECRET } from "../_shared/env.ts";

// A project that publishes no signing keys (nothing listens here): HS256 with the secret. Both
// are set here because `deno test` runs every module in one process, sharing its environment.
const SUPABASE_URL = "http://127.0.0.1:9";
Deno.env.set("SUPABASE_URL", SUPABASE_URL);
Deno.env.set("SUPABASE_JWT_SECRET", DEV_JWT_SECRET);
const { app } = await import("./app.ts");

const MCP_URL = `${SUPABASE_URL}/functions/v1/mcp`;
const CHALLENGE = `Bearer resource_metadata="${MCP_URL}/.well-known/oauth-protected-resource"`;

function token(claims: Record<string, unknown>, expiresIn = "1h") {
  return new SignJWT({ role: "authenticated", aud: "authenticated", ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(crypto.randomUUID())
    .setIssuer(`${SUPABASE_URL}/auth/v1`)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(DEV_JWT_SECRET));
}

function rpc(method: string, params: unknown, authorization?: string) {
  return app.request("/mcp", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...(authorization ? { authorization } : {}),
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
}

const INITIALIZE = {
  protocolVersion: "2025-06-18",
  capabilities: {},
  clientInfo: { name: "deno-test", version: "1" },
};

Deno.test("the protected-resource metadata points at Supabase Auth, without a token", async () => {
  const res = await app.request("/mcp/.well-known/oauth-protected-resource");
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), {
    resource: MCP_URL,
    authorization_servers: [`${SUPABASE_URL}/auth/v1`],
    bearer_methods_supported: ["header"],
    resource_name: "AI Sales CRM",
  });
});

Deno.test(
  "no token, a garbage one, an expired one or an anon key: 401 with the challenge",
  async () => {
    const expired = await token({}, "-1h");
    const anon = await token({ role: "anon" });
    for (const authorization of [
      undefined,
      "Bearer garbage",
      `Bearer ${expired}`,
      `Bearer ${anon}`,
    ]) {
      const res = await rpc("initialize", INITIALIZE, authorization);
      assert.equal(res.status, 401, String(authorization));
      assert.equal(res.headers.get("www-authenticate"), CHALLENGE);
      assert.match((await res.json()).error, /Authentication required|sign in again/);
    }
  },
);

Deno.test("a signed-in caller initializes and lists the tools; GET is not served", async () => {
  const authorization = `Bearer ${await token({})}`;
  const init = await rpc("initialize", INITIALIZE, authorization);
  assert.equal(init.status, 200);
  const { result } = await init.json();
  assert.equal(result.serverInfo.name, "ai-sales-crm");
  assert.ok(result.capabilities.tools && result.capabilities.resources);

  const list = await rpc("tools/list", {}, authorization);
  const names = (await list.json()).result.tools.map((t: { name: string }) => t.name).sort();
  assert.deepEqual(names, [
    "complete_follow_up",
    "create_follow_up",
    "draft_follow_up_email",
    "get_client",
    "list_clients",
    "list_follow_ups",
    "log_note",
    "pipeline_summary",
    "search",
    "send_followup_email",
  ]);

  const get = await app.request("/mcp", { headers: { authorization } });
  assert.equal(get.status, 405);
  assert.equal(get.headers.get("allow"), "POST");
});
