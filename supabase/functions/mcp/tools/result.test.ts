import assert from "node:assert/strict";
import { ProviderError } from "../../_shared/ai/errors.ts";
import { HttpError } from "../../_shared/errors.ts";
import { answer, errorResult, jsonResult } from "./result.ts";

Deno.test("a result is JSON text and the same structured content, dates as ISO strings", () => {
  const at = new Date("2026-05-01T09:00:00Z");
  const result = jsonResult({ dueAt: at, n: 1 });
  assert.deepEqual(result.structuredContent, { dueAt: "2026-05-01T09:00:00.000Z", n: 1 });
  assert.deepEqual(
    JSON.parse((result.content[0] as { text: string }).text),
    result.structuredContent,
  );
});

Deno.test("the API's and the AI provider's messages reach the caller as tool errors", async () => {
  const notFound = await answer(() => Promise.reject(new HttpError(404, "Client not found")));
  assert.deepEqual(notFound, {
    content: [{ type: "text", text: "Client not found" }],
    isError: true,
  });
  const provider = errorResult(new ProviderError("The AI provider is not answering"));
  assert.deepEqual(provider.content, [{ type: "text", text: "The AI provider is not answering" }]);
  const tooLong = errorResult(
    Object.assign(new Error("value too long for type"), { code: "22001" }),
  );
  assert.deepEqual(tooLong.content, [{ type: "text", text: "A value is too long" }]);
});

Deno.test("anything else is an internal error that says nothing of its cause", () => {
  const originalError = console.error;
  console.error = () => {};
  try {
    const result = errorResult(new Error('relation "public.secret" does not exist'));
    assert.equal(result.isError, true);
    const text = (result.content[0] as { text: string }).text;
    assert.match(text, /^Internal server error \(request [0-9a-f-]{36}\)$/);
  } finally {
    console.error = originalError;
  }
});
