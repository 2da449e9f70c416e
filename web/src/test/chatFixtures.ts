import type { AiStatus } from "../lib/aiStatus";
import type { ClientAnalysis, LinkedFile } from "../lib/types";
import type { ApiRoute } from "./mockApi";
import type { ChatClient, ChatMessage, ThreadWithMessages } from "../features/chat/chatTypes";

export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

export function makeChatClient(overrides: Partial<ChatClient> = {}): ChatClient {
  const id = overrides.id ?? "client-1";
  return {
    id,
    name: "Acme Corp",
    email: "buyer@acme.test",
    phone: null,
    company: "Acme",
    status: "prospect",
    stage: "QUALIFIED",
    priority: "HIGH",
    notes: null,
    createdAt: minutesAgo(600),
    updatedAt: minutesAgo(5),
    lastActivity: minutesAgo(5),
    lastMessage: "Can you send the pricing?",
    latestThread: { id: `thread-of-${id}`, lastMessageAt: minutesAgo(5), unreadCount: 0 },
    ...overrides,
  };
}

let messageSequence = 0;

export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `message-${++messageSequence}`,
    role: "user",
    content: "Hello",
    createdAt: minutesAgo(3),
    userId: "user-1",
    user: { id: "user-1", name: "Sarah Chen", avatarUrl: null },
    attachments: [],
    ...overrides,
  };
}

export function makeFile(overrides: Partial<LinkedFile> = {}): LinkedFile {
  return {
    id: "file-1",
    originalName: "brief.pdf",
    mimeType: "application/pdf",
    size: 1536,
    url: "https://files.test/brief.pdf?token=t",
    ...overrides,
  };
}

export function makeThread(client: ChatClient, messages: ChatMessage[] = []): ThreadWithMessages {
  return {
    thread: {
      id: client.latestThread?.id ?? "thread-new",
      clientId: client.id,
      client: { id: client.id, name: client.name, company: client.company, stage: client.stage },
      title: "Chat 5/14/2026",
      createdAt: minutesAgo(60),
      lastMessageAt: minutesAgo(5),
    },
    messages,
  };
}

export function makeAnalysis(overrides: Partial<ClientAnalysis> = {}): ClientAnalysis {
  return {
    stage: "NEGOTIATION",
    priority: "HIGH",
    budgetBand: "$50k - $100k",
    confidence: 0.82,
    nextAction: "Send the revised quote",
    suggestedFollowup: null,
    insights: [{ type: "opportunity", content: "Asked about onboarding dates", confidence: 0.7 }],
    provider: "fake",
    model: null,
    fallback: null,
    createdAt: minutesAgo(1),
    ...overrides,
  };
}

export const OFFLINE_STATUS: AiStatus = {
  provider: "local",
  model: null,
  label: "Offline assistant",
};

/** A chat the tests can drive: one client with one thread, its analysis and an empty history. */
export function chatRoutes({
  clients = [makeChatClient()],
  threads = {},
  analysis = makeAnalysis(),
  aiStatus = OFFLINE_STATUS,
}: {
  clients?: ChatClient[];
  threads?: Record<string, ThreadWithMessages>;
  analysis?: ClientAnalysis | ApiRoute["answer"];
  aiStatus?: AiStatus;
} = {}): ApiRoute[] {
  return [
    { path: "/api/ai/status", answer: aiStatus },
    { path: "/api/chat-threads/clients-with-threads", answer: () => clients },
    {
      path: /^\/api\/chat-threads\/threads\/[^/]+\/messages$/,
      answer: (call) => {
        const id = call.path.split("/")[4]!;
        const client = clients.find((c) => c.latestThread?.id === id) ?? clients[0]!;
        return (
          threads[id] ??
          makeThread({ ...client, latestThread: { id, lastMessageAt: null, unreadCount: 0 } })
        );
      },
    },
    {
      path: /^\/api\/insights\/clients\//,
      answer:
        typeof analysis === "function" || analysis instanceof Response
          ? analysis
          : { latestAnalysis: analysis },
    },
    { path: /^\/api\/chat\/history\//, answer: [] },
  ];
}

/** An event stream the test writes into, chunk by chunk. */
export function controlledEventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { "content-type": "text/event-stream" } }),
    send: (event: object) =>
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    close: () => controller.close(),
  };
}
