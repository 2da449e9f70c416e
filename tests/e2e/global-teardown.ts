import { stopRunningStack } from "./stack-handle.ts";

export default async function globalTeardown() {
  await stopRunningStack();
}
