// How the API tests talk to the running stand-in: as the SPA does, over HTTP.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';

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

export async function api<T = any>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${apiUrl}${path}`, { method: options.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (a file, a stream)
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export const admin = () => createClient(supabaseUrl, serviceKey, { auth: { persistSession: false } }).auth.admin;

/** A fresh user made through Supabase Auth's admin API, signed in through POST /api/login. */
export async function createUser(role: 'SALES' | 'ADMIN' = 'SALES', name = `Test ${role}`): Promise<TestUser> {
  const username = `t${randomUUID().slice(0, 12).replace(/-/g, '')}`;
  const email = `${username}@test.example`;
  const { data, error } = await admin().createUser({
    email,
    password: 'test-password-1',
    email_confirm: true,
    user_metadata: { name, username },
    app_metadata: { role },
  });
  if (error) throw error;
  const login = await api('/login', { method: 'POST', body: { username, password: 'test-password-1' } });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return { id: data.user!.id, email, username, token: login.body.session.access_token };
}

export async function createClientFor(user: TestUser, fields: Record<string, unknown> = {}) {
  const res = await api('/clients', { method: 'POST', token: user.token, body: { name: `Client ${randomUUID().slice(0, 8)}`, ...fields } });
  if (res.status !== 201) throw new Error(`client create failed: ${res.text}`);
  return res.body as { id: string; name: string; [key: string]: unknown };
}

/** Strings that have broken naive code: scripts, emoji, SQL, markup, control characters. */
export const NASTY_STRINGS = [
  'Zoë Łukasz Ελένη Дмитрий',
  '山田太郎 株式会社',
  'مرحبا بالعالم',
  '👩‍💼🚀 deal 💰',
  "Robert'); DROP TABLE clients;--",
  '<script>alert(1)</script>',
  '%_\\ wildcard',
  'tab\tand\nnewline',
];
