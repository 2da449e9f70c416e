// The API as the SPA calls it: through the gateway, with the rep's bearer token.

import { EventSourceParserStream } from "eventsource-parser/stream";
import { uploadText } from "./cases-write.ts";

export interface Session {
  userId: string;
  username: string;
  token: string;
  claims: Record<string, unknown>;
}

export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
    what: string,
  ) {
    super(`${what}: HTTP ${status} ${text.slice(0, 200)}`);
  }
}

export const apiBase = (url: string) => `${url}/functions/v1/api`;

export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"));
}

/** Signs in through POST /api/login, as the login screen does. */
export async function login(url: string, username: string, password: string): Promise<Session> {
  const res = await fetch(`${apiBase(url)}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new HttpStatusError(res.status, text, `login ${username}`);
  const body = JSON.parse(text);
  const token = body.session.access_token as string;
  return { userId: body.user.id, username, token, claims: decodeClaims(token) };
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  form?: FormData;
  expect?: number[];
}

/** One API call; throws unless the status is expected. Reads the whole answer, as a client must. */
export async function call(
  url: string,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${apiBase(url)}${path}`, {
    method: options.method ?? "GET",
    headers,
    body,
  });
  const text = await res.text();
  const expect = options.expect ?? [200, 201];
  if (!expect.includes(res.status))
    throw new HttpStatusError(res.status, text, `${options.method ?? "GET"} ${path}`);
  return { status: res.status, text };
}

/**
 * Whether a POST route exists yet (the AI routes were built after the rest): an
 * empty body is refused by the route (400, 422), answered 404 'Not found' without it.
 */
export async function routeExists(url: string, token: string, path: string) {
  const res = await call(url, path, {
    method: "POST",
    token,
    body: {},
    expect: [200, 400, 404, 422],
  });
  return { ...res, exists: !(res.status === 404 && /"Not found"/.test(res.text)) };
}

/** A plain-text file of `bytes` bytes as the upload form sends it. */
export function uploadForm(bytes: number): FormData {
  const form = new FormData();
  form.append("file", new Blob([uploadText(bytes)], { type: "text/plain" }), "bench-upload.txt");
  return form;
}

export interface StreamTiming {
  status: number;
  /** ms from sending the request to the first `chunk` event. */
  firstChunkMs: number | null;
  /** ms to the `complete` (or `error`) event, or the end of the stream. */
  completeMs: number;
  events: { type: string; content?: string; error?: string }[];
  text: string;
  ended: "complete" | "error" | "closed";
}

/** POST /api/chat/stream, read as the chat reads it: the JSON data of each server-sent event. */
export async function streamChat(
  url: string,
  token: string,
  body: Record<string, unknown>,
  onEvent?: (event: { type: string }) => void,
  timeoutMs = 60_000,
): Promise<StreamTiming> {
  const t0 = performance.now();
  const events: StreamTiming["events"] = [];
  let firstChunkMs: number | null = null;
  let ended: StreamTiming["ended"] = "closed";
  const finish = (status: number, text: string, end: StreamTiming["ended"]): StreamTiming => ({
    status,
    firstChunkMs,
    completeMs: performance.now() - t0,
    events,
    text,
    ended: end,
  });
  let res: Response;
  try {
    res = await fetch(`${apiBase(url)}/chat/stream`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // The connection closed (or timed out) before any answer: a closed stream, as the chat sees it.
    return finish(0, String((error as Error).cause ?? error), "closed");
  }
  if (!res.ok || !res.body) return finish(res.status, await res.text(), "error");
  let text = "";
  try {
    for await (const { data } of res.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())) {
      let event: StreamTiming["events"][number];
      try {
        event = JSON.parse(data);
      } catch {
        continue;
      }
      events.push(event);
      onEvent?.(event);
      if (event.type === "chunk") {
        firstChunkMs ??= performance.now() - t0;
        text += event.content ?? "";
      } else if (event.type === "complete" || event.type === "error") {
        ended = event.type;
      }
    }
  } catch {
    ended = ended === "complete" ? "complete" : "closed";
  }
  return finish(res.status, text, ended);
}
