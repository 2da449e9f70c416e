import assert from "node:assert/strict";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { Hono } from "hono";
import { ProviderError } from "../../_shared/ai/errors.ts";
import { eventStream } from "./stream.ts";

async function* chunks(words: string[], failWith?: Error) {
  for (const word of words) yield word;
  if (failWith) throw failWith;
}

function streamOf(source: AsyncIterable<string>, abort = new AbortController()) {
  const app = new Hono();
  app.get("/", (c) => eventStream(c, source, abort));
  return app.request("/");
}

async function events(response: Response) {
  const parsed = response
    .body!.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream());
  const all = [];
  for await (const event of parsed) {
    assert.equal(event.event, undefined, "events are unnamed messages");
    all.push(JSON.parse(event.data));
  }
  return all;
}

Deno.test("chunks become chunk events, then complete", async () => {
  const response = await streamOf(chunks(["Hello ", "there."]));
  assert.equal(response.headers.get("content-type"), "text/event-stream");
  assert.equal(response.headers.get("cache-control"), "no-cache");
  assert.equal(response.headers.get("x-accel-buffering"), "no");
  assert.deepEqual(await events(response), [
    { type: "chunk", content: "Hello " },
    { type: "chunk", content: "there." },
    { type: "complete" },
  ]);
});

Deno.test("a chunk with line breaks arrives whole", async () => {
  const response = await streamOf(chunks(["Dear Anna,\n\nthanks.\r\n"]));
  assert.deepEqual(await events(response), [
    { type: "chunk", content: "Dear Anna,\n\nthanks.\r\n" },
    { type: "complete" },
  ]);
});

Deno.test("a provider failure mid-way ends the stream with its message", async () => {
  const failure = new ProviderError("The AI provider answered with an error (500).");
  const response = await streamOf(chunks(["Partial "], failure));
  assert.deepEqual(await events(response), [
    { type: "chunk", content: "Partial " },
    { type: "error", error: "The AI provider answered with an error (500)." },
  ]);
});

Deno.test("any other failure ends with a generic error event, never a broken stream", async () => {
  const response = await streamOf(chunks([], new TypeError("boom")));
  assert.deepEqual(await events(response), [
    { type: "error", error: "The assistant could not answer. Please try again." },
  ]);
});

Deno.test("a client that goes away aborts the provider", async () => {
  const abort = new AbortController();
  const response = await streamOf(chunks(["a ", "b "]), abort);
  await response.body!.cancel();
  assert.equal(abort.signal.aborted, true);
});
