// Brute force against POST /api/login: per-account and per-address back-off.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { test } from "node:test";
import { type AnswerFrom, api, createUser, postFrom } from "./helpers.ts";

const PASSWORD = "test-password-1";

/** POST /api/login from a loopback address of the test's own. */
const loginFrom = (localAddress: string, body: unknown, headers: Record<string, string> = {}) =>
  postFrom(localAddress, "/login", body, headers);

function assertTooMany(res: AnswerFrom, maxSeconds: number) {
  assert.equal(res.status, 429);
  const seconds = Number(res.retryAfter);
  assert.ok(seconds >= 1 && seconds <= maxSeconds, `Retry-After ${res.retryAfter}`);
  assert.match(
    res.body.message,
    /^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/,
  );
  assert.equal(res.body.error, res.body.message);
}

test("wrong passwords slow the account down exponentially; another user is unaffected; success resets", async () => {
  const [victim, bystander] = [await createUser(), await createUser()];
  const login = (username: string, password: string) =>
    loginFrom("127.0.0.4", { username, password });
  for (let i = 0; i < 5; i++)
    assert.equal((await login(victim.username, "guess")).status, 401, `guess ${i + 1}`);

  const blocked = await login(victim.username, PASSWORD);
  assertTooMany(blocked, 1);
  assert.equal((await login(victim.email, "guess")).status, 429, "the e-mail is the same account");
  assert.equal((await login(bystander.username, PASSWORD)).status, 200, "another account signs in");

  await sleep(1_100);
  assert.equal((await login(victim.username, "guess")).status, 401);
  assertTooMany(await login(victim.username, PASSWORD), 2);
  await sleep(2_100);
  assert.equal(
    (await login(victim.username, PASSWORD)).status,
    200,
    "the right password once the wait is over",
  );

  // The count started again: one more wrong guess does not block (it would for 4 s otherwise).
  assert.equal((await login(victim.username, "guess")).status, 401);
  assert.equal((await login(victim.username, PASSWORD)).status, 200);
});

test("an admin clears an account's back-off; a rep cannot", async () => {
  const [victim, boss, rep] = [await createUser(), await createUser("ADMIN"), await createUser()];
  const login = (username: string, password: string) =>
    loginFrom("127.0.0.5", { username, password });
  for (let i = 0; i < 5; i++) await login(victim.username, "guess");
  assert.equal((await login(victim.username, PASSWORD)).status, 429);

  const path = `/users/${victim.id}/sign-in-backoff`;
  assert.equal((await api(path, { method: "DELETE", token: rep.token })).status, 403);
  assert.equal((await api(path, { method: "DELETE" })).status, 401);
  assert.equal(
    (await login(victim.username, PASSWORD)).status,
    429,
    "still blocked after the refused clears",
  );

  const cleared = await api(path, { method: "DELETE", token: boss.token });
  assert.equal(cleared.status, 200, cleared.text);
  assert.deepEqual(cleared.body, { cleared: true });
  assert.equal((await login(victim.username, PASSWORD)).status, 200);
  assert.deepEqual((await api(path, { method: "DELETE", token: boss.token })).body, {
    cleared: false,
  });
  assert.equal(
    (await api("/users/not-a-uuid/sign-in-backoff", { method: "DELETE", token: boss.token }))
      .status,
    404,
  );
});

test("an admin's user list shows until when an account is held back, a rep's never does; clearing empties it", async () => {
  const [victim, boss, rep] = [await createUser(), await createUser("ADMIN"), await createUser()];
  const guess = () => loginFrom("127.0.0.7", { username: victim.username, password: "guess" });
  for (let i = 0; i < 5; i++) assert.equal((await guess()).status, 401);
  // Waits of 1, 2 and 4 s, then one of 8 s: long enough to read both lists inside it.
  for (const seconds of [1, 2, 4]) {
    await sleep(seconds * 1_000 + 100);
    assert.equal((await guess()).status, 401);
  }
  const blockedUntil = (users: Array<Record<string, any>>, id: string) =>
    users.find((u) => u.id === id)!.signInBlockedUntil;
  const list = async (token: string) => {
    const res = await api("/users", { token });
    assert.equal(res.status, 200, res.text);
    return res.body.users as Array<Record<string, any>>;
  };

  const seenByAdmin = await list(boss.token);
  const until = Date.parse(blockedUntil(seenByAdmin, victim.id));
  assert.ok(
    until > Date.now() && until <= Date.now() + 9_000,
    blockedUntil(seenByAdmin, victim.id),
  );
  assert.equal(blockedUntil(seenByAdmin, rep.id), null, "an account with no back-off");

  const seenByRep = await list(rep.token);
  assert.ok(
    seenByRep.some((u) => u.id === victim.id),
    "reps list users too",
  );
  assert.ok(
    seenByRep.every((u) => u.signInBlockedUntil === null),
    "a rep never sees a back-off",
  );

  assert.deepEqual(
    (await api(`/users/${victim.id}/sign-in-backoff`, { method: "DELETE", token: boss.token }))
      .body,
    { cleared: true },
  );
  assert.equal(blockedUntil(await list(boss.token), victim.id), null);
});

test("failures from one address block that address, whatever X-Forwarded-For it sends, and no other", async () => {
  const address = "127.0.0.3";
  const user = await createUser();
  for (let i = 0; i < 50; i++) {
    const res = await loginFrom(
      address,
      { username: `nobody-${randomUUID()}`, password: "guess" },
      { "x-forwarded-for": `203.0.113.${i}` },
    );
    assert.equal(res.status, 401, `guess ${i + 1}`);
  }
  const blocked = await loginFrom(
    address,
    { username: user.username, password: PASSWORD },
    { "x-forwarded-for": "198.51.100.7" },
  );
  assert.equal(blocked.status, 429);
  assert.ok(Number(blocked.retryAfter) >= 1);
  assert.match(blocked.body.message, /^Too many sign-in attempts/);
  assert.equal(
    (await api("/login", { method: "POST", body: { username: user.username, password: PASSWORD } }))
      .status,
    200,
    "the same user from another address",
  );
});

test("guesses sent all at once get no further than guesses sent one by one", async () => {
  const victim = await createUser();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      loginFrom("127.0.0.6", { username: victim.username, password: "guess" }),
    ),
  );
  const statuses = answers.map((res) => res.status);
  // Five free guesses; a sixth only if the first wait (1 s) ran out while the burst was still arriving.
  const checked = statuses.filter((status) => status === 401).length;
  assert.ok(checked >= 5 && checked <= 6, statuses.join(" "));
  assert.equal(statuses.filter((status) => status === 429).length, 20 - checked);
});
