// Browser journeys (tests/e2e) against a throwaway stand-in started by globalSetup,
// driving the OS's Chromium (Debian package `chromium`): no browser is downloaded.
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const ci = !!process.env.CI && !["0", "false"].includes(process.env.CI);

if (!existsSync(chromiumPath)) {
  const message = `No Chromium at ${chromiumPath} (set CHROMIUM_PATH, or apt-get install chromium).`;
  if (ci) {
    throw new Error(`E2E cannot run: ${message}`);
  }
  const bar = "!".repeat(78);
  console.warn(
    `\n${bar}\n!! E2E SKIPPED: ${message}\n!! The browser journeys did NOT run.\n${bar}\n`,
  );
  process.exit(0);
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  // A 2-core machine also runs the stand-in (PGlite, Deno): two browsers at most.
  workers: 2,
  fullyParallel: true,
  forbidOnly: ci,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // `list` for people; the summary line ('E2E: N passed, N failed') for scripts/test.ts.
  reporter: [["list"], ["./tests/e2e/support/summary-reporter.ts"]],
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1440, height: 900 },
    locale: "en-US",
    timezoneId: "UTC",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "journeys", testIgnore: /screenshots\.spec\.ts/ },
    { name: "screenshots", testMatch: /screenshots\.spec\.ts/ },
  ],
});
