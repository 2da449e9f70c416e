// How the report writes numbers and target marks.
import type { Stats } from "./stats.ts";

export const ms = (x: number | undefined) =>
  x === undefined || Number.isNaN(x) ? "–" : x < 10 ? x.toFixed(1) : Math.round(x).toString();
export const trio = (s?: Stats) => (s ? `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)}` : "–");
export const rps = (s?: Stats) => (s ? Math.round(s.rps).toString() : "–");
export const ratio = (a?: Stats, b?: Stats) =>
  a && b && b.p95 > 0 ? `${(a.p95 / b.p95).toFixed(1)}×` : "–";
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ok = (pass: boolean) => (pass ? "✅" : "❌");
