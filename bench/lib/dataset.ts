// What the bench's dataset is, apart from how it is loaded: its sizes, and the deterministic
// ids and sign-ins of its users that the seed writes and the runs sign in with.

export interface Sizes {
  reps: number;
  clients: number;
  threads: number;
  messages: number;
  followups: number;
  analyses: number;
  activities: number;
  /** audit.log rows (the clients' inserts, then their stage changes). */
  audit: number;
}

export const DEFAULT_SIZES: Sizes = {
  reps: 20,
  clients: 20_000,
  threads: 10_000,
  messages: 200_000,
  followups: 50_000,
  analyses: 20_000,
  activities: 100_000,
  audit: 100_000,
};

export function scaledSizes(scale: number, overrides: Partial<Sizes> = {}): Sizes {
  const s = Object.fromEntries(
    Object.entries(DEFAULT_SIZES).map(([k, v]) => [
      k,
      Math.max(k === "reps" ? 8 : 1, Math.round(v * scale)),
    ]),
  ) as unknown as Sizes;
  // 8 reps at least: concurrency 8 runs one signed-in rep per worker.
  return { ...s, ...overrides };
}

export const BENCH_PASSWORD = "bench-password-1";

/** Deterministic ids: kind in the first group, the row number in the last. */
export const KIND = { user: 0xb1, client: 0xc1, thread: 0xd1, followup: 0xf1 } as const;
export function benchId(kind: number, n: number): string {
  return `${kind.toString(16).padStart(8, "0")}-0000-4000-8000-${n.toString(16).padStart(12, "0")}`;
}
/** benchId in SQL, for the row number `expr`. */
export const idSql = (kind: number, expr: string) =>
  `('${kind.toString(16).padStart(8, "0")}-0000-4000-8000-' || lpad(to_hex(${expr}), 12, '0'))::uuid`;

export interface Rep {
  id: string;
  username: string;
  email: string;
  n: number;
}

export const repOf = (n: number): Rep => ({
  id: benchId(KIND.user, n),
  username: `rep${n}`,
  email: `rep${n}@bench.example`,
  n,
});
export const benchAdmin: Rep = {
  id: benchId(KIND.user, 0),
  username: "benchadmin",
  email: "benchadmin@bench.example",
  n: 0,
};
