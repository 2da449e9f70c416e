// Sign-in back-off for POST /api/login, kept in private.sign_in_throttles so every
// instance of the function sees the same counts. Keys: 'account:<user id>' and
// 'address:<client ip>'. Only failures count; a blocked attempt is refused
// without counting, and the wait is capped, so nobody is locked out for good.
// POST /api/auth/dev-login counts the demo accounts each address makes the same
// way ('demo-login:<client ip>'), every one of them counting.
import { isIP } from "node:net";
import { type Transaction, withServiceTransaction } from "../../_shared/db.ts";

interface Limit {
  /** Failures allowed before the first wait. */
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
}

/** The longest sign-in wait: an account can be slowed down, never locked for good. */
export const MAX_WAIT_SECONDS = 15 * 60;
/** Failures older than this are forgotten. */
const FORGET_AFTER = "1 hour";

export const ACCOUNT_LIMIT: Limit = {
  free: 5,
  firstWaitSeconds: 1,
  maxWaitSeconds: MAX_WAIT_SECONDS,
};
/** Higher: an office behind one address shares it. */
export const ADDRESS_LIMIT: Limit = {
  free: 50,
  firstWaitSeconds: 1,
  maxWaitSeconds: MAX_WAIT_SECONDS,
};
/** Five demo accounts per address, then none until an hour after the fifth (when the count is forgotten). */
export const DEMO_LOGIN_LIMIT: Limit = { free: 5, firstWaitSeconds: 3600, maxWaitSeconds: 3600 };

export interface ThrottleKey {
  key: string;
  limit: Limit;
}

export const accountKey = (userId: string): ThrottleKey => ({
  key: `account:${userId}`,
  limit: ACCOUNT_LIMIT,
});

/**
 * The client's address as the platform's gateway gives it: the first entry of
 * X-Forwarded-For. The gateway sets that header itself (the stand-in's
 * overwrites whatever the client sent); without a usable one every such
 * caller shares one key.
 */
export function addressKey(forwardedFor: string | undefined): ThrottleKey {
  return { key: `address:${forwardedAddress(forwardedFor)}`, limit: ADDRESS_LIMIT };
}

/** The demo accounts made from the client's address (the same header as `addressKey`). */
export function demoLoginKey(forwardedFor: string | undefined): ThrottleKey {
  return { key: `demo-login:${forwardedAddress(forwardedFor)}`, limit: DEMO_LOGIN_LIMIT };
}

function forwardedAddress(forwardedFor: string | undefined): string {
  const first = (forwardedFor ?? "").split(",")[0].trim();
  return isIP(first) ? first : "unknown";
}

/** The client's address for Auth's own per-address limits (Sb-Forwarded-For), if known. */
export function clientAddress(address: ThrottleKey): string | undefined {
  const ip = address.key.slice("address:".length);
  return isIP(ip) ? ip : undefined;
}

/** Exponential: the limit's first wait once the free ones are used up, doubling, capped. */
export function waitAfter(failures: number, limit: Limit): number {
  if (failures < limit.free) return 0;
  return Math.min(limit.maxWaitSeconds, limit.firstWaitSeconds * 2 ** (failures - limit.free));
}

/** Rows are always locked in key order, so two sign-ins never wait for each other's locks. */
const inLockOrder = (keys: ThrottleKey[]) => [...keys].sort((a, b) => a.key.localeCompare(b.key));

interface ThrottleRow {
  key: string;
  failures: number;
  stale: boolean;
  wait: number | null;
}

/**
 * Counts an attempt as a failure against every key before the password is
 * checked (`giveBack` returns it if it was not one), so guesses sent in
 * parallel cannot slip past the back-off: the rows are locked, and the attempt
 * that reaches the limit blocks those after it. While any key waits nothing is
 * counted and the answer is the seconds to wait; 0 lets the attempt go on.
 */
export function claimAttempt(keys: ThrottleKey[]): Promise<number> {
  const sorted = inLockOrder(keys);
  const names = sorted.map((k) => k.key);
  return withServiceTransaction(async (tx) => {
    await tx`insert into private.sign_in_throttles (key)
             select unnest(${names}::text[]) on conflict (key) do nothing`;
    const rows = await tx<ThrottleRow[]>`
      select key, failures, last_failure_at < now() - ${FORGET_AFTER}::interval as stale,
             ceil(extract(epoch from blocked_until - now()))::int as wait
        from private.sign_in_throttles
       where key = any(${names})
       order by key
         for update`;
    const wait = Math.max(0, ...rows.map((row) => row.wait ?? 0));
    if (wait > 0) return wait;
    for (const { key, limit } of sorted) {
      const row = rows.find((r) => r.key === key)!;
      const failures = row.stale ? 1 : row.failures + 1;
      await tx`update private.sign_in_throttles
                  set failures = ${failures}, last_failure_at = now(),
                      blocked_until = ${blockedUntil(tx, failures, limit)}
                where key = ${key}`;
    }
    return 0;
  });
}

const blockedUntil = (tx: Transaction, failures: number, limit: Limit) => {
  const seconds = waitAfter(failures, limit);
  return seconds > 0 ? tx`now() + make_interval(secs => ${seconds})` : tx`null`;
};

/** A wrong guess: its wait runs from its answer, not from when it was counted (Auth may take a while). */
export function confirmFailure(keys: ThrottleKey[]): Promise<void> {
  return withServiceTransaction(async (tx) => {
    for (const { key, limit } of inLockOrder(keys)) {
      const [row] = await tx<{ failures: number }[]>`
        select failures from private.sign_in_throttles where key = ${key} for update`;
      if (!row || waitAfter(row.failures, limit) === 0) continue;
      await tx`update private.sign_in_throttles
                  set blocked_until = ${blockedUntil(tx, row.failures, limit)}
                where key = ${key}`;
    }
  });
}

/** Takes the claimed attempt back from each key, and forgets a key left with no failures. */
async function returnAttempt(tx: Transaction, keys: ThrottleKey[]): Promise<void> {
  const names = inLockOrder(keys).map((k) => k.key);
  await tx`update private.sign_in_throttles
              set failures = greatest(failures - 1, 0), blocked_until = null
            where key = any(${names})`;
  await tx`delete from private.sign_in_throttles where key = any(${names}) and failures = 0`;
}

/** The claimed attempt was no wrong password (a success, or Auth could not answer): it no longer counts. */
export function giveBack(keys: ThrottleKey[]): Promise<void> {
  return withServiceTransaction((tx) => returnAttempt(tx, keys));
}

/**
 * A successful sign-in starts the account's count again (the address only gets its attempt
 * back), in one transaction, locking in the order `claimAttempt` does.
 */
export function signedIn(account: ThrottleKey, address: ThrottleKey): Promise<void> {
  return withServiceTransaction(async (tx) => {
    await tx`delete from private.sign_in_throttles where key = ${account.key}`;
    await returnAttempt(tx, [address]);
  });
}
