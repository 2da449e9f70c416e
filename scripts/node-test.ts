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
