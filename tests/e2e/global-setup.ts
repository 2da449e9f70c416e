// Starts a throwaway stand-in (fresh database in a temporary folder, free ports) for
// the browser journeys, so they never touch a developer's data, and makes sure the
// SPA it serves from web/dist is built from the current sources.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../local/config.ts';
import { startStack } from '../../local/stack.ts';
import { setRunningStack } from './stack-handle.ts';

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function buildWebIfStale() {
  const web = join(repoRoot, 'web');
  const built = join(web, 'dist', 'index.html');
  const sources = ['src', 'index.html', 'vite.config.ts'].map((p) => join(web, p)).filter(existsSync);
  if (existsSync(built) && Math.max(...sources.map(newestMtime)) <= statSync(built).mtimeMs) return;
  if (existsSync(built) && process.env.E2E_SKIP_BUILD === '1') {
    console.warn('[e2e] E2E_SKIP_BUILD=1: testing the existing web/dist although web/src is newer');
    return;
  }
  console.log('[e2e] web/dist is missing or older than web/src: building the web app…');
  const result = spawnSync(join(repoRoot, 'node_modules', '.bin', 'vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('[e2e] The web app did not build (vite build failed)');
}

export default async function globalSetup() {
  buildWebIfStale();
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-e2e-'));
  const started = performance.now();
  const stack = await startStack({
    dataDir,
    apiPort: 0,
    dbPort: 0,
    idleInTransactionTimeoutMs: 10_000,
    // The journeys expect the offline analyser and the local Google consent page,
    // whatever the developer keeps in supabase/functions/.env or the shell.
    functionEnv: { OPENAI_API_KEY: '' },
  });
  setRunningStack(stack, dataDir);
  console.log(`[e2e] stand-in on ${stack.url} (${Math.round(performance.now() - started)} ms, data in ${dataDir})`);
  // Workers read these (Playwright passes globalSetup's environment on to them).
  process.env.E2E_BASE_URL = stack.url;
  process.env.SUPABASE_URL = stack.url;
  process.env.SUPABASE_ANON_KEY = stack.keys.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY = stack.keys.serviceRoleKey;
}
