// The API suites whose guarantees need connections that run side by side, again on a native
// PostgreSQL: `npm test` runs tests/api on PGlite, which serves one connection at a time, so
// there two requests can never meet in the database. The import's batches are saved two at a
// time, and the same batch sent twice at once must be saved once.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { test } from "node:test";
import { repoRoot } from "../../local/config.ts";
import { findNativePostgres, startNativePostgres } from "../../scripts/native-postgres.ts";
import { nodeTestArgs, standInTestEnv } from "../../scripts/node-test.ts";
import { guard } from "../../bench/lib/cleanup.ts";
import { startTestStack } from "./helpers.ts";

const SUITES = ["tests/api/imports.test.ts"];

test(
  `${SUITES.join(", ")} on native PostgreSQL`,
  {
    timeout: 300_000,
    skip: findNativePostgres() ? false : "needs a native PostgreSQL (apt-get install postgresql)",
  },
  async () => {
    const native = await startNativePostgres();
    const stopNative = guard(native.stop);
    try {
      const { stack, stop } = await startTestStack({ dbUrl: native.url });
      try {
        // Without node:test's own marker, which would make the child skip its files as nested.
        const { NODE_TEST_CONTEXT: _nested, ...env } = process.env;
        const child = spawn(process.execPath, nodeTestArgs(1, SUITES), {
          cwd: repoRoot,
          env: { ...env, ...standInTestEnv(stack) },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        const [code] = await once(child, "exit");
        assert.equal(code, 0, output);
        assert.match(output, /ℹ fail 0/);
      } finally {
        await stop();
      }
    } finally {
      await stopNative();
    }
  },
);
