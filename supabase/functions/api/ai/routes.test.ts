import assert from "node:assert/strict";
import { app } from "../app.ts";
import { providerFromEnv } from "../../_shared/ai/from-env.ts";
import { statusOf } from "../assistant/provider.ts";

const envOf = (vars: Record<string, string>) => (name: string) => vars[name];

Deno.test("without an API key the offline assistant answers", () => {
  assert.deepEqual(statusOf(providerFromEnv(envOf({ OPENAI_MODEL: "gpt-4o" }))), {
    provider: "local",
    model: null,
    label: "Offline assistant",
  });
});

Deno.test("with a key the status names the model, never the key or the server", () => {
  const secrets = {
    OPENAI_API_KEY: "sk-secret-key",
    OPENAI_BASE_URL: "https://user:password@llm.internal.example/v1",
  };
  const status = statusOf(providerFromEnv(envOf({ ...secrets, OPENAI_MODEL: "llama3.1:8b" })));
  assert.deepEqual(status, { provider: "openai", model: "llama3.1:8b", label: "llama3.1:8b" });
  const said = JSON.stringify(status);
  for (const secret of ["sk-secret-key", "password", "llm.internal.example"]) {
    assert.ok(!said.includes(secret), `${secret} leaked`);
  }
  assert.equal(statusOf(providerFromEnv(envOf(secrets))).label, "gpt-4o-mini", "the default model");
});

Deno.test("GET /api/ai/status needs a signed-in user", async () => {
  const response = await app.request("/api/ai/status");
  assert.equal(response.status, 401);
  assert.deepEqual(await response.json(), { error: "Authentication required" });
});
