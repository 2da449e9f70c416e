// The stand-in started by globalSetup, kept for globalTeardown (both run in the runner process).
import { rmSync } from "node:fs";
import type { Stack } from "../../local/stack.ts";

let running: { stack: Stack; dataDir: string } | null = null;

export function setRunningStack(stack: Stack, dataDir: string) {
  running = { stack, dataDir };
}

export async function stopRunningStack() {
  if (!running) return;
  const { stack, dataDir } = running;
  running = null;
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
