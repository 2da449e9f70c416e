import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, test } from 'node:test';
import { NASTY_STRINGS, api, createClientFor, createUser, type TestUser } from './helpers.ts';

const FOLLOW_UP_FIELDS = [
  'client', 'clientId', 'completedAt', 'createdAt', 'dueAt', 'id', 'isAiGenerated', 'notes', 'status', 'title', 'updatedAt',
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Due times around the UTC day the tests run in (the API's default time zone). */
function dueTimes() {
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

async function createFollowUp(user: TestUser, clientId: string, fields: Record<string, unknown> = {}) {
  const res = await api('/followups', {
    method: 'POST',
    token: user.token,
    body: { clientId, title: `Follow-up ${randomUUID().slice(0, 8)}`, dueAt: dueTimes().tomorrow, ...fields },
  });
  assert.equal(res.status, 201, res.text);
  return res.body;
}

async function setStatus(user: TestUser, id: string, body: Record<string, unknown>) {
  const res = await api(`/followups/${id}`, { method: 'PATCH', token: user.token, body });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

const list = (user: TestUser, query = '') => api(`/followups${query ? `?${query}` : ''}`, { token: user.token });
const titles = (res: { body: { followUps: { title: string }[] } }) => res.body.followUps.map((f) => f.title);

let a: TestUser;
let b: TestUser;
let boss: TestUser;

before(async () => {
  [a, b, boss] = await Promise.all([createUser('SALES', 'Rep A'), createUser('SALES', 'Rep B'), createUser('ADMIN', 'Boss')]);
});

test('POST /api/followups answers 201 with the follow-up and its client', async () => {
  const client = await createClientFor(a, { name: 'Initech', company: 'Initech LLC', status: 'active' });
  const due = '2030-05-01T09:30:00+02:00';
  const res = await api('/followups', {
    method: 'POST',
    token: a.token,
    body: { clientId: client.id, title: '  Send the revised quote  ', notes: 'Include volume discount', dueAt: due },
  });
  assert.equal(res.status, 201);
  assert.deepEqual(Object.keys(res.body).sort(), FOLLOW_UP_FIELDS);
  assert.equal(res.body.title, 'Send the revised quote');
  assert.equal(res.body.notes, 'Include volume discount');
  assert.equal(res.body.dueAt, '2030-05-01T07:30:00.000Z');
  assert.equal(res.body.status, 'pending');
  assert.equal(res.body.isAiGenerated, false);
  assert.equal(res.body.completedAt, null);
  assert.equal(res.body.clientId, client.id);
  assert.deepEqual(res.body.client, { id: client.id, name: 'Initech', company: 'Initech LLC', status: 'active' });
  assert.ok(Date.parse(res.body.createdAt) > 0 && Date.parse(res.body.updatedAt) > 0);

  const ai = await createFollowUp(a, client.id, { isAiGenerated: true, notes: '   ', dueAt: '2030-05-02' });
  assert.equal(ai.isAiGenerated, true);
  assert.equal(ai.notes, null);
  assert.equal(ai.dueAt, '2030-05-02T00:00:00.000Z');
});

test('POST /api/followups with a blank title is 400 "Title is required"', async () => {
  const client = await createClientFor(a);
  for (const title of [undefined, '', '   ', null, '\n\t']) {
    const res = await api('/followups', { method: 'POST', token: a.token, body: { clientId: client.id, title, dueAt: dueTimes().tomorrow } });
    assert.equal(res.status, 400, JSON.stringify(title));
    assert.deepEqual(res.body, { error: 'Title is required' });
  }
});

test('POST /api/followups for a client the caller cannot see is 404 "Client not found"', async () => {
  const bClient = await createClientFor(b);
  for (const clientId of [bClient.id, randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
    const res = await api('/followups', { method: 'POST', token: a.token, body: { clientId, title: 'Sneaky', dueAt: dueTimes().tomorrow } });
    assert.equal(res.status, 404, clientId);
    assert.deepEqual(res.body, { error: 'Client not found' });
  }
  const bList = await list(b, `clientId=${bClient.id}`);
  assert.equal(bList.body.total, 0);
});

test('POST /api/followups with an invalid dueAt is 400', async () => {
  const client = await createClientFor(a);
  for (const dueAt of [
    undefined, null, '', 'tomorrow', 'next week', '2026-02-30T10:00:00Z', '2026-13-01T00:00:00Z', '2026-01-01T24:00:00Z',
    '2026-01-01T10:00:00', '0000-01-01T00:00:00Z', '10000-01-01T00:00:00Z', 1767261600000, true, {}, [], 'x'.repeat(100_000),
  ]) {
    const res = await api('/followups', { method: 'POST', token: a.token, body: { clientId: client.id, title: 'Call', dueAt } });
    assert.equal(res.status, 400, JSON.stringify(dueAt)?.slice(0, 60));
    assert.equal(typeof res.body.error, 'string');
  }
  const res = await api('/followups', { method: 'POST', token: a.token, body: { clientId: client.id, title: 'Call', dueAt: 'soon' } });
  assert.deepEqual(res.body, { error: 'dueAt must be a date-time such as 2026-05-01T09:00:00Z' });
});

test('POST /api/followups rejects bad bodies with a 400 and a JSON error', async () => {
  const client = await createClientFor(a);
  const due = dueTimes().tomorrow;
  for (const body of [
    {},
    { title: 'No client', dueAt: due },
    { clientId: 42, title: 'Call', dueAt: due },
    { clientId: client.id, title: 42, dueAt: due },
    { clientId: client.id, title: ['Call'], dueAt: due },
    { clientId: client.id, title: 'x'.repeat(100_000), dueAt: due },
    { clientId: client.id, title: 'Call', notes: 'n'.repeat(100_000), dueAt: due },
    { clientId: client.id, title: 'Call', notes: 7, dueAt: due },
    { clientId: client.id, title: 'Call', dueAt: due, isAiGenerated: 'yes' },
    [],
    'just a string',
    null,
  ]) {
    const res = await api('/followups', { method: 'POST', token: a.token, body });
    assert.equal(res.status, 400, JSON.stringify(body)?.slice(0, 80));
    assert.equal(typeof res.body.error, 'string');
  }
  const malformed = await api('/followups', { method: 'POST', token: a.token, rawBody: '{"title": "x",', headers: { 'content-type': 'application/json' } });
  assert.equal(malformed.status, 400);
  assert.deepEqual(malformed.body, { error: 'Request body must be valid JSON' });
  const titleTooLong = await api('/followups', { method: 'POST', token: a.token, body: { clientId: client.id, title: 'x'.repeat(201), dueAt: due } });
  assert.deepEqual(titleTooLong.body, { error: 'Title must be at most 200 characters' });
});

test('GET /api/followups lists, filters, searches, counts and pages', async (t) => {
  const rep = await createUser('SALES', 'Rep Filters');
  const northwind = await createClientFor(rep, { name: 'Northwind Traders', company: 'Northwind Ltd', status: 'prospect' });
  const fabrikam = await createClientFor(rep, { name: 'Fabrikam', company: 'Fabrikam Inc' });
  const times = dueTimes();
  const overdue = await createFollowUp(rep, northwind.id, { title: 'Call about pricing', dueAt: times.yesterday });
  const done = await createFollowUp(rep, northwind.id, { title: 'Contract signed', dueAt: times.yesterdayEarlier });
  await setStatus(rep, done.id, { status: 'done' });
  const morning = await createFollowUp(rep, northwind.id, { title: 'Morning call', dueAt: times.earlierToday });
  const later = await createFollowUp(rep, northwind.id, { title: 'Send proposal', dueAt: times.laterToday, isAiGenerated: true });
  const tomorrow = await createFollowUp(rep, northwind.id, { title: 'Demo follow-up', dueAt: times.tomorrow });
  const snoozed = await createFollowUp(rep, northwind.id, { title: 'Check in later', dueAt: times.yesterday });
  await setStatus(rep, snoozed.id, { snoozeUntil: times.inThreeDays });
  const review = await createFollowUp(rep, fabrikam.id, { title: 'Quarterly review', notes: 'Discuss RENEWAL budget', dueAt: times.inTenDays });
  const all = ['Contract signed', 'Call about pricing', 'Morning call', 'Send proposal', 'Demo follow-up', 'Check in later', 'Quarterly review'];

  await t.test('sorted by dueAt ascending, with total and summary cards', async () => {
    const res = await list(rep);
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body).sort(), ['followUps', 'summary', 'total']);
    assert.deepEqual(titles(res), all);
    assert.equal(res.body.total, 7);
    assert.deepEqual(res.body.summary, { total: 7, overdue: 2, dueToday: 2, completed: 1 });
    for (const f of res.body.followUps) assert.deepEqual(Object.keys(f).sort(), FOLLOW_UP_FIELDS);
    const first = res.body.followUps[0];
    assert.deepEqual(first.client, { id: northwind.id, name: 'Northwind Traders', company: 'Northwind Ltd', status: 'prospect' });
    assert.equal(first.status, 'done');
    assert.ok(Date.parse(first.completedAt) > 0);
    const dues = res.body.followUps.map((f: { dueAt: string }) => Date.parse(f.dueAt));
    assert.deepEqual(dues, [...dues].sort((x, y) => x - y));
  });

  await t.test('each status, "all" and "completed" for done', async () => {
    const cases: [string, string[]][] = [
      ['status=all', all],
      ['status=All', all],
      ['status=&dateFilter=&dueDateFrom=&clientId=', all],
      ['status=pending', ['Call about pricing', 'Morning call', 'Send proposal', 'Demo follow-up', 'Quarterly review']],
      ['status=done', ['Contract signed']],
      ['status=completed', ['Contract signed']],
      ['status=snoozed', ['Check in later']],
      ['status=PENDING', ['Call about pricing', 'Morning call', 'Send proposal', 'Demo follow-up', 'Quarterly review']],
    ];
    for (const [query, expected] of cases) {
      const res = await list(rep, query);
      assert.equal(res.status, 200, query);
      assert.deepEqual(titles(res), expected, query);
      assert.equal(res.body.total, expected.length, query);
    }
    const pending = await list(rep, 'status=pending');
    assert.deepEqual(pending.body.summary, { total: 5, overdue: 2, dueToday: 2, completed: 0 });
    const completed = await list(rep, 'status=done');
    assert.deepEqual(completed.body.summary, { total: 1, overdue: 0, dueToday: 0, completed: 1 });
  });

  await t.test('dateFilter overdue and today', async () => {
    const overdueList = await list(rep, 'dateFilter=overdue');
    assert.deepEqual(titles(overdueList), ['Call about pricing', 'Morning call']);
    assert.equal(overdueList.body.total, 2);
    const today = await list(rep, 'dateFilter=today');
    assert.deepEqual(titles(today), ['Morning call', 'Send proposal']);
    assert.deepEqual((await list(rep, 'dateFilter=all')).body.total, 7);
    // The cards ignore the date filter: they describe the whole search.
    assert.deepEqual(today.body.summary, { total: 7, overdue: 2, dueToday: 2, completed: 1 });
    const zoned = await list(rep, 'dateFilter=today&timeZone=Europe/Warsaw');
    assert.equal(zoned.status, 200);
    assert.ok(zoned.body.followUps.every((f: { dueAt: string }) => Math.abs(Date.parse(f.dueAt) - Date.now()) < 2 * DAY));
  });

  await t.test('the dashboard\'s next-7-days query; from is inclusive, to exclusive', async () => {
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 7 * DAY).toISOString();
    const upcoming = await list(rep, `status=pending&limit=3&dueDateFrom=${from}&dueDateTo=${to}`);
    assert.deepEqual(titles(upcoming), ['Send proposal', 'Demo follow-up']);
    assert.equal(upcoming.body.followUps[0].isAiGenerated, true);
    const anyStatus = await list(rep, `dueDateFrom=${from}&dueDateTo=${to}`);
    assert.deepEqual(titles(anyStatus), ['Send proposal', 'Demo follow-up', 'Check in later']);
    const at = encodeURIComponent(tomorrow.dueAt);
    assert.deepEqual(titles(await list(rep, `dueDateFrom=${at}`)), ['Demo follow-up', 'Check in later', 'Quarterly review']);
    assert.deepEqual(titles(await list(rep, `dueDateTo=${at}`)), ['Contract signed', 'Call about pricing', 'Morning call', 'Send proposal']);
    // tomorrow + 1 h, written in +01:00
    const offset = encodeURIComponent(new Date(Date.parse(tomorrow.dueAt) + 2 * HOUR).toISOString().replace('Z', '+01:00'));
    assert.deepEqual(titles(await list(rep, `dueDateFrom=${at}&dueDateTo=${offset}`)), ['Demo follow-up']);
  });

  await t.test('search covers title, notes, client name and company, case-insensitively', async () => {
    const cases: [string, string[]][] = [
      ['pricing', ['Call about pricing']],
      ['PRICING', ['Call about pricing']],
      ['renewal', ['Quarterly review']],
      ['fabrikam inc', ['Quarterly review']],
      ['northwind', all.filter((x) => x !== 'Quarterly review')],
      ['  call  ', ['Call about pricing', 'Morning call']],
      ['%', []],
      ['_', []],
      ['\\', []],
      ['c_ll', []],
      ["' or 1=1 --", []],
      ['', all],
    ];
    for (const [search, expected] of cases) {
      const res = await list(rep, `search=${encodeURIComponent(search)}`);
      assert.equal(res.status, 200, search);
      assert.deepEqual(titles(res), expected, search);
      assert.equal(res.body.summary.total, expected.length, search);
    }
    const combined = await list(rep, 'search=call&status=pending&dateFilter=overdue');
    assert.deepEqual(titles(combined), ['Call about pricing', 'Morning call']);
    assert.deepEqual(combined.body.summary, { total: 2, overdue: 2, dueToday: 1, completed: 0 });
  });

  await t.test('clientId narrows to one client', async () => {
    assert.deepEqual(titles(await list(rep, `clientId=${fabrikam.id}`)), ['Quarterly review']);
    assert.equal((await list(rep, `clientId=${randomUUID()}`)).body.total, 0);
  });

  await t.test('pagination: limit and offset page through the same order, total stays', async () => {
    const pages: string[] = [];
    for (let offset = 0; offset < 8; offset += 3) {
      const res = await list(rep, `limit=3&offset=${offset}`);
      assert.equal(res.body.total, 7);
      assert.ok(res.body.followUps.length <= 3);
      pages.push(...titles(res));
    }
    assert.deepEqual(pages, all);
    const beyond = await list(rep, 'offset=100');
    assert.deepEqual(beyond.body.followUps, []);
    assert.equal(beyond.body.total, 7);
    assert.equal((await list(rep, 'limit=100')).body.followUps.length, 7);
  });

  assert.ok(overdue && morning && later && review);
});

test('GET /api/followups defaults to 50 per page', async () => {
  const rep = await createUser('SALES', 'Rep Many');
  const client = await createClientFor(rep);
  const due = Date.now() + DAY;
  await Promise.all(Array.from({ length: 55 }, (_, i) =>
    createFollowUp(rep, client.id, { title: `Task ${String(i).padStart(2, '0')}`, dueAt: new Date(due + i * 60_000).toISOString() })));
  const res = await list(rep);
  assert.equal(res.body.followUps.length, 50);
  assert.equal(res.body.total, 55);
  assert.equal(res.body.followUps[0].title, 'Task 00');
  assert.equal(res.body.followUps[49].title, 'Task 49');
  const rest = await list(rep, 'offset=50');
  assert.deepEqual(titles(rest), ['Task 50', 'Task 51', 'Task 52', 'Task 53', 'Task 54']);
});

test('text in any script and SQL-looking text round-trips exactly and is searchable', async () => {
  const rep = await createUser('SALES', 'Rep Nasty');
  const client = await createClientFor(rep, { name: 'Nasty Co' });
  const created: { id: string }[] = [];
  for (const text of NASTY_STRINGS) {
    const f = await createFollowUp(rep, client.id, { title: text, notes: `notes: ${text}` });
    assert.equal(f.title, text);
    assert.equal(f.notes, `notes: ${text}`);
    created.push(f);
  }
  for (const [i, text] of NASTY_STRINGS.entries()) {
    const res = await list(rep, `search=${encodeURIComponent(text)}`);
    assert.equal(res.status, 200, text);
    assert.ok(res.body.followUps.some((f: { id: string }) => f.id === created[i].id), text);
    assert.ok(res.body.followUps.every((f: { title: string; notes: string }) => `${f.title} ${f.notes}`.includes(text)), text);
  }
  for (const wildcard of ['%', '_', '\\', '%_\\']) {
    const res = await list(rep, `search=${encodeURIComponent(wildcard)}`);
    assert.deepEqual(titles(res), ['%_\\ wildcard'], wildcard);
  }
  const patched = await api(`/followups/${created[0].id}`, { method: 'PATCH', token: rep.token, body: { title: NASTY_STRINGS[4], notes: NASTY_STRINGS[1] } });
  assert.equal(patched.body.title, NASTY_STRINGS[4]);
  assert.equal(patched.body.notes, NASTY_STRINGS[1]);
});

test('PATCH /api/followups/{id} edits, completes, reopens and snoozes', async () => {
  const client = await createClientFor(a);
  const f = await createFollowUp(a, client.id, { title: 'Original', notes: 'Old notes' });

  const edited = await setStatus(a, f.id, { title: '  Renamed  ', notes: 'New notes', dueAt: '2031-01-15T10:00:00Z' });
  assert.deepEqual(Object.keys(edited).sort(), FOLLOW_UP_FIELDS);
  assert.equal(edited.title, 'Renamed');
  assert.equal(edited.notes, 'New notes');
  assert.equal(edited.dueAt, '2031-01-15T10:00:00.000Z');
  assert.equal(edited.status, 'pending');

  const completed = await setStatus(a, f.id, { status: 'done' });
  assert.equal(completed.status, 'done');
  assert.ok(Date.parse(completed.completedAt) > 0);
  assert.equal(completed.title, 'Renamed');

  const reopened = await setStatus(a, f.id, { status: 'pending' });
  assert.equal(reopened.status, 'pending');
  assert.equal(reopened.completedAt, null);

  const alsoCompleted = await setStatus(a, f.id, { status: 'completed' });
  assert.equal(alsoCompleted.status, 'done');

  const snoozed = await setStatus(a, f.id, { snoozeUntil: '2031-02-01T08:00:00Z' });
  assert.equal(snoozed.status, 'snoozed');
  assert.equal(snoozed.dueAt, '2031-02-01T08:00:00.000Z');
  assert.equal(snoozed.completedAt, null);
  assert.equal((await setStatus(a, f.id, { snoozeUntil: '2031-02-02T08:00:00Z', status: 'snoozed' })).status, 'snoozed');

  const cleared = await setStatus(a, f.id, { notes: null });
  assert.equal(cleared.notes, null);
  assert.equal(cleared.title, 'Renamed');

  const unchanged = await setStatus(a, f.id, {});
  assert.equal(unchanged.title, 'Renamed');
  assert.equal(unchanged.status, 'snoozed');
});

test('PATCH /api/followups/{id} rejects bad input with 400 and unknown ids with 404', async () => {
  const client = await createClientFor(a);
  const f = await createFollowUp(a, client.id, { title: 'Keep me' });
  for (const title of ['', '   ', null]) {
    const res = await api(`/followups/${f.id}`, { method: 'PATCH', token: a.token, body: { title } });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body, { error: 'Title is required' });
  }
  for (const body of [
    { status: 'finished' },
    { status: 3 },
    { dueAt: null },
    { dueAt: 'later' },
    { snoozeUntil: 'later' },
    { snoozeUntil: '2031-02-01T08:00:00Z', status: 'done' },
    { snoozeUntil: '2031-02-01T08:00:00Z', dueAt: '2031-02-01T08:00:00Z' },
    { title: 'x'.repeat(100_000) },
    { notes: 'n'.repeat(100_000) },
    [],
    'text',
  ]) {
    const res = await api(`/followups/${f.id}`, { method: 'PATCH', token: a.token, body });
    assert.equal(res.status, 400, JSON.stringify(body).slice(0, 80));
    assert.equal(typeof res.body.error, 'string');
  }
  const malformed = await api(`/followups/${f.id}`, { method: 'PATCH', token: a.token, rawBody: '{', headers: { 'content-type': 'application/json' } });
  assert.deepEqual(malformed.body, { error: 'Request body must be valid JSON' });
  for (const id of [randomUUID(), 'not-a-uuid', '123', "x' or '1'='1"]) {
    const res = await api(`/followups/${encodeURIComponent(id)}`, { method: 'PATCH', token: a.token, body: { status: 'done' } });
    assert.equal(res.status, 404, id);
    assert.deepEqual(res.body, { error: 'Follow-up not found' });
  }
  const after = await list(a, `clientId=${client.id}`);
  assert.equal(after.body.followUps[0].title, 'Keep me');
  assert.equal(after.body.followUps[0].status, 'pending');
});

test('DELETE /api/followups/{id} answers {success: true}, then 404', async () => {
  const client = await createClientFor(a);
  const f = await createFollowUp(a, client.id);
  const res = await api(`/followups/${f.id}`, { method: 'DELETE', token: a.token });
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { success: true });
  for (const id of [f.id, randomUUID(), 'nope']) {
    const again = await api(`/followups/${id}`, { method: 'DELETE', token: a.token });
    assert.equal(again.status, 404, id);
    assert.deepEqual(again.body, { error: 'Follow-up not found' });
  }
  const gone = await api(`/followups/${f.id}`, { method: 'PATCH', token: a.token, body: { status: 'done' } });
  assert.equal(gone.status, 404);
  assert.equal((await list(a, `clientId=${client.id}`)).body.total, 0);
});

test('isolation: rep B cannot see, change or delete rep A\'s follow-ups; an admin can', async () => {
  const client = await createClientFor(a, { name: 'Private Client' });
  const f = await createFollowUp(a, client.id, { title: 'A only', notes: 'secret' });

  const bPatch = await api(`/followups/${f.id}`, { method: 'PATCH', token: b.token, body: { title: 'Hijacked', status: 'done' } });
  assert.equal(bPatch.status, 404);
  assert.deepEqual(bPatch.body, { error: 'Follow-up not found' });
  const bDelete = await api(`/followups/${f.id}`, { method: 'DELETE', token: b.token });
  assert.equal(bDelete.status, 404);
  assert.deepEqual(bDelete.body, { error: 'Follow-up not found' });

  for (const query of ['', 'limit=100', `clientId=${client.id}`, 'search=secret', 'search=private', 'status=pending']) {
    const res = await list(b, query);
    assert.equal(res.status, 200);
    assert.ok(res.body.followUps.every((x: { id: string }) => x.id !== f.id), query);
    assert.ok(res.body.followUps.every((x: { client: { id: string } }) => x.client.id !== client.id), query);
  }
  assert.equal((await list(b, `clientId=${client.id}`)).body.total, 0);

  const aView = await list(a, `clientId=${client.id}`);
  assert.equal(aView.body.followUps.length, 1);
  assert.equal(aView.body.followUps[0].title, 'A only');
  assert.equal(aView.body.followUps[0].status, 'pending');
  assert.equal(aView.body.followUps[0].updatedAt, f.updatedAt);

  const bossView = await list(boss, `clientId=${client.id}`);
  assert.deepEqual(bossView.body.followUps.map((x: { id: string }) => x.id), [f.id]);
  // The API narrows a rep's list to their own rows for speed; an admin's lists and counts stay whole.
  const [aAll, bAll, bossAll] = await Promise.all([list(a, 'limit=100'), list(b, 'limit=100'), list(boss, 'limit=100')]);
  assert.ok(bossAll.body.total >= aAll.body.total + bAll.body.total);
  assert.ok(bossAll.body.summary.total >= aAll.body.summary.total + bAll.body.summary.total);
  assert.ok((await list(boss, 'search=secret')).body.followUps.some((x: { id: string }) => x.id === f.id));
  assert.equal((await list(boss, 'search=secret&status=pending')).body.summary.total, 1);
  const bossEdit = await api(`/followups/${f.id}`, { method: 'PATCH', token: boss.token, body: { status: 'done' } });
  assert.equal(bossEdit.status, 200);
  assert.equal(bossEdit.body.status, 'done');
  const bossCreate = await api('/followups', { method: 'POST', token: boss.token, body: { clientId: client.id, title: 'From the boss', dueAt: dueTimes().tomorrow } });
  assert.equal(bossCreate.status, 201);
  assert.equal((await list(a, `clientId=${client.id}`)).body.total, 2);
});

test('GET /api/followups rejects bad query parameters with a 400 and a JSON error', async () => {
  for (const query of [
    'limit=0', 'limit=-1', 'limit=101', 'limit=abc', 'limit=1e9', 'limit=2.5',
    'offset=-1', 'offset=x', 'offset=1e12',
    'status=finished', 'dateFilter=yesterday', 'dueDateFrom=nope', 'dueDateTo=2026-02-30', 'dueDateFrom=2026-01-01T10:00:00',
    'clientId=abc', `search=${'x'.repeat(201)}`, 'timeZone=Mars/Base', 'timeZone=%2B01:00', "timeZone=UTC'; drop table followups;--",
  ]) {
    const res = await list(a, query);
    assert.equal(res.status, 400, query);
    assert.equal(typeof res.body.error, 'string', query);
  }
  assert.deepEqual((await list(a, 'timeZone=Nowhere/Atlantis')).body, { error: 'timeZone: must be an IANA time zone such as Europe/Warsaw' });
  const long = await list(a, `search=${'x'.repeat(10_000)}`);
  assert.equal(long.status, 400);
  assert.equal(typeof long.body.error, 'string');
  // A 100 KB URL is refused by the HTTP server in front of the function (431), before any route.
  const huge = await list(a, `search=${'x'.repeat(100_000)}`);
  assert.ok(huge.status >= 400 && huge.status < 500, String(huge.status));
});

test('every follow-up route needs a signed-in user: 401 without a token', async () => {
  const id = randomUUID();
  for (const [method, path] of [['GET', '/followups'], ['POST', '/followups'], ['PATCH', `/followups/${id}`], ['DELETE', `/followups/${id}`]]) {
    for (const token of [undefined, 'not-a-jwt']) {
      const res = await api(path, { method, token, body: method === 'GET' ? undefined : { title: 'x' } });
      assert.equal(res.status, 401, `${method} ${path}`);
      assert.equal(typeof res.body.error, 'string');
    }
  }
});
