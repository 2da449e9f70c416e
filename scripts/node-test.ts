import type { Stack } from "../local/stack.ts";

// How `npm test` and `npm run test:load` run node:test files: tsx for TypeScript, the spec
// reporter, and a global WebSocket, which supabase-js asks for up front (Node 20 has none
// without the flag; the tests never open Realtime).
export function nodeTestArgs(concurrency: number, files: string[]): string[] {
  return [
    "--experimental-websocket",
    "--import",
    "tsx",
    "--test",
    "--test-reporter=spec",
    `--test-concurrency=${concurrency}`,
    ...files,
  ];
}

/** What the API and stand-in suites (tests/api/helpers.ts) read to reach a running stand-in. */
export const standInTestEnv = (stack: Stack): Record<string, string> => ({
  SUPABASE_URL: stack.url,
  SUPABASE_ANON_KEY: stack.keys.anonKey,
  SUPABASE_SERVICE_ROLE_KEY: stack.keys.serviceRoleKey,
  SUPABASE_DB_URL: stack.dbUrl,
  TEST_DB_URL: stack.dbUrl,
  MAIL_CATCHER_URL: stack.mailUrl ?? "",
});
