// The journeys' own users and data, made through the stand-in's HTTP APIs (Auth's
// admin API and the edge function), never through the UI under test.
import { randomUUID } from "node:crypto";
import type { Role } from "../../../supabase/functions/_shared/contract/index.ts";

export type { Role };

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      "E2E_BASE_URL is not set: run the journeys through `playwright test` (globalSetup starts the stand-in)",
    );
  return url;
};
export const apiBase = () => `${baseUrl()}/functions/v1/api`;

export const PASSWORD = "e2e-password-1";

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  [key: string]: unknown;
}

export interface TestUser {
  id: string;
  name: string;
  email: string;
  username: string;
  password: string;
  role: Role;
  token: string;
  session: Session;
}

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function callApi<T = any>(
  path: string,
  options: { token?: string; method?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { apikey: process.env.SUPABASE_ANON_KEY ?? "" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${apiBase()}${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers };
}

async function ok<T = any>(
  answer: Promise<ApiAnswer<T>>,
  what: string,
  expected = [200, 201],
): Promise<T> {
  const { status, body } = await answer;
  if (!expected.includes(status))
    throw new Error(`${what} failed (${status}): ${JSON.stringify(body)}`);
  return body;
}

export const uniqueSuffix = () => randomUUID().replace(/-/g, "").slice(0, 10);

/** POST /auth/v1/admin/users with the service role, as supabase-js's auth.admin.createUser does. */
async function adminCreateUser(attributes: Record<string, unknown>): Promise<{ id: string }> {
  const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY!;
  const response = await fetch(`${baseUrl()}/auth/v1/admin/users`, {
    method: "POST",
    headers: {
      apikey: serviceKey,
      authorization: `Bearer ${serviceKey}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(attributes),
  });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`Auth admin createUser failed (${response.status}): ${JSON.stringify(body)}`);
  return body;
}

/** A fresh user made through Supabase Auth's admin API, with a session from POST /api/login. */
export async function createUser(role: Role = "SALES", name?: string): Promise<TestUser> {
  const username = `e2e${uniqueSuffix()}`;
  const email = `${username}@e2e.example`;
  const displayName = name ?? `${role === "ADMIN" ? "Admin" : "Rep"} ${username.slice(3, 9)}`;
  const created = await adminCreateUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { name: displayName, username },
    app_metadata: { role },
  });
  const login = await ok(callApi("/login", { body: { username, password: PASSWORD } }), "login");
  return {
    id: created.id,
    name: displayName,
    email,
    username,
    password: PASSWORD,
    role,
    token: login.session.access_token,
    session: login.session,
  };
}

export interface ClientRow {
  id: string;
  name: string;
  [key: string]: unknown;
}

export function createClientFor(
  user: TestUser,
  fields: Record<string, unknown> = {},
): Promise<ClientRow> {
  return ok(
    callApi("/clients", {
      token: user.token,
      body: { name: `Client ${uniqueSuffix()}`, ...fields },
    }),
    "create client",
  );
}

export function createFollowUpFor(
  user: TestUser,
  fields: {
    clientId: string;
    title: string;
    dueAt: string;
    notes?: string;
    isAiGenerated?: boolean;
  },
) {
  return ok(callApi("/followups", { token: user.token, body: fields }), "create follow-up");
}

export function createThreadFor(user: TestUser, clientId: string, title = "E2E thread") {
  return ok(
    callApi(`/chat-threads/clients/${clientId}/threads`, { token: user.token, body: { title } }),
    "create thread",
  );
}

export function postMessageFor(user: TestUser, threadId: string, content: string) {
  return ok(
    callApi(`/chat-threads/threads/${threadId}/messages`, {
      token: user.token,
      body: { content, role: "user", attachments: [] },
    }),
    "post message",
  );
}

export function dashboardKpis(user: TestUser, timeZone = "UTC") {
  return ok(
    callApi(`/dashboard/kpis?timeZone=${encodeURIComponent(timeZone)}`, { token: user.token }),
    "kpis",
  );
}

/** An instant `days` days from now (negative: in the past), at a fixed hour so it is not 'now'. */
export function daysFromNow(days: number, hourUtc = 15): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
}
