// POST /api/auth/dev-login makes at most five demo accounts per client address an hour.
import assert from "node:assert/strict";
import { test } from "node:test";
import { admin, postFrom } from "./helpers.ts";

const demoLoginFrom = (localAddress: string, headers: Record<string, string> = {}) =>
  postFrom(localAddress, "/auth/dev-login", { name: "Demo User" }, headers);

async function demoAccounts(): Promise<number> {
  const { data, error } = await admin().listUsers({ perPage: 1000 });
  if (error) throw error;
  return data.users.filter((user) => user.app_metadata.demo === true).length;
}

test("an address gets five demo accounts an hour, then a 429 with Retry-After; another address is unaffected", async () => {
  const address = "127.0.0.8";
  for (let i = 0; i < 5; i++) {
    const res = await demoLoginFrom(address, { "x-forwarded-for": `203.0.113.${i}` });
    assert.equal(res.status, 200, `demo account ${i + 1}: ${JSON.stringify(res.body)}`);
  }
  const before = await demoAccounts();
  const refused = await demoLoginFrom(address, { "x-forwarded-for": "198.51.100.9" });
  assert.equal(refused.status, 429, "a forged X-Forwarded-For does not help: the gateway sets it");
  const seconds = Number(refused.retryAfter);
  assert.ok(seconds > 3_500 && seconds <= 3_600, `Retry-After ${refused.retryAfter}`);
  assert.equal(
    refused.body.message,
    "Too many demo accounts from this address. Please wait 60 minutes and try again.",
  );
  assert.equal(refused.body.error, refused.body.message);
  assert.equal(refused.body.retryAfter, seconds);
  assert.equal(await demoAccounts(), before, "no account was made for the refused press");

  assert.equal((await demoLoginFrom("127.0.0.9")).status, 200, "another address still gets one");
});
