// The machine a run was measured on, as RESULTS.md states it.
import { execFileSync } from "node:child_process";
import { cpus, release, totalmem, type as osType } from "node:os";
import { nodeBin } from "../../local/config.ts";

export function machine() {
  const denoVersion = (() => {
    try {
      return execFileSync(nodeBin("deno"), ["--version"], { encoding: "utf8" }).split("\n")[0];
    } catch {
      return "unknown";
    }
  })();
  const nativeVersion = (() => {
    try {
      return execFileSync("/usr/lib/postgresql/15/bin/postgres", ["--version"], {
        encoding: "utf8",
      }).trim();
    } catch {
      return null;
    }
  })();
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? "unknown",
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${osType()} ${release()}`,
    node: process.version,
    deno: denoVersion,
    nativePostgres: nativeVersion,
  };
}
