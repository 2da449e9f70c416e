// The stand-in in its own process, as `npm start` runs it, so the load
// generator never shares an event loop with the gateway, the broker or PGlite.
// Usage: tsx bench/lib/stand-in.ts '<StackOptions as JSON>'; prints one line
// `READY {"url","dbUrl","keys","functionPid"}` and stops on SIGTERM, SIGINT or stdin end.
import { startStack } from "../../local/stack.ts";

const options = JSON.parse(process.argv[2] ?? "{}");
const stack = await startStack({
  apiPort: 0,
  dbPort: 0,
  mailPorts: { web: 0, smtp: 0 },
  seed: false,
  ...options,
  log: (line: string) => console.error(`[stand-in] ${line}`),
});
const api = stack.functions.get("api");
process.stdout.write(
  `READY ${JSON.stringify({ url: stack.url, dbUrl: stack.dbUrl, keys: stack.keys, functionPid: api?.pid ?? null, functionPort: api?.port ?? null })}\n`,
);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await stack.stop().catch((error) => console.error(error));
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
process.stdin.on("end", shutdown);
process.stdin.resume();
