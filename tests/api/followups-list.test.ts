// GET /api/followups: listing, the status, date and client filters, search, the summary cards, paging, and bad query parameters.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import {
  DAY,
  FOLLOW_UP_FIELDS,
  HOUR,
  NASTY_STRINGS,
  api,
  createClientFor,
  createFollowUp,
  createUser,
  dueTimes,
  followUpTitles as titles,
  listFollowUps as list,
  patchFollowUp,
  type TestUser,
} from "./helpers.ts";

let a: TestUser;

before(async () => {
  a = await createUser("SALES", "Rep A");
});

test("GET /api/followups lists, filters, searches, counts and pages", async (t) => {
  const rep = await createUser("SALES", "Rep Filters");
  const northwind = await createClientFor(rep, {
    name: "Northwind Traders",
    company: "Northwind Ltd",
    status: "prospect",
  });
  const fabrikam = await createClientFor(rep, { name: "Fabrikam", company: "Fabrikam Inc" });
  const times = dueTimes();
  const overdue = await createFollowUp(rep, northwind.id, {
    title: "Call about pricing",
    dueAt: times.yesterday,
  });
  const done = await createFollowUp(rep, northwind.id, {
    title: "Contract signed",
    dueAt: times.yesterdayEarlier,
  });
  await patchFollowUp(rep, done.id, { status: "done" });
  const morning = await createFollowUp(rep, northwind.id, {
    title: "Morning call",
    dueAt: times.earlierToday,
  });
  const later = await createFollowUp(rep, northwind.id, {
    title: "Send proposal",
    dueAt: times.laterToday,
    isAiGenerated: true,
  });
  const tomorrow = await createFollowUp(rep, northwind.id, {
    title: "Demo follow-up",
    dueAt: times.tomorrow,
  });
  const snoozed = await createFollowUp(rep, northwind.id, {
    title: "Check in later",
    dueAt: times.yesterday,
  });
  await patchFollowUp(rep, snoozed.id, { snoozeUntil: times.inThreeDays });
  const review = await createFollowUp(rep, fabrikam.id, {
    title: "Quarterly review",
    notes: "Discuss RENEWAL budget",
    dueAt: times.inTenDays,
  });
  const all = [
    "Contract signed",
    "Call about pricing",
    "Morning call",
    "Send proposal",
    "Demo follow-up",
    "Check in later",
    "Quarterly review",
  ];

  await t.test("sorted by dueAt ascending, with total and summary cards", async () => {
    const res = await list(rep);
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body).sort(), ["followUps", "summary", "total"]);
    assert.deepEqual(titles(res), all);
    assert.equal(res.body.total, 7);
    assert.deepEqual(res.body.summary, { total: 7, overdue: 2, dueToday: 2, completed: 1 });
    for (const f of res.body.followUps) assert.deepEqual(Object.keys(f).sort(), FOLLOW_UP_FIELDS);
    const first = res.body.followUps[0];
    assert.deepEqual(first.client, {
      id: northwind.id,
      name: "Northwind Traders",
      company: "Northwind Ltd",
      status: "prospect",
      email: null,
    });
    assert.equal(first.status, "done");
    assert.ok(Date.parse(first.completedAt) > 0);
    const dues = res.body.followUps.map((f: { dueAt: string }) => Date.parse(f.dueAt));
    assert.deepEqual(
      dues,
      [...dues].sort((x, y) => x - y),
    );
  });

  await t.test('each status, "all" and "completed" for done', async () => {
    const cases: [string, string[]][] = [
      ["status=all", all],
      ["status=All", all],
      ["status=&dateFilter=&dueDateFrom=&clientId=", all],
      [
        "status=pending",
        [
          "Call about pricing",
          "Morning call",
          "Send proposal",
          "Demo follow-up",
          "Quarterly review",
        ],
      ],
      ["status=done", ["Contract signed"]],
      ["status=completed", ["Contract signed"]],
      ["status=snoozed", ["Check in later"]],
      [
        "status=PENDING",
        [
          "Call about pricing",
          "Morning call",
          "Send proposal",
          "Demo follow-up",
          "Quarterly review",
        ],
      ],
    ];
    for (const [query, expected] of cases) {
      const res = await list(rep, query);
      assert.equal(res.status, 200, query);
      assert.deepEqual(titles(res), expected, query);
      assert.equal(res.body.total, expected.length, query);
    }
    const pending = await list(rep, "status=pending");
    assert.deepEqual(pending.body.summary, { total: 5, overdue: 2, dueToday: 2, completed: 0 });
    const completed = await list(rep, "status=done");
    assert.deepEqual(completed.body.summary, { total: 1, overdue: 0, dueToday: 0, completed: 1 });
  });

  await t.test("dateFilter overdue and today", async () => {
    const overdueList = await list(rep, "dateFilter=overdue");
    assert.deepEqual(titles(overdueList), ["Call about pricing", "Morning call"]);
    assert.equal(overdueList.body.total, 2);
    const today = await list(rep, "dateFilter=today");
    assert.deepEqual(titles(today), ["Morning call", "Send proposal"]);
    assert.deepEqual((await list(rep, "dateFilter=all")).body.total, 7);
    // The cards ignore the date filter: they describe the whole search.
    assert.deepEqual(today.body.summary, { total: 7, overdue: 2, dueToday: 2, completed: 1 });
    const zoned = await list(rep, "dateFilter=today&timeZone=Europe/Warsaw");
    assert.equal(zoned.status, 200);
    assert.ok(
      zoned.body.followUps.every(
        (f: { dueAt: string }) => Math.abs(Date.parse(f.dueAt) - Date.now()) < 2 * DAY,
      ),
    );
  });

  await t.test("the dashboard's next-7-days query; from is inclusive, to exclusive", async () => {
    const from = new Date().toISOString();
    const to = new Date(Date.now() + 7 * DAY).toISOString();
    const upcoming = await list(rep, `status=pending&limit=3&dueDateFrom=${from}&dueDateTo=${to}`);
    assert.deepEqual(titles(upcoming), ["Send proposal", "Demo follow-up"]);
    assert.equal(upcoming.body.followUps[0].isAiGenerated, true);
    const anyStatus = await list(rep, `dueDateFrom=${from}&dueDateTo=${to}`);
    assert.deepEqual(titles(anyStatus), ["Send proposal", "Demo follow-up", "Check in later"]);
    const at = encodeURIComponent(tomorrow.dueAt);
    assert.deepEqual(titles(await list(rep, `dueDateFrom=${at}`)), [
      "Demo follow-up",
      "Check in later",
      "Quarterly review",
    ]);
    assert.deepEqual(titles(await list(rep, `dueDateTo=${at}`)), [
      "Contract signed",
      "Call about pricing",
      "Morning call",
      "Send proposal",
    ]);
    // tomorrow + 1 h, written in +01:00
    const offset = encodeURIComponent(
      new Date(Date.parse(tomorrow.dueAt) + 2 * HOUR).toISOString().replace("Z", "+01:00"),
    );
    assert.deepEqual(titles(await list(rep, `dueDateFrom=${at}&dueDateTo=${offset}`)), [
      "Demo follow-up",
    ]);
  });

  await t.test(
    "search covers title, notes, client name and company, case-insensitively",
    async () => {
      const cases: [string, string[]][] = [
        ["pricing", ["Call about pricing"]],
        ["PRICING", ["Call about pricing"]],
        ["renewal", ["Quarterly review"]],
        ["fabrikam inc", ["Quarterly review"]],
        ["northwind", all.filter((x) => x !== "Quarterly review")],
        ["  call  ", ["Call about pricing", "Morning call"]],
        ["%", []],
        ["_", []],
        ["\\", []],
        ["c_ll", []],
        ["' or 1=1 --", []],
        ["", all],
      ];
      for (const [search, expected] of cases) {
        const res = await list(rep, `search=${encodeURIComponent(search)}`);
        assert.equal(res.status, 200, search);
        assert.deepEqual(titles(res), expected, search);
        assert.equal(res.body.summary.total, expected.length, search);
      }
      const combined = await list(rep, "search=call&status=pending&dateFilter=overdue");
      assert.deepEqual(titles(combined), ["Call about pricing", "Morning call"]);
      assert.deepEqual(combined.body.summary, { total: 2, overdue: 2, dueToday: 1, completed: 0 });
    },
  );

  await t.test("clientId narrows to one client", async () => {
    assert.deepEqual(titles(await list(rep, `clientId=${fabrikam.id}`)), ["Quarterly review"]);
    assert.equal((await list(rep, `clientId=${randomUUID()}`)).body.total, 0);
  });

  await t.test(
    "pagination: limit and offset page through the same order, total stays",
    async () => {
      const pages: string[] = [];
      for (let offset = 0; offset < 8; offset += 3) {
        const res = await list(rep, `limit=3&offset=${offset}`);
        assert.equal(res.body.total, 7);
        assert.ok(res.body.followUps.length <= 3);
        pages.push(...titles(res));
      }
      assert.deepEqual(pages, all);
      const beyond = await list(rep, "offset=100");
      assert.deepEqual(beyond.body.followUps, []);
      assert.equal(beyond.body.total, 7);
      assert.equal((await list(rep, "limit=100")).body.followUps.length, 7);

      // A search picks its page in the pass that counts it: the same order, page by page.
      const found = all.filter((x) => x !== "Quarterly review");
      const searched: string[] = [];
      for (let offset = 0; offset < 8; offset += 2) {
        const res = await list(rep, `search=northwind&limit=2&offset=${offset}`);
        assert.equal(res.body.total, found.length);
        searched.push(...titles(res));
      }
      assert.deepEqual(searched, found);
      assert.deepEqual((await list(rep, "search=northwind&offset=100")).body.followUps, []);
      const second = await list(rep, "search=call&dateFilter=overdue&limit=1&offset=1");
      assert.deepEqual(titles(second), ["Morning call"]);
      assert.equal(second.body.total, 2);
    },
  );

  assert.ok(overdue && morning && later && review);
});

test("GET /api/followups defaults to 50 per page", async () => {
  const rep = await createUser("SALES", "Rep Many");
  const client = await createClientFor(rep);
  const due = Date.now() + DAY;
  await Promise.all(
    Array.from({ length: 55 }, (_, i) =>
      createFollowUp(rep, client.id, {
        title: `Task ${String(i).padStart(2, "0")}`,
        dueAt: new Date(due + i * 60_000).toISOString(),
      }),
    ),
  );
  const res = await list(rep);
  assert.equal(res.body.followUps.length, 50);
  assert.equal(res.body.total, 55);
  assert.equal(res.body.followUps[0].title, "Task 00");
  assert.equal(res.body.followUps[49].title, "Task 49");
  const rest = await list(rep, "offset=50");
  assert.deepEqual(titles(rest), ["Task 50", "Task 51", "Task 52", "Task 53", "Task 54"]);
});

test("text in any script and SQL-looking text round-trips exactly and is searchable", async () => {
  const rep = await createUser("SALES", "Rep Nasty");
  const client = await createClientFor(rep, { name: "Nasty Co" });
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
    assert.ok(
      res.body.followUps.some((f: { id: string }) => f.id === created[i].id),
      text,
    );
    assert.ok(
      res.body.followUps.every((f: { title: string; notes: string }) =>
        `${f.title} ${f.notes}`.includes(text),
      ),
      text,
    );
  }
  for (const wildcard of ["%", "_", "\\", "%_\\"]) {
    const res = await list(rep, `search=${encodeURIComponent(wildcard)}`);
    assert.deepEqual(titles(res), ["%_\\ wildcard"], wildcard);
  }
  const patched = await api(`/followups/${created[0].id}`, {
    method: "PATCH",
    token: rep.token,
    body: { title: NASTY_STRINGS[4], notes: NASTY_STRINGS[1] },
  });
  assert.equal(patched.body.title, NASTY_STRINGS[4]);
  assert.equal(patched.body.notes, NASTY_STRINGS[1]);
});

test("GET /api/followups rejects bad query parameters with a 400 and a JSON error", async () => {
  for (const query of [
    "limit=0",
    "limit=-1",
    "limit=101",
    "limit=abc",
    "limit=1e9",
    "limit=2.5",
    "offset=-1",
    "offset=x",
    "offset=1e12",
    "status=finished",
    "dateFilter=yesterday",
    "dueDateFrom=nope",
    "dueDateTo=2026-02-30",
    "dueDateFrom=2026-01-01T10:00:00",
    "clientId=abc",
    `search=${"x".repeat(201)}`,
    "timeZone=Mars/Base",
    "timeZone=%2B01:00",
    "timeZone=UTC'; drop table followups;--",
  ]) {
    const res = await list(a, query);
    assert.equal(res.status, 400, query);
    assert.equal(typeof res.body.error, "string", query);
  }
  assert.deepEqual((await list(a, "timeZone=Nowhere/Atlantis")).body, {
    error: "timeZone: must be an IANA time zone such as Europe/Warsaw",
  });
  const long = await list(a, `search=${"x".repeat(10_000)}`);
  assert.equal(long.status, 400);
  assert.equal(typeof long.body.error, "string");
  // A 100 KB URL is refused by the HTTP server in front of the function (431), before any route.
  const huge = await list(a, `search=${"x".repeat(100_000)}`);
  assert.ok(huge.status >= 400 && huge.status < 500, String(huge.status));
});
