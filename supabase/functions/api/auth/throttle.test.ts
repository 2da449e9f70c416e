import assert from "node:assert/strict";
import {
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  addressKey,
  clientAddress,
  DEMO_LOGIN_LIMIT,
  demoLoginKey,
  MAX_WAIT_SECONDS,
  waitAfter,
} from "./throttle.ts";

Deno.test("the wait doubles after the free failures and stops at 15 minutes", () => {
  const waits = Array.from({ length: 20 }, (_, i) => waitAfter(i + 1, ACCOUNT_LIMIT));
  assert.deepEqual(waits.slice(0, 8), [0, 0, 0, 0, 1, 2, 4, 8]);
  assert.equal(MAX_WAIT_SECONDS, 900);
  assert.equal(Math.max(...waits), MAX_WAIT_SECONDS, "capped: never locked out for good");
  assert.equal(waitAfter(1_000, ACCOUNT_LIMIT), MAX_WAIT_SECONDS);
  assert.equal(waitAfter(ADDRESS_LIMIT.free - 1, ADDRESS_LIMIT), 0);
  assert.equal(waitAfter(ADDRESS_LIMIT.free, ADDRESS_LIMIT), 1);
});

Deno.test("the address is the first entry of the gateway's header, and only a real address", () => {
  assert.equal(addressKey("203.0.113.7, 10.0.0.1").key, "address:203.0.113.7");
  assert.equal(addressKey("2001:db8::1").key, "address:2001:db8::1");
  assert.equal(clientAddress(addressKey("203.0.113.7")), "203.0.113.7");
  for (const header of [undefined, "", "not-an-ip", "'; drop table x; --"]) {
    assert.equal(addressKey(header).key, "address:unknown", String(header));
    assert.equal(clientAddress(addressKey(header)), undefined);
  }
});

Deno.test("an address makes five demo accounts, then waits an hour, never longer", () => {
  const waits = Array.from({ length: 8 }, (_, i) => waitAfter(i + 1, DEMO_LOGIN_LIMIT));
  assert.deepEqual(waits, [0, 0, 0, 0, 3600, 3600, 3600, 3600]);
  assert.equal(demoLoginKey("203.0.113.7, 10.0.0.1").key, "demo-login:203.0.113.7");
  assert.equal(demoLoginKey("not-an-ip").key, "demo-login:unknown");
});
