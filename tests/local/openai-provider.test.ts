import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { startStack, type Stack } from '../../local/stack.ts';

// The whole path with the `openai` provider: the edge function, configured as on
// a hosted project with OPENAI_API_KEY and OPENAI_BASE_URL, talking to a small
// OpenAI-compatible server on loopback.

let mode: 'ok' | 'fail' = 'ok';
const requests: any[] = [];
const fake = http.createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    const parsed = JSON.parse(body || '{}');
    requests.push(parsed);
    if (mode === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'upstream broke' } }));
    }
    if (parsed.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const word of ['The ', 'budget ', 'is ', '$50k.']) {
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: word } }] })}\n\n`);
      }
      return res.end('data: [DONE]\n\n');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'A tested answer.' }, finish_reason: 'stop' }] }));
  });
});

let stack: Stack;
let dataDir: string;
let token: string;
let clientId: string;

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.url}/functions/v1/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });

before(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  dataDir = mkdtempSync(join(tmpdir(), 'crm-openai-'));
  stack = await startStack({
    dataDir,
    apiPort: 0,
    dbPort: 0,
    functionEnv: { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, OPENAI_MODEL: 'fake-model' },
  });
  const login = await fetch(`${stack.url}/functions/v1/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'sarah', password: 'password123' }),
  });
  token = (await login.json()).session.access_token;
  const client = await (await api('/clients', { method: 'POST', body: JSON.stringify({ name: 'OpenAI Path Co' }) })).json();
  clientId = client.id;
});

after(async () => {
  await stack?.stop();
  fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the chat streams the model\'s chunks through /api/chat/stream', async () => {
  mode = 'ok';
  const res = await api('/chat/stream', { method: 'POST', body: JSON.stringify({ message: 'Budget?', clientId, attachments: [] }) });
  assert.equal(res.status, 200);
  const events = (await res.text()).split('\n').filter(Boolean).map((l) => JSON.parse(l.slice(6)));
  assert.deepEqual(events, [
    { type: 'chunk', content: 'The ' },
    { type: 'chunk', content: 'budget ' },
    { type: 'chunk', content: 'is ' },
    { type: 'chunk', content: '$50k.' },
    { type: 'complete' },
  ]);
  const sent = requests.at(-1);
  assert.equal(sent.model, 'fake-model');
  assert.match(sent.messages[0].content, /Sales Assistant Pro/, 'the default chat persona shapes the prompt');
});

test('a provider that fails becomes an error event, and a 502 with a clear message elsewhere', async () => {
  mode = 'fail';
  const res = await api('/chat/stream', { method: 'POST', body: JSON.stringify({ message: 'Budget?', clientId, attachments: [] }) });
  assert.equal(res.status, 200);
  const events = (await res.text()).split('\n').filter(Boolean).map((l) => JSON.parse(l.slice(6)));
  assert.deepEqual(events, [{ type: 'error', error: 'The AI provider answered with an error (500).' }]);
  const testAnswer = await api('/knowledge-base/configurations/chat/test', { method: 'POST', body: JSON.stringify({ testInput: 'hi' }) });
  assert.equal(testAnswer.status, 502);
  assert.deepEqual(await testAnswer.json(), { error: 'The AI provider answered with an error (500).' });
  mode = 'ok';
  const ok = await api('/knowledge-base/configurations/chat/test', { method: 'POST', body: JSON.stringify({ testInput: 'hi' }) });
  assert.deepEqual(await ok.json(), { response: 'A tested answer.' });
});
