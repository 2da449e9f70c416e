// The admin's pipeline settings, exchange rates and reasons: SALES is refused, bad input is a 400.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { before, test } from "node:test";
import * as contract from "../../supabase/functions/_shared/contract/index.ts";
import { api, type TestUser } from "./helpers.ts";
import { DEFAULT_PROBABILITIES, matches, pipelineSetup, today } from "./pipeline-helpers.ts";

let repA: TestUser;
let boss: TestUser;

before(async () => {
  ({ repA, boss } = await pipelineSetup());
});

test("SALES gets 403 from every admin pipeline route", async () => {
  const id = randomUUID();
  const calls: [string, string, unknown?][] = [
    ["GET", "/admin/pipeline-settings"],
    ["PUT", "/admin/pipeline-settings", { currency: "USD", probabilities: DEFAULT_PROBABILITIES }],
    ["GET", "/admin/exchange-rates"],
    ["POST", "/admin/exchange-rates", { currency: "GBP", rate: 1.2, validOn: today() }],
    ["PATCH", `/admin/exchange-rates/${id}`, { rate: 2 }],
    ["DELETE", `/admin/exchange-rates/${id}`],
    ["GET", "/admin/deal-reasons"],
    ["POST", "/admin/deal-reasons", { kind: "WON", label: "Rep reason" }],
    ["PATCH", `/admin/deal-reasons/${id}`, { active: false }],
    ["GET", "/admin/forecast"],
  ];
  for (const [method, path, body] of calls) {
    const res = await api(path, { method, token: repA.token, body });
    assert.equal(res.status, 403, `${method} ${path}: ${res.text}`);
    assert.equal(res.body.error, "Only an admin can manage the pipeline");
  }
  assert.equal((await api("/pipeline")).status, 401, "the board needs a signed-in user");
});

test("bad currency codes, rates and dates are 400; a second rate on a day is 409", async () => {
  const post = (body: Record<string, unknown>) =>
    api("/admin/exchange-rates", { method: "POST", token: boss.token, body });
  for (const currency of ["ABC", "EURO", "E1R", "", 978, null]) {
    const res = await post({ currency, rate: 1.2, validOn: today() });
    assert.equal(res.status, 400, `${currency}: ${res.text}`);
    assert.match(res.body.error, /currency: must be an ISO 4217 currency code/);
  }
  for (const rate of [0, -1, 2_000_000, 0.0000001, "1.2", null]) {
    const res = await post({ currency: "GBP", rate, validOn: today() });
    assert.equal(res.status, 400, `${rate}: ${res.text}`);
    assert.match(res.body.error, /^rate: /);
  }
  for (const validOn of ["2026-02-30", "24.11.2026", "yesterday", "1999-12-31", 20261124]) {
    const res = await post({ currency: "GBP", rate: 1.2, validOn });
    assert.equal(res.status, 400, `${validOn}: ${res.text}`);
    assert.match(res.body.error, /^validOn: /);
  }
  const self = await post({ currency: "USD", rate: 1, validOn: today() });
  assert.equal(self.status, 400);
  assert.match(self.body.error, /workspace currency/);
  assert.equal(
    (await post({ currency: "GBP", rate: 1.2, validOn: today(), extra: 1 })).status,
    400,
  );

  const created = await post({ currency: "GBP", rate: 1.25, validOn: "2026-01-02" });
  assert.equal(created.status, 201, created.text);
  matches(contract.exchangeRate, created.body);
  assert.deepEqual(
    { ...created.body, id: undefined, createdAt: undefined },
    { id: undefined, createdAt: undefined, currency: "GBP", rate: 1.25, validOn: "2026-01-02" },
  );
  assert.equal((await post({ currency: "gbp", rate: 1.3, validOn: "2026-01-02" })).status, 409);
  const patched = await api(`/admin/exchange-rates/${created.body.id}`, {
    method: "PATCH",
    token: boss.token,
    body: { rate: 1.27 },
  });
  assert.equal(patched.status, 200, patched.text);
  assert.equal(patched.body.rate, 1.27);
  assert.equal(
    (
      await api(`/admin/exchange-rates/${created.body.id}`, {
        method: "PATCH",
        token: boss.token,
        body: { rate: -3 },
      })
    ).status,
    400,
  );
  const list = await api("/admin/exchange-rates", { token: boss.token });
  matches(contract.exchangeRateList, list.body);
  assert.equal(list.body.currency, "USD");
  assert.ok(list.body.rates.some((r: { id: string }) => r.id === created.body.id));
  assert.equal(
    (await api(`/admin/exchange-rates/${created.body.id}`, { method: "DELETE", token: boss.token }))
      .status,
    200,
  );
  assert.equal(
    (await api(`/admin/exchange-rates/${created.body.id}`, { method: "DELETE", token: boss.token }))
      .status,
    404,
  );

  const put = (body: Record<string, unknown>) =>
    api("/admin/pipeline-settings", { method: "PUT", token: boss.token, body });
  assert.equal((await put({ currency: "XYZ", probabilities: DEFAULT_PROBABILITIES })).status, 400);
  const moved = await put({ currency: "EUR", probabilities: DEFAULT_PROBABILITIES });
  assert.equal(
    moved.status,
    409,
    "the EUR rate converts to USD, so the currency cannot change under it",
  );
  assert.match(moved.body.error, /remove them before changing it/);
  assert.equal((await api("/admin/pipeline-settings", { token: boss.token })).body.currency, "USD");
  for (const LEAD of [101, -1, 12.5, "10"]) {
    const res = await put({ currency: "USD", probabilities: { ...DEFAULT_PROBABILITIES, LEAD } });
    assert.equal(res.status, 400, `${LEAD}: ${res.text}`);
    assert.match(res.body.error, /^probabilities\.LEAD: /);
  }
});
