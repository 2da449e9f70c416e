// A small OpenAI-compatible chat-completions server on loopback, for tests and
// benchmarks: it streams, answers structured output, fails or stalls on demand.

export interface FakeOpenAiOptions {
  /** Words the streamed reply is made of. */
  reply?: string;
  /** What a non-streamed or structured answer contains. */
  json?: unknown;
  /** Answer every request with this HTTP status instead. */
  failWith?: number;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface FakeOpenAi {
  baseURL: string;
  requests: Array<Record<string, unknown>>;
  options: FakeOpenAiOptions;
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

function streamed(reply: string): ReadableStream<Uint8Array> {
  const words = reply.match(/\S+\s*/g) ?? [];
  return new ReadableStream({
    start(controller) {
      for (const word of words) {
        const chunk = {
          id: "chatcmpl-fake",
          object: "chat.completion.chunk",
          choices: [{ index: 0, delta: { content: word } }],
        };
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
      }
      controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller.close();
    },
  });
}

export function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const requests: Array<Record<string, unknown>> = [];
  const state = { options };
  return new Promise((resolve) => {
    const server = Deno.serve({
      hostname: "127.0.0.1",
      port: 0,
      onListen: ({ port }) =>
        resolve({
          baseURL: `http://127.0.0.1:${port}/v1`,
          requests,
          get options() {
            return state.options;
          },
          set options(next) {
            state.options = next;
          },
          close: () => server.shutdown(),
        }),
    }, async (request) => {
      const body = await request.json().catch(() => ({}));
      requests.push(body);
      const { failWith, delayMs, reply = "Hello from the fake model.", json } = state.options;
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if (failWith) {
        return Response.json({ error: { message: "fake failure", type: "server_error" } }, {
          status: failWith,
        });
      }
      if (body.stream) {
        return new Response(streamed(reply), { headers: { "content-type": "text/event-stream" } });
      }
      return Response.json(completion(body.response_format ? JSON.stringify(json ?? {}) : reply));
    });
  });
}
