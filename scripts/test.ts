// `npm test`: every suite of the architecture's test table that exists, one
// after the other, against a fresh stand-in on free ports (never the developer's
// data). Ends with one line 'N passed, N failed' and fails if any suite fails.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { nodeBin, repoRoot } from "../local/config.ts";
import { startStack, type Stack } from "../local/stack.ts";
import { findNativePostgres } from "./native-postgres.ts";
import { nodeTestArgs, standInTestEnv } from "./node-test.ts";

interface Outcome {
  suite: string;
  passed: number;
  failed: number;
  exitCode: number;
}

const outcomes: Outcome[] = [];
// `npm test -- pgtap vitest` runs only the suites named; `npm test -- tests/api/clients.test.ts`
// runs only those node:test files (and the stand-in they need).
const args = process.argv.slice(2);
const testFiles = args.filter((a) => a.endsWith(".test.ts"));
const only = [
  ...args.filter((a) => !a.endsWith(".test.ts")),
  ...(testFiles.length ? ["node:test"] : []),
];

type Counter = (output: string, exitCode: number | null) => { passed: number; failed: number };

const count = (pattern: RegExp, output: string) =>
  [...output.matchAll(pattern)].reduce((n, m) => n + Number(m[1]), 0);
const counters: Record<string, Counter> = {
  vitest: (out) => {
    const line = [...out.matchAll(/^\s*Tests\s+(.*)$/gm)].at(-1)?.[1] ?? "";
    return {
      passed: Number(/(\d+) passed/.exec(line)?.[1] ?? 0),
      failed: Number(/(\d+) failed/.exec(line)?.[1] ?? 0),
    };
  },
  deno: (out) => ({
    passed: count(/(\d+) passed \|/g, out),
    failed: count(/\| (\d+) failed/g, out),
  }),
  node: (out) => ({
    passed: count(/^(?:#|ℹ) pass (\d+)$/gm, out),
    failed: count(/^(?:#|ℹ) fail (\d+)$/gm, out),
  }),
  summary: (out) => {
    const last = [...out.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
    return { passed: Number(last?.[1] ?? 0), failed: Number(last?.[2] ?? 0) };
  },
  exitCode: (_out, code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }),
};

function run(
  suite: string,
  command: string,
  args: string[],
  counter: Counter,
  env: Record<string, string> = {},
) {
  if (only.length && !only.some((o) => suite.toLowerCase().includes(o.toLowerCase())))
    return Promise.resolve();
  console.log(`\n━━ ${suite}`);
  return new Promise<void>((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (process.stdout.write(d), (output += d)));
    child.stderr.on("data", (d) => (process.stderr.write(d), (output += d)));
    child.once("close", (code) => {
      // eslint-disable-next-line no-control-regex
      const plain = output.replace(/\u001b\[[0-9;]*m/g, "");
      const { passed, failed: counted } = counter(plain, code);
      // A suite that exits non-zero without a failure counted (a crash, a build error) counts one.
      const failed = code !== 0 && counted === 0 ? 1 : counted;
      outcomes.push({ suite, passed, failed, exitCode: code ?? 1 });
      resolve();
    });
  });
}

/** Debian installs extensions of /usr/lib/postgresql/<version> under /usr/share/postgresql/<version>/extension. */
function pgtapAvailable(pgBin: string) {
  const share = join("/usr/share/postgresql", basename(dirname(pgBin)), "extension");
  return existsSync(share) && readdirSync(share).some((f) => f.startsWith("pgtap"));
}

async function main() {
  const tsx = nodeBin("tsx");
  await run(
    "Web build (Vite)",
    nodeBin("vite"),
    ["build", "--config", "web/vite.config.ts", "--logLevel", "warn"],
    counters.exitCode,
  );
  await run(
    "Web unit tests (Vitest)",
    nodeBin("vitest"),
    ["run", "--config", "web/vite.config.ts"],
    counters.vitest,
  );
  await run("pgTAP on PGlite", tsx, ["scripts/pgtap.ts"], counters.summary);

  const nativeBin = findNativePostgres();
  if (nativeBin && pgtapAvailable(nativeBin)) {
    await run(
      "pgTAP on native PostgreSQL",
      tsx,
      ["scripts/pgtap.ts", "--native"],
      counters.summary,
    );
  } else if (process.env.CI) {
    outcomes.push({
      suite: "pgTAP on native PostgreSQL (not installed)",
      passed: 0,
      failed: 1,
      exitCode: 1,
    });
  } else {
    console.warn(
      "\n!! pgTAP on native PostgreSQL skipped: install postgresql and postgresql-<version>-pgtap",
    );
  }

  const dataDir = mkdtempSync(join(tmpdir(), "crm-test-"));
  let stack: Stack | null = null;
  try {
    console.log("\n━━ Starting a fresh stand-in for the integration suites");
    stack = await startStack({
      dataDir,
      apiPort: 0,
      dbPort: 0,
      mailPorts: { web: 0, smtp: 0 },
      idleInTransactionTimeoutMs: 10_000,
    });
    const env = standInTestEnv(stack);
    await run(
      "Edge function modules (deno test)",
      nodeBin("deno"),
      [
        "test",
        "--allow-all",
        "--no-remote",
        "--cached-only",
        "--config",
        "supabase/functions/api/deno.json",
        "supabase/functions/api",
        "supabase/functions/_shared",
        "supabase/functions/mcp",
      ],
      counters.deno,
      env,
    );
    const nodeSuites = testFiles.length
      ? testFiles
      : ["tests/local", "tests/api"].filter(existsSync).flatMap((dir) =>
          readdirSync(join(repoRoot, dir))
            .filter((f) => f.endsWith(".test.ts"))
            .map((f) => join(dir, f)),
        );
    await run(
      "Stand-in contracts and API (node:test)",
      process.execPath,
      nodeTestArgs(2, nodeSuites),
      counters.node,
      env,
    );
    const cli = nodeBin("supabase");
    const remote = `--remote=${stack.dbUrl}?sslmode=disable`;
    await run("Supabase CLI: db push", cli, ["db", "push", remote, "--yes"], counters.exitCode);
    await run(
      "Supabase CLI: db advisors",
      cli,
      ["db", "advisors", remote, "--type", "all", "--fail-on", "warn"],
      counters.exitCode,
    );
  } catch (error) {
    console.error(error);
    outcomes.push({ suite: "stand-in start", passed: 0, failed: 1, exitCode: 1 });
  } finally {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  // Each file starts its own stand-in; the full form is `npm run test:load`.
  await run(
    "Load and fault tests, short form",
    tsx,
    ["tests/load/run.ts", "--short"],
    counters.node,
  );

  // Starts its own stand-in (fresh data, free ports) and serves the web app built above.
  await run(
    "E2E browser journeys (Playwright)",
    nodeBin("playwright"),
    ["test", "--project=journeys"],
    counters.summary,
  );

  console.log("\n━━ Summary");
  for (const o of outcomes)
    console.log(`${o.failed ? "✗" : "✓"} ${o.suite}: ${o.passed} passed, ${o.failed} failed`);
  const passed = outcomes.reduce((n, o) => n + o.passed, 0);
  const failed = outcomes.reduce((n, o) => n + o.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

main();
