import { anonKey, supabaseUrl } from "./env";
import { getSupabase, hasStoredSession } from "./supabase";

/** The edge function serves the spec's `/api/...` paths under the Functions prefix. */
export const apiBaseUrl = `${supabaseUrl}/functions/v1`;

export const NETWORK_ERROR_MESSAGE = "Network error. Please try again.";

/** The server answered, but not with success; `message` is the server's own words when it gave any. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The request never got an answer (offline, DNS, CORS, server down). */
export class NetworkError extends Error {
  constructor(readonly cause: unknown) {
    super(NETWORK_ERROR_MESSAGE);
    this.name = "NetworkError";
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** What the error says when the server's answer carries no message of its own. */
  errorMessage?: string;
}

export function apiUrl(path: string, query?: QueryParams): string {
  const url = new URL(`${apiBaseUrl}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    url.searchParams.set(key, String(value));
  }
  return url.toString();
}

async function requestHeaders(hasBody: boolean): Promise<Record<string, string>> {
  const headers: Record<string, string> = { apikey: anonKey, accept: "application/json" };
  if (hasBody) headers["content-type"] = "application/json";
  if (!hasStoredSession()) return headers;
  const { data } = await (await getSupabase()).auth.getSession();
  if (data.session) headers.authorization = `Bearer ${data.session.access_token}`;
  return headers;
}

function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === "string" && error) return error;
  if (typeof message === "string" && message) return message;
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers: await requestHeaders(hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body = await readBody(response).catch(() => null);
    const message =
      serverMessage(body) ??
      options.errorMessage ??
      (response.statusText || `Request failed with status ${response.status}`);
    throw new ApiError(message, response.status, response.statusText, body);
  }
  return response;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, options);
  return (await readBody(response)) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) =>
    apiRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "body">) =>
    apiRequest<T>("DELETE", path, options),
  /** POSTs and yields each `data: {json}` event of the streamed answer. */
  async *stream<T = unknown>(path: string, body: unknown, options: RequestOptions = {}) {
    const response = await send("POST", path, { ...options, body });
    yield* readEventStream<T>(response);
  },
};

/**
 * Reads a server-sent event stream line by line and yields the JSON after each
 * `data: `; anything else, and data that is not JSON, is skipped.
 */
export async function* readEventStream<T = unknown>(response: Response): AsyncGenerator<T> {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  const parse = (line: string): { ok: true; value: T } | { ok: false } => {
    const trimmed = line.replace(/\r$/, "");
    if (!trimmed.startsWith("data: ")) return { ok: false };
    try {
      return { ok: true, value: JSON.parse(trimmed.slice("data: ".length)) as T };
    } catch {
      return { ok: false };
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffered += decoder.decode(value, { stream: !done });
      const lines = buffered.split("\n");
      buffered = done ? "" : (lines.pop() ?? "");
      for (const line of lines) {
        const event = parse(line);
        if (event.ok) yield event.value;
      }
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
}
