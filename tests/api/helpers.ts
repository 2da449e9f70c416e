// How the API tests talk to the running stand-in: as the SPA does, over HTTP.
import assert from "node:assert/strict";
import http from "node:http";
import { randomUUID } from "node:crypto";
import { createClient } from "@supabase/supabase-js";
import type { Role } from "../../supabase/functions/_shared/contract/index.ts";

export const supabaseUrl = process.env.SUPABASE_URL!;
export const apiUrl = `${supabaseUrl}/functions/v1/api`;
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY!;

export interface TestUser {
  id: string;
  email: string;
  username: string;
  token: string;
}

export interface ApiOptions {
  token?: string;
  method?: string;
  body?: unknown;
  /** Sent as is (a string, FormData, bytes) instead of JSON. */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function api<T = any>(
  path: string,
  options: ApiOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.rawBody;
  if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${apiUrl}${path}`, {
    method: options.method ?? "GET",
    headers,
    body,
  });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (a file, a stream)
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export interface AnswerFrom {
  status: number;
  retryAfter: string | undefined;
  body: any;
}

/**
 * POST a JSON body to the API from a loopback address of the test's own (the
 * gateway sees it as the client's), so what a test counts against an address
 * never slows down other tests calling from 127.0.0.1.
 */
export function postFrom(
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const url = new URL(`${apiUrl}${path}`);
  const payload = JSON.stringify(body);
  return new Promise<AnswerFrom>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", ...headers },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers["retry-after"] as string | undefined,
            body: JSON.parse(text),
          }),
        );
      },
    );
    req.once("error", reject);
    req.end(payload);
  });
}

export const admin = () =>
  createClient(supabaseUrl, serviceKey, { auth: { persistSession: false } }).auth.admin;

/** A fresh user made through Supabase Auth's admin API, signed in through POST /api/login. */
export async function createUser(role: Role = "SALES", name = `Test ${role}`): Promise<TestUser> {
  const username = `t${randomUUID().slice(0, 12).replace(/-/g, "")}`;
  const email = `${username}@test.example`;
  const { data, error } = await admin().createUser({
    email,
    password: "test-password-1",
    email_confirm: true,
    user_metadata: { name, username },
    app_metadata: { role },
  });
  if (error) throw error;
  const login = await api("/login", {
    method: "POST",
    body: { username, password: "test-password-1" },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return { id: data.user!.id, email, username, token: login.body.session.access_token };
}

export async function createClientFor(user: TestUser, fields: Record<string, unknown> = {}) {
  const res = await api("/clients", {
    method: "POST",
    token: user.token,
    body: { name: `Client ${randomUUID().slice(0, 8)}`, ...fields },
  });
  if (res.status !== 201) throw new Error(`client create failed: ${res.text}`);
  return res.body as { id: string; name: string; [key: string]: unknown };
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Due times around the UTC day the tests run in (the API's default time zone). */
export function dueTimes() {
  const now = Date.now();
  const startOfToday = Math.floor(now / DAY) * DAY;
  const endOfToday = startOfToday + DAY;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    now,
    yesterday: iso(startOfToday - 12 * HOUR),
    yesterdayEarlier: iso(startOfToday - 13 * HOUR),
    earlierToday: iso(startOfToday + (now - startOfToday) / 2),
    laterToday: iso(now + (endOfToday - now) / 2),
    tomorrow: iso(endOfToday + 12 * HOUR),
    inThreeDays: iso(now + 3 * DAY),
    inTenDays: iso(now + 10 * DAY),
  };
}

/** The keys of a follow-up as the API answers it. */
export const FOLLOW_UP_FIELDS = [
  "client",
  "clientId",
  "completedAt",
  "createdAt",
  "dueAt",
  "emailStatus",
  "id",
  "isAiGenerated",
  "notes",
  "status",
  "title",
  "updatedAt",
];

/** POST /api/followups (a random title, due tomorrow, unless told); asserts the 201. */
export async function createFollowUp(
  user: TestUser,
  clientId: string,
  fields: Record<string, unknown> = {},
) {
  const res = await api("/followups", {
    method: "POST",
    token: user.token,
    body: {
      clientId,
      title: `Follow-up ${randomUUID().slice(0, 8)}`,
      dueAt: dueTimes().tomorrow,
      ...fields,
    },
  });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

/** PATCH /api/followups/{id}; asserts the 200 and returns the follow-up. */
export async function patchFollowUp(user: TestUser, id: string, body: Record<string, unknown>) {
  const res = await api(`/followups/${id}`, { method: "PATCH", token: user.token, body });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

/** GET /api/followups with an optional query string ('status=done&limit=3'). */
export const listFollowUps = (user: TestUser, query = "") =>
  api(`/followups${query ? `?${query}` : ""}`, { token: user.token });
export const followUpTitles = (res: { body: { followUps: { title: string }[] } }) =>
  res.body.followUps.map((f) => f.title);

/** Strings that have broken naive code: scripts, emoji, SQL, markup, control characters. */
export const NASTY_STRINGS = [
  "Zoë Łukasz Ελένη Дмитрий",
  "山田太郎 株式会社",
  "مرحبا بالعالم",
  "👩‍💼🚀 deal 💰",
  "Robert'); DROP TABLE clients;--",
  "<script>alert(1)</script>",
  "%_\\ wildcard",
  "tab\tand\nnewline",
];
