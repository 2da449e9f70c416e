// GET /api/clients/export and /api/followups/export: exactly the list's filtered rows as CSV (BOM, RFC 4180, formulas neutralised), under RLS.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import Papa from "papaparse";
import {
  CLIENT_EXPORT_HEADERS,
  FOLLOW_UP_EXPORT_HEADERS,
} from "../../supabase/functions/_shared/contract/index.ts";
import {
  NASTY_STRINGS,
  api,
  apiUrl,
  createClientFor,
  createFollowUp,
  createUser,
  dueTimes,
  patchFollowUp,
  type TestUser,
} from "./helpers.ts";

interface CsvExport {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  header: string[];
  rows: Record<string, string>[];
  text: string;
}

async function exportCsv(path: string, user: TestUser): Promise<CsvExport> {
  const response = await fetch(`${apiUrl}${path}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes); // drops the BOM
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  assert.deepEqual(parsed.errors, [], text.slice(0, 500));
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    header: parsed.meta.fields ?? [],
    rows: parsed.data,
    text,
  };
}

/** Every row of a list route, paged two at a time, as the screen pages them. */
async function listAll<T>(path: string, key: string, user: TestUser): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += 2) {
    const res = await api(`${path}&limit=2&offset=${offset}`, { token: user.token });
    assert.equal(res.status, 200, res.text);
    rows.push(...res.body[key]);
    if (rows.length >= res.body.total) return rows;
  }
}

const sorted = (values: string[]) => [...values].sort();

let rep: TestUser;
let other: TestUser;
let adminUser: TestUser;
const tag = `exp${randomUUID().slice(0, 8)}`;

before(async () => {
  [rep, other, adminUser] = await Promise.all([
    createUser("SALES", "Export Rep"),
    createUser("SALES", "Other Rep"),
    createUser("ADMIN", "Export Admin"),
  ]);
});

test("the clients export has exactly the rows of the list filters and search, and only the caller's", async () => {
  for (const [i, priority] of ["HIGH", "HIGH", "LOW", "HIGH", "MEDIUM"].entries()) {
    await createClientFor(rep, {
      name: `${tag} client ${i}`,
      priority,
      status: i === 3 ? "active" : "prospect",
    });
  }
  await createClientFor(rep, { name: "Unrelated HIGH", priority: "HIGH" });
  const othersClient = await createClientFor(other, { name: `${tag} other rep`, priority: "HIGH" });

  const query = `search=${tag}&priority=high&status=prospect`;
  const listed = await listAll<{ name: string }>(`/clients?${query}`, "clients", rep);
  const exported = await exportCsv(`/clients/export?${query}`, rep);
  assert.equal(exported.status, 200, exported.text);
  assert.deepEqual(sorted(exported.rows.map((r) => r.Name!)), sorted(listed.map((c) => c.name)));
  assert.deepEqual(sorted(exported.rows.map((r) => r.Name!)), [
    `${tag} client 0`,
    `${tag} client 1`,
  ]);
  assert.deepEqual(exported.header, CLIENT_EXPORT_HEADERS);

  const everything = await exportCsv("/clients/export", rep);
  assert.equal(everything.rows.length, 6);
  assert.ok(!everything.text.includes(othersClient.name), "another rep's client never appears");
  for (const row of everything.rows)
    assert.ok(!Number.isNaN(Date.parse(row["Created At"]!)) && row["Updated At"]!.endsWith("Z"));

  const asAdmin = await exportCsv(`/clients/export?search=${tag}`, adminUser);
  assert.equal(asAdmin.rows.length, 6);
  assert.equal(asAdmin.rows.find((r) => r.Name === othersClient.name)?.Owner, "Other Rep");
  assert.equal(asAdmin.rows.find((r) => r.Name === `${tag} client 0`)?.Owner, "Export Rep");
});

test("the export is UTF-8 with a BOM, quotes commas, quotes and newlines, keeps every script, and neutralises formulas", async () => {
  const writer = await createUser("SALES", "CSV Writer");
  const notes = 'Line one, with a comma\nand "quotes"\r\nand a third line';
  const tricky = [
    ...NASTY_STRINGS.map((text) => ({
      name: `${tag} ${text.replace(/\s+/g, " ").trim()}`,
      notes: text,
    })),
    { name: `${tag} notes`, notes },
  ];
  for (const fields of tricky) await createClientFor(writer, fields);
  const formulas = await createClientFor(writer, {
    name: '=HYPERLINK("http://evil.example","x")',
    phone: "+1 555 0100",
    company: "@SUM(A1)",
    notes: "-2+3",
  });

  const exported = await exportCsv("/clients/export", writer);
  assert.deepEqual([...exported.bytes.slice(0, 3)], [0xef, 0xbb, 0xbf]);
  assert.equal(exported.headers.get("content-type"), "text/csv; charset=utf-8");
  assert.match(
    exported.headers.get("content-disposition") ?? "",
    /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  for (const fields of tricky) {
    const row = exported.rows.find((r) => r.Name === fields.name);
    assert.ok(row, `${fields.name} round-trips`);
    assert.equal(row.Notes, fields.notes);
  }
  const row = exported.rows.find((r) => r.Name?.includes("HYPERLINK"));
  assert.ok(row);
  assert.equal(row.Name, `'${formulas.name}`);
  assert.equal(row.Phone, "'+1 555 0100");
  assert.equal(row.Company, "'@SUM(A1)");
  assert.equal(row.Notes, "'-2+3");
});

test("the follow-ups export has exactly the rows of the list filters and search, and only the caller's", async () => {
  const times = dueTimes();
  const acme = await createClientFor(rep, { name: `${tag} Acme, "Ltd"`, company: "Acme" });
  const titles = ["Call", "Send deck", "Review", "Done one"];
  const created = [];
  for (const [i, title] of titles.entries()) {
    created.push(
      await createFollowUp(rep, acme.id, {
        title: `${tag} ${title}`,
        dueAt: i % 2 ? times.tomorrow : times.inThreeDays,
        notes: i === 1 ? "=1+1" : undefined,
      }),
    );
  }
  await patchFollowUp(rep, created[3].id, { status: "done" });
  const othersClient = await createClientFor(other, { name: `${tag} other` });
  await createFollowUp(other, othersClient.id, { title: `${tag} not yours` });

  const query = `search=${tag}&status=pending&dueDateFrom=${encodeURIComponent(times.tomorrow)}`;
  const listed = await listAll<{ title: string }>(`/followups?${query}`, "followUps", rep);
  const exported = await exportCsv(`/followups/export?${query}`, rep);
  assert.equal(exported.status, 200, exported.text);
  assert.match(
    exported.headers.get("content-disposition") ?? "",
    /filename="followups-\d{4}-\d{2}-\d{2}\.csv"/,
  );
  assert.deepEqual(
    exported.rows.map((r) => r.Title),
    listed.map((f) => f.title),
    "the same rows in the list's order",
  );
  assert.deepEqual(
    sorted(exported.rows.map((r) => r.Title!)),
    sorted([`${tag} Call`, `${tag} Send deck`, `${tag} Review`]),
  );
  assert.deepEqual(exported.header, FOLLOW_UP_EXPORT_HEADERS);
  const deck = exported.rows.find((r) => r.Title === `${tag} Send deck`)!;
  assert.equal(deck.Client, acme.name);
  assert.equal(deck.Notes, "'=1+1");
  assert.equal(deck["Due At"], new Date(times.tomorrow).toISOString());
  assert.ok(!exported.text.includes("not yours"));

  const asAdmin = await exportCsv(`/followups/export?search=${tag}`, adminUser);
  const mine = asAdmin.rows.filter((r) => r.Owner === "Export Rep").map((r) => r.Title);
  assert.equal(mine.length, 4);
  assert.equal(asAdmin.rows.find((r) => r.Title === `${tag} not yours`)?.Owner, "Other Rep");
});

test("bad filter values are a 400 like the list route's, and paging is not a filter", async () => {
  for (const [resource, query] of [
    ["clients", "priority=URGENT"],
    ["clients", "status=sleeping"],
    ["followups", "dateFilter=someday"],
    ["followups", "dueDateFrom=2026-02-30"],
    ["followups", "clientId=nope"],
  ]) {
    const listed = await api(`/${resource}?${query}`, { token: rep.token });
    const exported = await api(`/${resource}/export?${query}`, { token: rep.token });
    assert.equal(listed.status, 400, `${resource}?${query}`);
    assert.equal(exported.status, 400, `${resource}/export?${query}`);
    assert.deepEqual(exported.body, listed.body);
  }
  const paged = await api("/clients/export?limit=10", { token: rep.token });
  assert.equal(paged.status, 400);
  assert.match(paged.body.error, /limit/);
  assert.equal((await api("/clients/export")).status, 401);
});
