// Server-sent events the chat reads: one `data: {json}` event per chunk, then `complete` or `error`.
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { ProviderError } from "../../_shared/ai/errors.ts";
import type { ChatStreamEvent } from "../../_shared/contract/index.ts";

/**
 * Streams the chunks as events; a failure mid-way ends the stream with an error event. A reader
 * that goes away aborts `abort` (and so the provider), and nothing more is sent.
 */
export function eventStream(
  c: Context,
  chunks: AsyncIterable<string>,
  abort: AbortController,
): Response {
  // Proxies (nginx) would otherwise hold the events back until the buffer fills.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => abort.abort());
    const send = (event: ChatStreamEvent) => stream.writeSSE({ data: JSON.stringify(event) });
    try {
      for await (const content of chunks) {
        if (abort.signal.aborted) return;
        await send({ type: "chunk", content });
      }
      await send({ type: "complete" });
    } catch (error) {
      if (abort.signal.aborted) return;
      if (!(error instanceof ProviderError)) console.error("chat stream failed", error);
      const message =
        error instanceof ProviderError
          ? error.message
          : "The assistant could not answer. Please try again.";
      await send({ type: "error", error: message });
    }
  });
}
