import assert from "node:assert/strict";
import { ProviderError } from "../../_shared/ai/errors.ts";
import { eventStream } from "./stream.ts";

async function* chunks(words: string[], failWith?: Error) {
  for (const word of words) yield word;
  if (failWith) throw failWith;
}

const events = async (response: Response) =>
  (await response.text()).split("\n").filter(Boolean).map((line) => {
    assert.ok(line.startsWith("data: "));
    return JSON.parse(line.slice(6));
  });

Deno.test("chunks become chunk events, then complete", async () => {
  const response = eventStream(chunks(["Hello ", "there."]), new AbortController());
  assert.equal(response.headers.get("content-type"), "text/event-stream; charset=utf-8");
  assert.deepEqual(await events(response), [
    { type: "chunk", content: "Hello " },
    { type: "chunk", content: "there." },
    { type: "complete" },
  ]);
});

Deno.test("a provider failure mid-way ends the stream with its message", async () => {
  const failure = new ProviderError("The AI provider answered with an error (500).");
  const response = eventStream(chunks(["Partial "], failure), new AbortController());
  assert.deepEqual(await events(response), [
    { type: "chunk", content: "Partial " },
    { type: "error", error: "The AI provider answered with an error (500)." },
  ]);
});

Deno.test("any other failure ends with a generic error event, never a broken stream", async () => {
  const response = eventStream(chunks([], new TypeError("boom")), new AbortController());
  assert.deepEqual(await events(response), [
    { type: "error", error: "The assistant could not answer. Please try again." },
  ]);
});

Deno.test("a client that goes away aborts the provider", async () => {
  const abort = new AbortController();
  const response = eventStream(chunks(["a ", "b "]), abort);
  await response.body!.cancel();
  assert.equal(abort.signal.aborted, true);
});
