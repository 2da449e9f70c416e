import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, apiBaseUrl, apiUrl, NetworkError, readEventStream } from "./api";
import { hasStoredSession } from "./supabase";

const { getSession } = vi.hoisted(() => ({ getSession: vi.fn() }));

vi.mock("./supabase", () => ({
  hasStoredSession: vi.fn(() => true),
  getSupabase: vi.fn(async () => ({ auth: { getSession } })),
}));

function streamOf(...chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

async function collect<T>(events: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const event of events) all.push(event);
  return all;
}

describe("api client", () => {
  const fetchMock = vi.fn();

  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    getSession.mockResolvedValue({
      data: { session: { access_token: "token-123" } },
      error: null,
    } as never);
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("prefixes the spec's /api paths with the Functions URL", () => {
    expect(apiBaseUrl).toMatch(/\/functions\/v1$/);
    expect(apiUrl("/api/clients")).toBe(`${apiBaseUrl}/api/clients`);
  });

  it("leaves out empty query values", () => {
    const url = new URL(
      apiUrl("/api/clients", { search: "", status: undefined, limit: 10, offset: 0 }),
    );
    expect([...url.searchParams]).toEqual([
      ["limit", "10"],
      ["offset", "0"],
    ]);
  });

  it("sends the session's bearer token and JSON", async () => {
    fetchMock.mockResolvedValue(Response.json({ id: "1" }, { status: 201 }));
    const answer = await api.post("/api/clients", { name: "Acme" });
    expect(answer).toEqual({ id: "1" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${apiBaseUrl}/api/clients`);
    expect(init.method).toBe("POST");
    expect(init.headers.authorization).toBe("Bearer token-123");
    expect(init.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(init.body)).toEqual({ name: "Acme" });
  });

  it("sends no authorization header without a stored session", async () => {
    vi.mocked(hasStoredSession).mockReturnValueOnce(false);
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    await api.get("/api/user");
    expect(fetchMock.mock.calls[0]![1].headers.authorization).toBeUndefined();
  });

  it("surfaces the server's error as the message and keeps the status", async () => {
    fetchMock.mockResolvedValue(Response.json({ error: "Client not found" }, { status: 404 }));
    const failure = await api.get("/api/clients/x").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe("Client not found");
    expect((failure as ApiError).status).toBe(404);
  });

  it("reads `message` when the server gives no `error`", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ message: "Invalid username or password" }, { status: 401 }),
    );
    await expect(api.post("/api/login", {})).rejects.toThrow("Invalid username or password");
  });

  it("falls back to the caller's message, then the status text", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response("oops", { status: 500, statusText: "Internal Server Error" }),
    );
    await expect(
      api.get("/api/clients", { errorMessage: "Failed to fetch clients" }),
    ).rejects.toThrow("Failed to fetch clients");
    fetchMock.mockResolvedValueOnce(new Response("", { status: 502, statusText: "Bad Gateway" }));
    await expect(api.get("/api/clients")).rejects.toThrow("Bad Gateway");
  });

  it("turns a failed request into a NetworkError", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const failure = await api.get("/api/user").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as Error).message).toBe("Network error. Please try again.");
  });

  it("streams the events of a POST", async () => {
    fetchMock.mockResolvedValue(
      streamOf('data: {"type":"chunk","content":"Hi"}\n\n', 'data: {"type":"complete"}\n\n'),
    );
    const events = await collect(api.stream("/api/chat/stream", { message: "Hello" }));
    expect(events).toEqual([{ type: "chunk", content: "Hi" }, { type: "complete" }]);
  });
});

describe("readEventStream", () => {
  it("yields each event's JSON, even when split across chunks", async () => {
    const events = await collect(
      readEventStream(
        streamOf('data: {"type":"chu', 'nk","content":"a"}\n', '\ndata: {"type":"complete"}\n\n'),
      ),
    );
    expect(events).toEqual([{ type: "chunk", content: "a" }, { type: "complete" }]);
  });

  it("skips comments, events without data and data that is not JSON", async () => {
    const events = await collect(
      readEventStream(
        streamOf(
          ": keep-alive\n\n",
          "data: not json\n\n",
          "event: x\n\n",
          'data: {"type":"error","error":"boom"}\n\n',
        ),
      ),
    );
    expect(events).toEqual([{ type: "error", error: "boom" }]);
  });

  it("handles CRLF line endings and data over several lines", async () => {
    const events = await collect(
      readEventStream(streamOf('data: {"n":1}\r\n\r\ndata: {"n":\r\ndata: 2}\r\n\r\n')),
    );
    expect(events).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it("drops an event the stream cut off before its end", async () => {
    const events = await collect(readEventStream(streamOf('data: {"n":1}\n\n', 'data: {"n":2}')));
    expect(events).toEqual([{ n: 1 }]);
  });
});
