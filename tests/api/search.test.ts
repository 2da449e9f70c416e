import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import {
  SEARCH_QUERY_REQUIRED,
  SEARCH_QUERY_TOO_LONG,
  searchResponse,
  type SearchResult,
} from "../../supabase/functions/_shared/contract/index.ts";
import { api, createClientFor, createFollowUp, createUser, type TestUser } from "./helpers.ts";

let a: TestUser;
let b: TestUser;
let boss: TestUser;

/** A word no other test writes, so what a search finds is this test's rows only. */
const word = () => `w${randomUUID().replace(/-/g, "").slice(0, 10)}`;

before(async () => {
  [a, b, boss] = await Promise.all([
    createUser("SALES", "Search Rep A"),
    createUser("SALES", "Search Rep B"),
    createUser("ADMIN", "Search Boss"),
  ]);
});

async function search(user: TestUser, q: string, limit?: number) {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const res = await api(`/search?${query}`, { token: user.token });
  assert.equal(res.status, 200, res.text);
  return searchResponse.parse(res.body).results;
}

const snippetText = (result: SearchResult) => result.snippet.map((part) => part.text).join("");
const matched = (result: SearchResult) =>
  result.snippet.filter((part) => part.match).map((part) => part.text);

async function thread(user: TestUser, clientId: string) {
  const res = await api(`/chat-threads/clients/${clientId}/threads`, {
    method: "POST",
    token: user.token,
    body: {},
  });
  assert.equal(res.status, 201, res.text);
  return res.body.id as string;
}

async function post(user: TestUser, threadId: string, content: string, attachments: string[] = []) {
  const res = await api(`/chat-threads/threads/${threadId}/messages`, {
    method: "POST",
    token: user.token,
    body: { content, role: "user", attachments },
  });
  assert.equal(res.status, 201, res.text);
  return res.body.id as string;
}

async function uploadText(user: TestUser, name: string, text: string) {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/plain" }), name);
  const res = await api("/files/upload", { method: "POST", token: user.token, rawBody: form });
  assert.equal(res.status, 201, res.text);
  return res.body.id as string;
}

test("a phrase said only in one chat message finds that message, its thread and its client", async () => {
  const tag = word();
  const client = await createClientFor(a, { name: `Harbor ${tag}` });
  const other = await createClientFor(a, { name: `Quay ${word()}` });
  const threadId = await thread(a, client.id);
  const messageId = await post(
    a,
    threadId,
    `They asked whether we are SOC 2 compliant ${tag} before signing.`,
  );
  await post(a, await thread(a, other.id), `SOC and compliance ${tag} are separate topics`);

  const results = await search(a, `"SOC 2 compliant ${tag}"`);
  assert.deepEqual(
    results.map((r) => [r.kind, r.id]),
    [["message", messageId]],
  );
  const [hit] = results;
  assert.deepEqual(
    [hit.clientId, hit.clientName, hit.threadId, hit.messageId],
    [client.id, client.name, threadId, messageId],
  );
  assert.match(snippetText(hit), /SOC 2 compliant/);
  assert.deepEqual(matched(hit), ["SOC", "2", "compliant", tag]);
});

test("a word in a follow-up, a document title or an attachment's text finds it, with its client", async () => {
  const tag = word();
  const client = await createClientFor(a, { name: `Delta ${word()}` });
  const followUp = await createFollowUp(a, client.id, {
    title: `Send pricing ${tag}`,
    notes: "after the demo",
  });
  const noted = await createFollowUp(a, client.id, {
    title: "Call back",
    notes: `mention ${tag} rollout`,
  });
  const threadId = await thread(a, client.id);
  const fileId = await uploadText(
    a,
    "requirements.txt",
    `The warehouse needs ${tag} scanners on every dock.`,
  );
  const messageId = await post(a, threadId, "Their requirements are attached.", [fileId]);
  const generated = await fetch(
    `${process.env.SUPABASE_URL}/functions/v1/api/documents/generate-ai-proposal`,
    {
      method: "POST",
      headers: { authorization: `Bearer ${a.token}`, "content-type": "application/json" },
      body: JSON.stringify({
        title: `Proposal ${tag}`,
        clientId: client.id,
        userPrompt: "Ten seats",
      }),
    },
  );
  assert.equal(generated.status, 200);
  const documentId = generated.headers.get("x-document-id");

  const results = await search(a, tag);
  const byKind = (kind: string) =>
    results
      .filter((r) => r.kind === kind)
      .map((r) => r.id)
      .sort();
  assert.deepEqual(byKind("followup"), [followUp.id, noted.id].sort());
  assert.deepEqual(byKind("document"), [documentId]);
  assert.deepEqual(byKind("attachment"), [fileId]);
  assert.deepEqual(
    byKind("message"),
    [],
    "the message says nothing of the word, its attachment does",
  );
  assert.ok(results.every((r) => r.clientId === client.id));
  const attachment = results.find((r) => r.kind === "attachment")!;
  assert.deepEqual(
    [attachment.title, attachment.threadId, attachment.messageId],
    ["requirements.txt", threadId, messageId],
  );
  assert.deepEqual(matched(attachment), [tag]);
  const titled = results.find((r) => r.id === followUp.id)!;
  assert.ok(
    titled.rank > results.find((r) => r.id === noted.id)!.rank,
    "a word in the title ranks above one in the notes",
  );
});

test("words in any script are found; accents are folded; a part of a name finds the client", async () => {
  const tag = word();
  const greek = await createClientFor(a, {
    name: `Ελένη Παπαδοπούλου ${tag}`,
    notes: "Συνάντηση στην Αθήνα",
  });
  const japanese = await createClientFor(a, { name: `山田 ${tag}`, notes: "東京 オフィス 契約" });
  const accented = await createClientFor(a, { name: `Crème Brûlée ${tag}` });

  assert.deepEqual(
    (await search(a, `Αθήνα ${tag}`)).map((r) => r.id),
    [greek.id],
  );
  assert.deepEqual(
    (await search(a, `オフィス ${tag}`)).map((r) => r.id),
    [japanese.id],
  );
  const folded = await search(a, `creme ${tag}`);
  assert.deepEqual(
    folded.map((r) => r.id),
    [accented.id],
  );
  assert.deepEqual(matched(folded[0]), ["Crème", tag]);
  const partial = await search(a, tag.slice(0, 8));
  assert.deepEqual(partial.map((r) => r.id).sort(), [greek.id, japanese.id, accented.id].sort());
});

test("a rep never finds another rep's rows of any kind; an admin finds everyone's", async () => {
  const tag = word();
  const mine = await createClientFor(a, { name: `Mine ${tag}` });
  const theirs = await createClientFor(b, { name: `Theirs ${tag}` });
  await createFollowUp(b, theirs.id, { title: `Theirs ${tag}` });
  const theirThread = await thread(b, theirs.id);
  const theirFile = await uploadText(b, `${tag}.txt`, `secret ${tag}`);
  await post(b, theirThread, `secret ${tag}`, [theirFile]);

  const asA = await search(a, tag);
  assert.deepEqual(
    asA.map((r) => [r.kind, r.id]),
    [["client", mine.id]],
  );
  const asB = await search(b, tag);
  assert.deepEqual(asB.map((r) => r.kind).sort(), ["attachment", "client", "followup", "message"]);
  assert.ok(asB.every((r) => r.clientId === theirs.id));
  const asBoss = await search(boss, tag);
  assert.deepEqual(new Set(asBoss.map((r) => r.clientId)), new Set([mine.id, theirs.id]));
  assert.equal(asBoss.length, 5);
});

test("a phrase from inside a Japanese or Thai sentence finds its message for its rep and an admin, never another rep", async () => {
  const tag = word();
  const client = await createClientFor(b, { name: `Kaisha ${tag}` });
  const threadId = await thread(b, client.id);
  const japanese = await post(b, threadId, `来週までに見積書を送ってください ${tag}`);
  const thai = await post(b, threadId, `กรุณาส่งใบเสนอราคาภายในสัปดาห์หน้า ${tag}`);

  for (const [phrase, id] of [
    ["見積書を送って", japanese],
    ["ใบเสนอราคา", thai],
  ]) {
    const asB = (await search(b, phrase)).filter((r) => r.clientId === client.id);
    assert.deepEqual(
      asB.map((r) => [r.kind, r.id]),
      [["message", id]],
    );
    assert.deepEqual(matched(asB[0]), [phrase]);
    const asBoss = (await search(boss, phrase)).filter((r) => r.clientId === client.id);
    assert.deepEqual(
      asBoss.map((r) => [r.kind, r.id]),
      [["message", id]],
    );
    assert.deepEqual(matched(asBoss[0]), [phrase]);
    assert.ok((await search(a, phrase)).every((r) => r.clientId !== client.id));
  }
});

test("a phrase found as text after the message's first words is marked in a snippet taken around it", async () => {
  const tag = word();
  const client = await createClientFor(a, { name: `Later ${tag}` });
  const threadId = await thread(a, client.id);
  // Ten words first: with no word of the query matched, ts_headline answers the first ten.
  const opening = `They asked whether we are SOC 2 certified 2e11 ${tag} and more.`;
  const id = await post(
    a,
    threadId,
    `${opening} ${"and then ".repeat(20)}佐藤さんは月曜日に見積もりを送ります。`,
  );
  const [hit] = (await search(a, "見積もりを送ります")).filter((r) => r.clientId === client.id);
  assert.deepEqual([hit.kind, hit.id], ["message", id]);
  assert.deepEqual(matched(hit), ["見積もりを送ります"]);
  // Cut before it at a word's start, marked as cut; the message ends with the phrase's sentence.
  assert.match(snippetText(hit), /^…(and|then) .*見積もりを送ります。$/);
});

test("at most limit results of each kind, best first", async () => {
  const tag = word();
  const client = await createClientFor(a, { name: `Many ${word()}` });
  const threadId = await thread(a, client.id);
  for (const content of [`${tag}`, `${tag} ${tag} ${tag}`, `${tag} once more`, `and ${tag}`])
    await post(a, threadId, content);
  const results = await search(a, tag, 2);
  assert.equal(results.length, 2);
  assert.deepEqual(
    results.map((r) => r.kind),
    ["message", "message"],
  );
  assert.ok(results[0].rank >= results[1].rank);
});

test("an empty, blank or over-long query is a 400 that says why; no token is a 401", async () => {
  for (const [query, error] of [
    ["", SEARCH_QUERY_REQUIRED],
    ["q=", SEARCH_QUERY_REQUIRED],
    ["q=%20%20", SEARCH_QUERY_REQUIRED],
    [`q=${"x".repeat(201)}`, SEARCH_QUERY_TOO_LONG],
  ]) {
    const res = await api(`/search?${query}`, { token: a.token });
    assert.deepEqual([res.status, res.body.error], [400, error], query);
  }
  assert.equal((await api("/search?q=x&limit=0", { token: a.token })).status, 400);
  assert.equal((await api("/search?q=x&limit=21", { token: a.token })).status, 400);
  assert.equal(
    (await search(a, ` ${"y".repeat(200)} `)).length,
    0,
    "trimmed, 200 characters are fine",
  );
  assert.equal(
    (await search(a, "!!! ***")).length,
    0,
    "punctuation only finds nothing, without an error",
  );
  assert.equal((await api("/search?q=x")).status, 401);
});
