// A small OpenAI-compatible chat-completions server on loopback, for tests and
// benchmarks: it streams, answers structured output, fails or stalls on demand, and
// notices a client that hangs up in the middle of a stream.

export interface FakeOpenAiOptions {
  /** Words the streamed reply is made of. */
  reply?: string;
  /** What a non-streamed or structured answer contains. */
  json?: unknown;
  /** What a structured answer contains instead, sent as is (to play a model that breaks JSON). */
  rawJson?: string;
  /** Answer every request with this HTTP status instead. */
  failWith?: number;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Wait this long between streamed words. */
  wordDelayMs?: number;
}

export interface FakeOpenAi {
  baseURL: string;
  requests: Array<Record<string, unknown>>;
  options: FakeOpenAiOptions;
  /** Resolves when a client closes a stream before its last word. */
  hangUp: Promise<void>;
  close(): Promise<void>;
}

const encoder = new TextEncoder();

function completion(content: string) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "fake",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
  };
}

function streamed(reply: string, wordDelayMs: number, onHangUp: () => void) {
  const events = (reply.match(/\S+\s*/g) ?? []).map((word) => ({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    choices: [{ index: 0, delta: { content: word } }],
  }));
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent > 0 && wordDelayMs) await new Promise((r) => setTimeout(r, wordDelayMs));
      if (sent === events.length) {
        controller.enqueue(encoder.encode("data: [DONE]\n\n"));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(events[sent++])}\n\n`));
    },
    cancel: onHangUp,
  });
}

export function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const requests: Array<Record<string, unknown>> = [];
  const state = { options };
  const { promise: hangUp, resolve: hungUp } = Promise.withResolvers<void>();
  return new Promise((resolve) => {
    const server = Deno.serve(
      {
        hostname: "127.0.0.1",
        port: 0,
        onListen: ({ port }) =>
          resolve({
            baseURL: `http://127.0.0.1:${port}/v1`,
            requests,
            hangUp,
            get options() {
              return state.options;
            },
            set options(next) {
              state.options = next;
            },
            close: () => server.shutdown(),
          }),
      },
      async (request) => {
        const body = await request.json().catch(() => ({}));
        requests.push(body);
        const {
          failWith,
          delayMs,
          wordDelayMs = 0,
          reply = "Hello from the fake model.",
          json,
          rawJson,
        } = state.options;
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        if (failWith) {
          return Response.json(
            { error: { message: "fake failure", type: "server_error" } },
            {
              status: failWith,
            },
          );
        }
        if (body.stream) {
          return new Response(
            streamed(reply, wordDelayMs, () => hungUp()),
            {
              headers: { "content-type": "text/event-stream" },
            },
          );
        }
        const structured = rawJson ?? JSON.stringify(json ?? {});
        return Response.json(completion(body.response_format ? structured : reply));
      },
    );
  });
}
