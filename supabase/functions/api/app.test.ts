import assert from "node:assert/strict";
import { closeDatabase } from "../_shared/db.ts";
import { app } from "./app.ts";

const closedPortUrl = "postgres://postgres:postgres@127.0.0.1:1/postgres";
const testDbUrl = Deno.env.get("TEST_DB_URL");

async function withDatabaseUrl(url: string, fn: () => Promise<void>): Promise<void> {
  const previous = Deno.env.get("SUPABASE_DB_URL");
  Deno.env.set("SUPABASE_DB_URL", url);
  try {
    await fn();
  } finally {
    await closeDatabase();
    if (previous === undefined) Deno.env.delete("SUPABASE_DB_URL");
    else Deno.env.set("SUPABASE_DB_URL", previous);
  }
}

Deno.test("GET /api/health answers 503 when the database is down", async () => {
  await withDatabaseUrl(closedPortUrl, async () => {
    const response = await app.request("/api/health");
    assert.equal(response.status, 503);
    assert.deepEqual(await response.json(), { error: "Database unavailable" });
  });
});

Deno.test({
  name: "GET /api/health answers 200 when the database is up",
  ignore: !testDbUrl,
  fn: async () => {
    await withDatabaseUrl(testDbUrl!, async () => {
      const response = await app.request("/api/health");
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { status: "ok", db: "ok" });
    });
  },
});

Deno.test("an unknown path answers 404 JSON", async () => {
  const response = await app.request("/api/no-such-route");
  assert.equal(response.status, 404);
  assert.match(response.headers.get("content-type") ?? "", /application\/json/);
  assert.deepEqual(await response.json(), { error: "Not found" });
});

Deno.test("a preflight from an allowed origin gets the CORS headers", async () => {
  const response = await app.request("/api/health", {
    method: "OPTIONS",
    headers: {
      origin: "http://localhost:5173",
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization, content-type",
    },
  });
  assert.equal(response.status, 204);
  assert.equal(response.headers.get("access-control-allow-origin"), "http://localhost:5173");
  const allowedHeaders = response.headers.get("access-control-allow-headers") ?? "";
  for (const header of ["authorization", "x-client-info", "apikey", "content-type"]) {
    assert.ok(allowedHeaders.includes(header), `missing ${header} in ${allowedHeaders}`);
  }
});

Deno.test("a preflight from another origin gets no allow-origin header", async () => {
  const response = await app.request("/api/health", {
    method: "OPTIONS",
    headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
  });
  assert.equal(response.headers.get("access-control-allow-origin"), null);
});
