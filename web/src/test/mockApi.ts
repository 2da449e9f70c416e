import { vi } from "vitest";

export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = Response | object | (() => Response | object | Promise<Response | object>);

export interface ApiRoute {
  method?: string;
  path: string | RegExp;
  answer: Answer | ((call: ApiCall) => Answer);
}

const PREFIX = "/functions/v1";

/**
 * Stubs fetch at the API client's boundary: each call is matched to a route by
 * method and `/api/...` path; plain objects are answered as JSON 200.
 */
export function mockApi(routes: ApiRoute[]) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
    const method = (init.method ?? "GET").toUpperCase();
    const call: ApiCall = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? "GET").toUpperCase() === method &&
        (typeof candidate.path === "string" ? candidate.path === path : candidate.path.test(path)),
    );
    if (!route) return Response.json({ error: `No mock for ${method} ${path}` }, { status: 404 });
    let answer: unknown = route.answer;
    if (typeof answer === "function") answer = await (answer as (c: ApiCall) => unknown)(call);
    if (typeof answer === "function") answer = await (answer as () => unknown)();
    return answer instanceof Response ? answer.clone() : Response.json(answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (method: string, path: string | RegExp) =>
      calls.filter(
        (call) =>
          call.method === method &&
          (typeof path === "string" ? call.path === path : path.test(call.path)),
      ),
  };
}

export const jsonError = (status: number, body: object, statusText = "") =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { "content-type": "application/json" },
  });
