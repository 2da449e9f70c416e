// Starts a throwaway stand-in (fresh database in a temporary folder, free ports) for
// the browser journeys, so they never touch a developer's data, serving an SPA built
// from the current sources into that folder, so web/dist (which `npm start` or another
// stand-in may be serving) is left alone.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeBin, repoRoot } from "../../local/config.ts";
import { startStack } from "../../local/stack.ts";
import { setRunningStack } from "./stack-handle.ts";

/** Builds the web app into `outDir` and returns it; with E2E_SKIP_BUILD=1, returns the existing web/dist instead. */
function buildWeb(outDir: string): string {
  const existing = join(repoRoot, "web", "dist");
  if (process.env.E2E_SKIP_BUILD === "1" && existsSync(join(existing, "index.html"))) {
    console.warn("[e2e] E2E_SKIP_BUILD=1: testing the existing web/dist, however old it is");
    return existing;
  }
  const started = performance.now();
  const result = spawnSync(
    nodeBin("vite"),
    [
      "build",
      "--config",
      "web/vite.config.ts",
      "--logLevel",
      "warn",
      "--outDir",
      outDir,
      "--emptyOutDir",
    ],
    { cwd: repoRoot, stdio: ["ignore", "inherit", "inherit"] },
  );
  if (result.status !== 0) throw new Error("[e2e] The web app did not build (vite build failed)");
  console.log(`[e2e] web app built into ${outDir} (${Math.round(performance.now() - started)} ms)`);
  return outDir;
}

export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), "crm-e2e-"));
  const webDist = buildWeb(join(dataDir, "web"));
  const started = performance.now();
  const stack = await startStack({
    dataDir,
    apiPort: 0,
    dbPort: 0,
    mailPorts: { web: 0, smtp: 0 },
    idleInTransactionTimeoutMs: 10_000,
    webDist,
    // The journeys expect the offline analyser and the local Google consent page,
    // whatever the developer keeps in supabase/functions/.env or the shell.
    functionEnv: { OPENAI_API_KEY: "" },
  });
  setRunningStack(stack, dataDir);
  console.log(
    `[e2e] stand-in on ${stack.url} (${Math.round(performance.now() - started)} ms, data in ${dataDir})`,
  );
  // Workers read these (Playwright passes globalSetup's environment on to them).
  process.env.E2E_BASE_URL = stack.url;
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_ANON_KEY = stack.keys.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY = stack.keys.serviceRoleKey;
  // For edits made as Supabase Studio makes them: plain SQL as the postgres role.
  process.env.SUPABASE_DB_URL = stack.dbUrl;
  process.env.MAIL_CATCHER_URL = stack.mailUrl ?? "";
}
