// /api/imports: a file's clients saved in idempotent batches as the rep (RLS on), progress to
// resume from, undo within 24 hours. The duplicate check is in import-duplicates.test.ts.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, test } from "node:test";
import postgres from "postgres";
import {
  importBatchResponse,
  importResponse,
  type ImportRowInput as ImportRow,
} from "../../supabase/functions/_shared/contract/index.ts";
import { api, createClientFor, createUser, type TestUser } from "./helpers.ts";

const db = postgres(process.env.SUPABASE_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });
after(() => db.end({ timeout: 1 }));

let rep: TestUser;
let other: TestUser;
let boss: TestUser;

before(async () => {
  [rep, other, boss] = await Promise.all([
    createUser("SALES", "Import Rep"),
    createUser("SALES", "Import Other"),
    createUser("ADMIN", "Import Admin"),
  ]);
});

async function startImport(user: TestUser, totalRows = 10) {
  const res = await api("/imports", {
    method: "POST",
    token: user.token,
    body: { fileName: "clients.csv", totalRows },
  });
  assert.equal(res.status, 201, res.text);
  return importResponse.parse(res.body);
}

async function sendBatch(user: TestUser, id: string, batchNo: number, rows: ImportRow[]) {
  const res = await api(`/imports/${id}/batches`, {
    method: "POST",
    token: user.token,
    body: { batchNo, rows },
  });
  assert.ok([200, 201].includes(res.status), res.text);
  return importBatchResponse.parse(res.body);
}

const clientRow = (id: string, user: TestUser) =>
  api(`/clients/${id}`, { token: user.token }).then((r) => r.body);

test("a batch saves valid rows, fails invalid ones with Add Client's reasons, and is saved once", async () => {
  const mine = await createClientFor(rep, { company: "Old Co", phone: "111" });
  const theirs = await createClientFor(other, { company: "Theirs Ltd" });
  const started = await startImport(rep, 8);
  assert.equal(started.status, "running");
  assert.deepEqual(started.batchesDone, []);
  const tag = randomUUID().slice(0, 8);
  const rows: ImportRow[] = [
    { rowNo: 1, action: "create", values: { name: `Ada ${tag}`, email: `ada-${tag}@x.example` } },
    { rowNo: 2, action: "create", values: { name: "  ", company: "No name" } },
    { rowNo: 3, action: "create", values: { name: `Bad ${tag}`, email: "not-an-email" } },
    { rowNo: 4, action: "create", values: { name: `Odd ${tag}`, dealValue: "-5" } },
    {
      rowNo: 5,
      action: "update",
      clientId: mine.id,
      values: { name: "Renamed", notes: "From file" },
    },
    { rowNo: 6, action: "update", clientId: theirs.id, values: { name: "Hijacked" } },
    { rowNo: 7, action: "skip" },
    { rowNo: 8, action: "create", values: { name: `Cy ${tag}`, stage: "proposal", unknown: 1 } },
  ];
  const first = await sendBatch(rep, started.id, 1, rows);
  assert.equal(first.repeated, false);
  const byRow = Object.fromEntries(first.results.map((r) => [r.rowNo, r]));
  assert.equal(byRow[1].result, "created");
  assert.deepEqual(
    [2, 3, 4, 8].map((n) => byRow[n].error),
    [
      "Client name is required",
      "Please enter a valid email address",
      "Deal value must be a positive number",
      "Unknown field: unknown",
    ],
  );
  assert.equal(byRow[5].result, "updated");
  assert.deepEqual([byRow[6].result, byRow[6].error], ["failed", "Client not found"]);
  assert.equal(byRow[7].result, "skipped");
  assert.deepEqual(
    [first.import.created, first.import.updated, first.import.skipped, first.import.failed],
    [1, 1, 1, 5],
  );
  assert.deepEqual(first.import.batchesDone, [1]);

  const created = await clientRow(byRow[1].clientId!, rep);
  assert.equal(created.ownerId, rep.id);
  assert.equal(created.stage, "LEAD");
  const updated = await clientRow(mine.id, rep);
  // Only the fields the row names change.
  assert.deepEqual(
    [updated.name, updated.notes, updated.company, updated.phone],
    ["Renamed", "From file", "Old Co", "111"],
  );
  assert.equal((await clientRow(theirs.id, other)).name, theirs.name);

  // Sent again (a reload, a retry): the same answer, nothing saved twice.
  const again = await sendBatch(rep, started.id, 1, rows);
  assert.equal(again.repeated, true);
  assert.deepEqual(again.results, first.results);
  assert.equal(again.import.created, 1);
  const [{ n }] =
    await db`select count(*)::int as n from public.clients where name = ${`Ada ${tag}`}`;
  assert.equal(n, 1);

  const progress = await api(`/imports/${started.id}`, { token: rep.token });
  assert.equal(progress.status, 200, progress.text);
  assert.deepEqual(importResponse.parse(progress.body).batchesDone, [1]);
});

test("batches of one import are saved side by side; the same batch sent twice at once is saved once", async () => {
  const tag = randomUUID().slice(0, 8);
  const started = await startImport(rep, 6);
  const rows = (batchNo: number): ImportRow[] =>
    [1, 2].map((k) => ({
      rowNo: 2 * (batchNo - 1) + k,
      action: "create",
      values: { name: `Side ${tag} ${batchNo}.${k}` },
    }));
  const answers = await Promise.all([
    sendBatch(rep, started.id, 1, rows(1)),
    sendBatch(rep, started.id, 2, rows(2)),
    sendBatch(rep, started.id, 2, rows(2)),
  ]);
  // The second copy of batch 2 waits for the first and answers its results.
  assert.deepEqual(answers.map((a) => a.repeated).sort(), [false, false, true]);
  assert.deepEqual(answers[2].results, answers[1].results);
  const [{ n }] =
    await db`select count(*)::int as n from public.clients where name like ${`Side ${tag} %`}`;
  assert.equal(n, 4);
  const progress = importResponse.parse(
    (await api(`/imports/${started.id}`, { token: rep.token })).body,
  );
  assert.equal(progress.created, 4);
  assert.deepEqual(progress.batchesDone, [1, 2]);

  // Two batches that together pass the import's total: the one counted second is refused whole.
  const [third, fourth] = await Promise.all(
    [3, 4].map((batchNo) =>
      api(`/imports/${started.id}/batches`, {
        method: "POST",
        token: rep.token,
        body: { batchNo, rows: rows(batchNo).map((row, k) => ({ ...row, rowNo: 5 + k })) },
      }),
    ),
  );
  assert.deepEqual([third.status, fourth.status].sort(), [201, 400]);
  const refused = third.status === 400 ? third : fourth;
  assert.equal(refused.body.error, "This batch would take the import past its 6 rows (totalRows)");
  const [{ m }] =
    await db`select count(*)::int as m from public.clients where name like ${`Side ${tag} %`}`;
  assert.equal(m, 6);
});

test("undo deletes the clients an import created and puts back the ones it updated", async () => {
  const mine = await createClientFor(rep, { company: "Keep Co", priority: "LOW" });
  const started = await startImport(rep, 3);
  const tag = randomUUID().slice(0, 8);
  const batch = await sendBatch(rep, started.id, 1, [
    { rowNo: 1, action: "create", values: { name: `Undo ${tag}` } },
    {
      rowNo: 2,
      action: "update",
      clientId: mine.id,
      values: { name: "Changed", company: null, priority: "HIGH" },
    },
  ]);
  const createdId = batch.results[0].clientId!;
  await api(`/followups`, {
    method: "POST",
    token: rep.token,
    body: {
      clientId: createdId,
      title: "Call",
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  const finished = await api(`/imports/${started.id}/finish`, { method: "POST", token: rep.token });
  assert.equal(finished.status, 200, finished.text);
  assert.equal(finished.body.status, "done");

  // Another rep cannot undo it, nor see it.
  assert.equal(
    (await api(`/imports/${started.id}/undo`, { method: "POST", token: other.token })).status,
    404,
  );
  assert.equal((await api(`/imports/${started.id}`, { token: other.token })).status, 404);

  const undone = await api(`/imports/${started.id}/undo`, { method: "POST", token: rep.token });
  assert.equal(undone.status, 200, undone.text);
  assert.equal(importResponse.parse(undone.body).status, "undone");
  assert.equal((await api(`/clients/${createdId}`, { token: rep.token })).status, 404);
  const restored = await clientRow(mine.id, rep);
  assert.deepEqual(
    [restored.name, restored.company, restored.priority],
    [mine.name, "Keep Co", "LOW"],
  );

  const twice = await api(`/imports/${started.id}/undo`, { method: "POST", token: rep.token });
  assert.deepEqual([twice.status, twice.body.error], [409, "This import has already been undone"]);
  const late = await api(`/imports/${started.id}/batches`, {
    method: "POST",
    token: rep.token,
    body: { batchNo: 2, rows: [{ rowNo: 3, action: "skip" }] },
  });
  assert.deepEqual([late.status, late.body.error], [409, "This import has been undone"]);
});

test("an import older than 24 hours cannot be undone", async () => {
  const started = await startImport(rep, 1);
  const batch = await sendBatch(rep, started.id, 1, [
    { rowNo: 1, action: "create", values: { name: `Old ${randomUUID().slice(0, 8)}` } },
  ]);
  await db`update public.client_imports set created_at = now() - interval '25 hours' where id = ${started.id}`;
  const res = await api(`/imports/${started.id}/undo`, { method: "POST", token: rep.token });
  assert.deepEqual(
    [res.status, res.body.error],
    [409, "An import can only be undone within 24 hours of starting it"],
  );
  assert.equal(
    (await api(`/clients/${batch.results[0].clientId}`, { token: rep.token })).status,
    200,
  );
});

test("an admin assigns owners by e-mail or id; a rep cannot", async () => {
  const tag = randomUUID().slice(0, 8);
  const byAdmin = await startImport(boss, 3);
  const saved = await sendBatch(boss, byAdmin.id, 1, [
    {
      rowNo: 1,
      action: "create",
      owner: rep.email.toUpperCase(),
      values: { name: `To rep ${tag}` },
    },
    { rowNo: 2, action: "create", owner: other.id, values: { name: `To other ${tag}` } },
    { rowNo: 3, action: "create", owner: "nobody@nowhere.example", values: { name: "Lost" } },
  ]);
  assert.deepEqual(
    saved.results.map((r) => r.result),
    ["created", "created", "failed"],
  );
  assert.equal(saved.results[2].error, "Owner not found: nobody@nowhere.example");
  assert.equal((await clientRow(saved.results[0].clientId!, rep)).ownerId, rep.id);
  assert.equal((await clientRow(saved.results[1].clientId!, other)).ownerId, other.id);

  const byRep = await startImport(rep, 2);
  const refused = await sendBatch(rep, byRep.id, 1, [
    { rowNo: 1, action: "create", owner: other.email, values: { name: `Pushed ${tag}` } },
    { rowNo: 2, action: "create", owner: rep.email, values: { name: `Own ${tag}` } },
  ]);
  assert.deepEqual(
    refused.results.map((r) => [r.result, r.error]),
    [
      ["failed", "Only an admin can assign owners"],
      ["created", null],
    ],
  );
});

test("another rep's import is not found, and the list holds the caller's own", async () => {
  const started = await startImport(rep, 1);
  for (const [method, path, body] of [
    ["GET", `/imports/${started.id}`, undefined],
    [
      "POST",
      `/imports/${started.id}/batches`,
      { batchNo: 1, rows: [{ rowNo: 1, action: "skip" }] },
    ],
    ["POST", `/imports/${started.id}/finish`, undefined],
    ["POST", `/imports/${started.id}/undo`, undefined],
  ] as const) {
    const res = await api(path, { method, token: other.token, body });
    assert.deepEqual([res.status, res.body.error], [404, "Import not found"], `${method} ${path}`);
  }
  assert.equal((await api("/imports/not-a-uuid", { token: rep.token })).status, 404);
  const list = await api("/imports", { token: rep.token });
  assert.ok(list.body.imports.some((i: { id: string }) => i.id === started.id));
  const theirs = await api("/imports", { token: other.token });
  assert.ok(!theirs.body.imports.some((i: { id: string }) => i.id === started.id));
  // An admin may read it, not add to it.
  assert.equal((await api(`/imports/${started.id}`, { token: boss.token })).status, 200);
  const adminBatch = await api(`/imports/${started.id}/batches`, {
    method: "POST",
    token: boss.token,
    body: { batchNo: 1, rows: [{ rowNo: 1, action: "skip" }] },
  });
  assert.equal(adminBatch.status, 404);
});

test("bad bodies are 400s in the contract's words", async () => {
  const started = await startImport(rep, 2);
  const cases: [string, unknown, string][] = [
    [
      "/imports",
      { fileName: "a.csv", totalRows: 100_001 },
      "An import can have at most 100,000 rows",
    ],
    ["/imports", { fileName: "a.csv", totalRows: 0 }, "The file has no rows to import"],
    ["/imports", { fileName: "a.csv", totalRows: 1, extra: true }, "Unknown field: extra"],
    [
      `/imports/${started.id}/batches`,
      {
        batchNo: 1,
        rows: Array.from({ length: 1001 }, (_, i) => ({ rowNo: i + 1, action: "skip" })),
      },
      "A batch can have at most 1,000 rows",
    ],
    [`/imports/${started.id}/batches`, { batchNo: 1, rows: [] }, "A batch needs at least one row"],
    [
      `/imports/${started.id}/batches`,
      { batchNo: 1, rows: [{ rowNo: 1, action: "merge" }] },
      "rows.0.action: has an invalid value",
    ],
    [
      `/imports/${started.id}/batches`,
      { batchNo: 1, rows: [{ rowNo: 1, action: "update", clientId: "nope" }] },
      "rows.0.clientId: must be a client id",
    ],
    [
      `/imports/${started.id}/batches`,
      {
        batchNo: 1,
        rows: [1, 2, 3].map((rowNo) => ({ rowNo, action: "skip" })),
      },
      "This batch would take the import past its 2 rows (totalRows)",
    ],
    [
      `/imports/${started.id}/batches`,
      {
        batchNo: 1,
        rows: [1, 1].map((rowNo) => ({ rowNo, action: "create", values: { name: "Twice" } })),
      },
      "Row 1 is in the batch twice",
    ],
    ["/imports/duplicates", { rows: [] }, "Send at least one row"],
  ];
  for (const [path, body, error] of cases) {
    const res = await api(path, { method: "POST", token: rep.token, body });
    assert.deepEqual([res.status, res.body.error], [400, error], path);
  }
  const notJson = await api("/imports", {
    method: "POST",
    token: rep.token,
    rawBody: "{",
    headers: { "content-type": "application/json" },
  });
  assert.deepEqual([notJson.status, notJson.body.error], [400, "Request body must be valid JSON"]);
});

test("undo removes the files the created clients' messages carried, as a client's delete does", async () => {
  const started = await startImport(rep, 1);
  const batch = await sendBatch(rep, started.id, 1, [
    { rowNo: 1, action: "create", values: { name: `Files ${randomUUID().slice(0, 8)}` } },
  ]);
  const clientId = batch.results[0].clientId!;
  const thread = await api(`/chat-threads/clients/${clientId}/threads`, {
    method: "POST",
    token: rep.token,
    body: {},
  });
  const form = new FormData();
  form.append("file", new Blob(["imported notes"], { type: "text/plain" }), "notes.txt");
  const upload = await api("/files/upload", { method: "POST", token: rep.token, rawBody: form });
  assert.equal(upload.status, 201, upload.text);
  const message = await api(`/chat-threads/threads/${thread.body.id}/messages`, {
    method: "POST",
    token: rep.token,
    body: { content: "see attached", role: "user", attachments: [upload.body.id] },
  });
  assert.equal(message.status, 201, message.text);

  const undone = await api(`/imports/${started.id}/undo`, { method: "POST", token: rep.token });
  assert.equal(undone.status, 200, undone.text);
  assert.equal((await api(`/files/download/${upload.body.id}`, { token: rep.token })).status, 404);
  const [{ n }] =
    await db`select count(*)::int as n from public.files where id = ${upload.body.id}`;
  assert.equal(n, 0);
});
