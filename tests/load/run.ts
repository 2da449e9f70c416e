// `npm run test:load`: the load and fault tests in their full form (50 reps
// for 60 s, three restarts), one file at a time; `npm run test:load -- --short`
// runs the short form that `npm test` runs. Each file starts its own stand-in.
// `--native` runs them against a throwaway native PostgreSQL (PGlite otherwise);
// `--reps <n>` and `--seconds <s>` size the mixed load; `--only <name>` runs the
// files whose name contains it (e.g. `--only mixed`).
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../../local/config.ts";
import { nodeTestArgs } from "../../scripts/node-test.ts";

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i < 0 ? undefined : argv[i + 1];
};
const short = argv.includes("--short");
const only = option("only");
const files = readdirSync(join(repoRoot, "tests", "load"))
  .filter((f) => f.endsWith(".test.ts") && (!only || f.includes(only)))
  .map((f) => join("tests", "load", f));
const sizing = Object.fromEntries(
  [
    ["reps", "LOAD_REPS"],
    ["seconds", "LOAD_SECONDS"],
  ].flatMap(([flag, env]) => (option(flag) === undefined ? [] : [[env, option(flag)]])),
);
const child = spawn(process.execPath, nodeTestArgs(1, files), {
  cwd: repoRoot,
  env: {
    ...process.env,
    ...sizing,
    LOAD_PROFILE: short ? "short" : "full",
    LOAD_NATIVE: argv.includes("--native") ? "1" : "0",
  },
  stdio: "inherit",
});
child.once("exit", (code) => process.exit(code ?? 1));
