// POST /api/imports/duplicates: which rows of a file look like the caller's clients (RLS on) or
// like other rows of the same request. The rows of a request are compared in TypeScript from
// their trigrams as the database finds them (supabase/functions/api/imports/trigram-similarity.ts):
// the same single-precision scores and the same rows above the threshold as pg_trgm's
// similarity(), in many scripts.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, test } from "node:test";
import postgres from "postgres";
import {
  DUPLICATES_MIN_SCORE,
  importDuplicatesResponse,
} from "../../supabase/functions/_shared/contract/index.ts";
import { similarRows } from "../../supabase/functions/api/imports/trigram-similarity.ts";
import { api, createClientFor, createUser, type TestUser } from "./helpers.ts";

const db = postgres(process.env.SUPABASE_DB_URL!, { prepare: false, max: 1, onnotice: () => {} });
after(() => db.end({ timeout: 1 }));

let rep: TestUser;
let other: TestUser;
let boss: TestUser;

before(async () => {
  [rep, other, boss] = await Promise.all([
    createUser("SALES", "Duplicates Rep"),
    createUser("SALES", "Duplicates Other"),
    createUser("ADMIN", "Duplicates Admin"),
  ]);
});

test("duplicates: the same e-mail or a similar name and company, among the rep's clients and the file's rows", async () => {
  const tag = randomUUID().slice(0, 8);
  const mine = await createClientFor(rep, {
    name: `Margaret Hamilton ${tag}`,
    company: "Apollo Guidance",
    email: `margaret-${tag}@apollo.example`,
  });
  await createClientFor(other, {
    name: `Margaret Hamilton ${tag}`,
    company: "Apollo Guidance",
    email: `other-${tag}@apollo.example`,
  });
  const res = await api("/imports/duplicates", {
    method: "POST",
    token: rep.token,
    body: {
      rows: [
        { rowNo: 1, name: "Someone", email: `MARGARET-${tag}@apollo.example` },
        { rowNo: 2, name: `Margret Hamilton ${tag}`, company: "Apollo Guidance" },
        { rowNo: 3, name: "Nobody Alike", email: `nobody-${tag}@else.example` },
        { rowNo: 4, name: "Another", email: `NOBODY-${tag}@else.example` },
        { rowNo: 5, name: `Other-${tag}`, email: `other-${tag}@apollo.example` },
      ],
    },
  });
  assert.equal(res.status, 200, res.text);
  const found = importDuplicatesResponse.parse(res.body);
  const byRow = Object.fromEntries(found.rows.map((r) => [r.rowNo, r]));
  assert.deepEqual(
    byRow[1].existing.map((m) => [m.clientId, m.reason, m.score]),
    [[mine.id, "email", 1]],
  );
  const similar = byRow[2].existing;
  assert.deepEqual(
    similar.map((m) => [m.clientId, m.reason]),
    [[mine.id, "name"]],
  );
  assert.ok(similar[0].score >= 0.6 && similar[0].score < 1);
  assert.deepEqual(byRow[3].inFile, [{ rowNo: 4, reason: "email", score: 1 }]);
  assert.deepEqual(byRow[4].inFile, [{ rowNo: 3, reason: "email", score: 1 }]);
  // Another rep's client is not the rep's duplicate.
  assert.equal(byRow[5], undefined);
  // An admin sees everyone's.
  const asAdmin = await api("/imports/duplicates", {
    method: "POST",
    token: boss.token,
    body: { rows: [{ rowNo: 1, name: `Margaret Hamilton ${tag}`, company: "Apollo Guidance" }] },
  });
  assert.equal(asAdmin.status, 200, asAdmin.text);
  assert.equal(asAdmin.body.rows[0].existing.length, 2);
});

const NAMES = [
  "Ada Lovelace Analytical Engines Ltd",
  "ada lovelace analytical engines ltd.",
  "Ada  Lovelace, Analytical-Engines Limited",
  "Adah Lovelace Analytic Engines",
  "Grace Hopper COBOL Inc",
  "Grace M. Hopper Cobol Inc.",
  "José Álvarez Núñez Pérez & Hijos S.A.",
  "Jose Alvarez Nunez Perez e Hijos SA",
  "Jürgen Groß Müller Straßenbau GmbH",
  "Juergen Gross Mueller Strassenbau GmbH",
  "Zoë Ørsted Ærø Fjord ApS",
  "Ιωάννης Παπαδόπουλος Ναυτιλιακή ΑΕ",
  "Ιωάννης Παπαδοπουλος Ναυτιλιακη Α.Ε.",
  "Дмитрий Иванов Северсталь ООО",
  "дмитрий иванов северсталь",
  "山田 太郎 株式会社見積書",
  "山田太郎 株式会社 見積書",
  "김민수 삼성전자",
  "김민수 삼성전자 주식회사",
  "محمد العلي شركة الخليج",
  "محمد العلي شركة الخليج للتجارة",
  "राम शर्मा नमस्ते प्राइवेट लिमिटेड",
  "राम शर्मा नमस्ते प्राइवेट",
  "สมชาย ใจดี บริษัท ไทย",
  "O'Brien & O'Neil 3M Co",
  "OBrien ONeil 3M Company",
  "Room 101 Unit 7B",
  "Room 101 Unit 7",
  "x",
  "!!!",
  "Café ☕ Crème 🍰 Ltd",
  "Cafe Creme Ltd",
];

test("similarRows scores and keeps the same pairs as pg_trgm's similarity", async () => {
  const keys = NAMES.map((name) => name.toLowerCase());
  const trigrams = await db<{ trigrams: string[] }[]>`
    select extensions.show_trgm(t) as trigrams from unnest(${keys}::text[]) with ordinality as k(t, n) order by n`;
  const pairs = await db<{ a: number; b: number; score: number }[]>`
    select (a.k - 1)::int as a, (b.k - 1)::int as b, extensions.similarity(a.t, b.t)::float8 as score
      from unnest(${keys}::text[]) with ordinality as a(t, k)
      cross join unnest(${keys}::text[]) with ordinality as b(t, k)
     where a.k <> b.k and extensions.similarity(a.t, b.t) >= ${DUPLICATES_MIN_SCORE}::real`;
  assert.ok(pairs.length >= 10, "the names hold pairs above the threshold");
  const found = similarRows(
    trigrams.map((row) => row.trigrams),
    DUPLICATES_MIN_SCORE,
    NAMES.length,
  );
  const mine = found.flatMap((alike, a) =>
    alike.map(({ other, score }) => ({ a, b: other, score })),
  );
  const order = (x: { a: number; b: number }, y: { a: number; b: number }) =>
    x.a - y.a || x.b - y.b;
  assert.deepEqual(mine.sort(order), [...pairs].sort(order));
});

test("similarRows keeps the best few per row, never pairs a row with itself or one without trigrams", () => {
  const acme = ["  a", " ac", "acm", "cme", "me ", "  c", " co", "cor", "orp", "rp "];
  const found = similarRows([acme, acme, [...acme, "ltd"], [], acme], 0.6, 2);
  assert.deepEqual(
    found.map((alike) => alike.map(({ other }) => other)),
    [[1, 4], [0, 4], [0, 1], [], [0, 1]],
  );
  assert.equal(found[0][0].score, 1);
});
