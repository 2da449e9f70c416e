// The `explain` section's output: every case's EXPLAIN (ANALYZE, BUFFERS) as one Markdown file.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../../local/config.ts";
import { caseById } from "./cases.ts";

/** What bench/deno/raw.ts answers to "explain": each case's statements with their plans. */
export interface Explained {
  autoExplain: boolean;
  cases: Record<
    string,
    { query: string; params: unknown[]; plan?: string; nested?: string[]; error?: string }[]
  >;
}

/**
 * Writes bench/out/explain-<target>[-<variant>][-scale-<N>].md (one per scale, as the results are)
 * and answers its path from the repository's root.
 */
export function writeExplain(
  outDir: string,
  name: string,
  variant: string | undefined,
  scale: number,
  explained: Explained,
) {
  mkdirSync(outDir, { recursive: true });
  const suffix = `${variant ? `-${variant}` : ""}${scale === 1 ? "" : `-scale-${scale}`}`;
  const file = join(outDir, `explain-${name}${suffix}.md`);
  const parts = [
    `# EXPLAIN (ANALYZE, BUFFERS): ${name}${variant ? ` (${variant})` : ""}, scale ${scale}, ${new Date().toISOString()}\n`,
    explained.autoExplain
      ? "Plans inside SQL functions come from auto_explain (log_nested_statements).\n"
      : "No auto_explain on this database: SQL functions show as one Function Scan.\n",
  ];
  for (const [id, statements] of Object.entries(explained.cases)) {
    parts.push(`\n## ${id}: ${caseById(id).label}\n`);
    for (const s of statements) {
      parts.push(
        "```sql\n" + s.query.replace(/\s+/g, " ").trim() + "\n```\n",
        `params: \`${JSON.stringify(s.params)}\`\n`,
      );
      parts.push("```\n" + (s.plan ?? `error: ${s.error}`) + "\n```\n");
      for (const n of s.nested ?? []) parts.push("nested:\n```\n" + n + "\n```\n");
    }
  }
  writeFileSync(file, parts.join("\n"));
  return file.slice(repoRoot.length + 1);
}
