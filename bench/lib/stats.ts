// Latency statistics, shared by the Node side (HTTP) and the Deno side (raw SQL).

export interface Stats {
  n: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  /** Completed requests per second over the timed run's wall time. */
  rps: number;
  firstError?: string;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

const round = (x: number) => Math.round(x * 100) / 100;

export function summarize(
  latencies: number[],
  wallMs: number,
  errors = 0,
  firstError?: string,
): Stats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    n: sorted.length,
    errors,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
    mean: round(sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1)),
    rps: round((sorted.length / wallMs) * 1000),
    ...(firstError ? { firstError } : {}),
  };
}

export interface LoadOptions {
  concurrency: number;
  /** Timed requests in all (split over the workers as they go). */
  requests: number;
  /** Stop starting new requests after this long. */
  maxMs: number;
  /** Untimed requests per worker first. */
  warmup: number;
}

/**
 * A closed loop: `concurrency` workers each send the next request when their
 * last one answered, until `requests` were sent or `maxMs` passed.
 */
export async function runLoad(
  options: LoadOptions,
  call: (worker: number, i: number) => Promise<void>,
): Promise<Stats> {
  const now = () => performance.now();
  let warm = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, w) => {
      for (let k = 0; k < options.warmup; k++) await call(w, -1 - warm++).catch(() => {});
    }),
  );
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  let firstError: string | undefined;
  const started = now();
  const deadline = started + options.maxMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, w) => {
      while (issued < options.requests && now() < deadline) {
        const i = issued++;
        const t = now();
        try {
          await call(w, i);
          latencies.push(now() - t);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  return summarize(latencies, now() - started, errors, firstError);
}
