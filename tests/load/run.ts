// `npm run test:load`: the load and fault tests in their full form (50 reps
// for 60 s, three restarts), one file at a time; `npm run test:load -- --short`
// runs the short form that `npm test` runs. Each file starts its own stand-in.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../local/config.ts';

const short = process.argv.includes('--short');
const files = readdirSync(join(repoRoot, 'tests', 'load')).filter((f) => f.endsWith('.test.ts')).map((f) => join('tests', 'load', f));
const child = spawn(process.execPath, ['--experimental-websocket', '--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...files], {
  cwd: repoRoot,
  env: { ...process.env, LOAD_PROFILE: short ? 'short' : 'full' },
  stdio: 'inherit',
});
child.once('exit', (code) => process.exit(code ?? 1));
