// Server-sent events the chat reads: one `data: {json}` line per event.
import { ProviderError } from "../../_shared/ai/errors.ts";

type ChatEvent =
  | { type: "chunk"; content: string }
  | { type: "complete" }
  | { type: "error"; error: string };

const encoder = new TextEncoder();
const line = (event: ChatEvent) => encoder.encode(`data: ${JSON.stringify(event)}\n\n`);

/** Streams the chunks as events; a failure mid-way ends the stream with an error event. */
export function eventStream(chunks: AsyncIterable<string>, abort: AbortController): Response {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      // Once the reader has gone, nothing more is sent.
      const send = (event: ChatEvent) => {
        if (!abort.signal.aborted) controller.enqueue(line(event));
      };
      try {
        for await (const content of chunks) {
          if (abort.signal.aborted) return;
          send({ type: "chunk", content });
        }
        send({ type: "complete" });
      } catch (error) {
        if (abort.signal.aborted) return;
        if (!(error instanceof ProviderError)) console.error("chat stream failed", error);
        const message = error instanceof ProviderError
          ? error.message
          : "The assistant could not answer. Please try again.";
        send({ type: "error", error: message });
      }
      if (!abort.signal.aborted) controller.close();
    },
    cancel() {
      abort.abort();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      "x-accel-buffering": "no",
    },
  });
}
