// Sign-in back-off for POST /api/login, kept in private.sign_in_throttles so every
// instance of the function sees the same counts. Keys: 'account:<user id>' and
// 'address:<client ip>'. Only failures count; a blocked attempt is refused
// without counting, so an attacker cannot push the wait past the cap.
import { isIP } from "node:net";
import { withServiceTransaction } from "../../_shared/db.ts";

interface Limit {
  /** Failures allowed before the first wait. */
  free: number;
}

export const ACCOUNT_LIMIT: Limit = { free: 5 };
export const ADDRESS_LIMIT: Limit = { free: 20 };

const FIRST_WAIT_SECONDS = 1;
/** The longest wait: an account can be slowed down, never locked for good. */
export const MAX_WAIT_SECONDS = 15 * 60;
/** Failures older than this are forgotten. */
const FORGET_AFTER = "1 hour";

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
  const first = (forwardedFor ?? "").split(",")[0].trim();
  return { key: `address:${isIP(first) ? first : "unknown"}`, limit: ADDRESS_LIMIT };
}

/** The client's address for Auth's own per-address limits (Sb-Forwarded-For), if known. */
export function clientAddress(address: ThrottleKey): string | undefined {
  const ip = address.key.slice("address:".length);
  return isIP(ip) ? ip : undefined;
}

/** Exponential: 1 s at the first failure past the free ones, doubling, capped. */
export function waitAfter(failures: number, limit: Limit): number {
  if (failures < limit.free) return 0;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - limit.free));
}

/** Seconds until any of the keys may try again; 0 when none is blocked. */
export async function secondsToWait(keys: ThrottleKey[]): Promise<number> {
  const [row] = await withServiceTransaction((tx) =>
    tx<{ wait: number | null }[]>`
      select ceil(extract(epoch from max(blocked_until) - now()))::int as wait
        from private.sign_in_throttles
       where key = any(${keys.map((k) => k.key)}) and blocked_until > now()`
  );
  return row?.wait ?? 0;
}

/** Counts a failed sign-in against each key and sets its wait. */
export function recordFailure(keys: ThrottleKey[]): Promise<void> {
  return withServiceTransaction(async (tx) => {
    for (const { key, limit } of keys) {
      const [{ failures }] = await tx<{ failures: number }[]>`
        insert into private.sign_in_throttles as t (key, failures, last_failure_at)
        values (${key}, 1, now())
        on conflict (key) do update
          set failures = case when t.last_failure_at < now() - ${FORGET_AFTER}::interval
                              then 1 else t.failures + 1 end,
              last_failure_at = now()
        returning failures`;
      const wait = waitAfter(failures, limit);
      if (wait > 0) {
        await tx`update private.sign_in_throttles
                    set blocked_until = now() + make_interval(secs => ${wait})
                  where key = ${key}`;
      }
    }
  });
}

/** A successful sign-in clears the account's count (never the address's). */
export async function forgetFailures(key: ThrottleKey): Promise<void> {
  await withServiceTransaction((tx) =>
    tx`delete from private.sign_in_throttles where key = ${key.key}`
  );
}
