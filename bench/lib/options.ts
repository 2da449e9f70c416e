// `npm run bench`'s flags (bench/README.md lists them), read once from the command line.
import { DEFAULT_SIZES, scaledSizes, type Sizes } from "./dataset.ts";

const argv = process.argv.slice(2);
export const flag = (name: string) => argv.includes(`--${name}`);
export const option = (name: string): string | undefined => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes("=") ? argv[i].split("=").slice(1).join("=") : argv[i + 1];
};

export const scale = Number(option("scale") ?? 1);
const sizeOverrides: Partial<Sizes> = {};
for (const k of Object.keys(DEFAULT_SIZES) as (keyof Sizes)[]) {
  if (option(k) !== undefined) sizeOverrides[k] = Number(option(k));
}
export const sizes = scaledSizes(scale, sizeOverrides);
export const concurrencies = (option("concurrency") ?? "1,8").split(",").map(Number);
export const load = {
  requests: Number(option("requests") ?? 200),
  maxMs: Number(option("max-seconds") ?? 10) * 1000,
  warmup: Number(option("warmup") ?? 5),
};
export const sections = new Set(
  (option("sections") ?? "endpoints,explain,stream,documents,transfer,import,pdf,start,web").split(
    ",",
  ),
);
export const onlyCases = option("cases")?.split(",");
export const applySql = option("apply");
export const variant =
  option("variant") ?? (applySql ? applySql.replace(/^.*\//, "").replace(/\.sql$/, "") : undefined);
export const write = !flag("no-write");
export const rounds = Math.max(1, Number(option("rounds") ?? 1));
export const targetNames: string[] = [];
if (process.env.SUPABASE_DB_URL) targetNames.push("external");
if (flag("native")) targetNames.push("native");
if (flag("pglite") || targetNames.length === 0) targetNames.push("pglite");
