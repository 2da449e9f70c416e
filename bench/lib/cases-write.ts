// The writes a rep makes: each request adds a row or a file, so reads stay the same size.
import type { Case, WorkerContext } from "./case.ts";

export const UPLOAD_BYTES = 1024 * 1024;

/** The text file the upload case sends: its bytes, and the text the route stores as read. */
export function uploadText(bytes: number): string {
  const line = "Bench upload: licence, training and support costs for the first year.\n";
  return line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes);
}

const unique = (ctx: WorkerContext, i: number) =>
  `${ctx.worker}-${i}-${Math.random().toString(36).slice(2, 8)}`;

export const WRITE_CASES: Case[] = [
  {
    id: "create-client",
    label: "create client",
    kind: "write",
    route: "POST /clients",
    path: () => "/clients",
    body: (c, i) => ({
      name: `Bench Client ${unique(c, i)}`,
      company: "Bench Co",
      email: `bench-${unique(c, i)}@bench.example`,
      status: "LEAD",
      priority: "MEDIUM",
    }),
  },
  {
    id: "post-message",
    label: "post message",
    kind: "write",
    route: "POST /chat-threads/threads/:id/messages",
    path: (c) => `/chat-threads/threads/${c.writeThreadId}/messages`,
    body: (c, i) => ({
      content: `Bench message ${unique(c, i)}: can you send the proposal by Friday?`,
      role: "user",
      attachments: [],
    }),
  },
  {
    id: "upload",
    label: "upload a 1 MB file",
    kind: "write",
    route: "POST /files/upload",
    path: () => "/files/upload",
  },
];
