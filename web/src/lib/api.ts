import { createParser } from "eventsource-parser";
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
  /** A body sent as is (a multipart upload); `body` is sent as JSON. */
  rawBody?: BodyInit;
  /** The `accept` header; JSON unless said otherwise. */
  accept?: string;
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

async function requestHeaders(
  hasJsonBody: boolean,
  accept = "application/json",
): Promise<Record<string, string>> {
  const headers: Record<string, string> = { apikey: anonKey, accept };
  if (hasJsonBody) headers["content-type"] = "application/json";
  if (!hasStoredSession()) return headers;
  const { data } = await (await getSupabase()).auth.getSession();
  if (data.session) headers.authorization = `Bearer ${data.session.access_token}`;
  return headers;
}

/** The server's own words in a failed answer (its `error` or `message`), if it gave any. */
export function serverErrorText(error: unknown): string | undefined {
  return error instanceof ApiError ? serverMessage(error.body) : undefined;
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
  const hasJsonBody = options.rawBody === undefined && options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      // A FormData body sets its own multipart content type, boundary included.
      headers: await requestHeaders(hasJsonBody, options.accept),
      body: hasJsonBody ? JSON.stringify(options.body) : options.rawBody,
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
  /** POSTs one file as the multipart field `file`. */
  upload: <T>(path: string, file: File, options?: Omit<RequestOptions, "body" | "rawBody">) => {
    const form = new FormData();
    form.append("file", file);
    return apiRequest<T>("POST", path, { ...options, rawBody: form });
  },
  /** POSTs JSON and takes the answer as a file: its bytes and the name the server gave it. */
  async download(
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<DownloadedFile> {
    return asFile(
      await send("POST", path, { accept: "application/pdf, application/json", ...options, body }),
    );
  },
  /** GETs a file (an export): its bytes and the name the server gave it. */
  async getFile(path: string, options: Omit<RequestOptions, "body"> = {}): Promise<DownloadedFile> {
    return asFile(await send("GET", path, options));
  },
  /** POSTs and yields each `data: {json}` event of the streamed answer. */
  async *stream<T = unknown>(path: string, body: unknown, options: RequestOptions = {}) {
    const response = await send("POST", path, { ...options, body });
    yield* readEventStream<T>(response);
  },
};

export interface DownloadedFile {
  blob: Blob;
  /** The name from Content-Disposition, or null when the server gave none. */
  fileName: string | null;
  headers: Headers;
}

async function asFile(response: Response): Promise<DownloadedFile> {
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get("content-disposition")),
    headers: response.headers,
  };
}

/** The file name of a Content-Disposition header, preferring the UTF-8 `filename*` form. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim().replace(/^"|"$/g, ""));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  if (!plain) return null;
  return (plain[2] ?? plain[1]!).trim() || null;
}

/** Reads a server-sent event stream and yields the JSON data of each event; data that is not JSON is skipped. */
export async function* readEventStream<T = unknown>(response: Response): AsyncGenerator<T> {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parsed: T[] = [];
  const parser = createParser({
    onEvent: ({ data }) => {
      try {
        parsed.push(JSON.parse(data) as T);
      } catch {
        // Not an event of ours.
      }
    },
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      parser.feed(decoder.decode(value, { stream: !done }));
      yield* parsed.splice(0);
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
}
