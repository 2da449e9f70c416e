import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../local/functions.ts";

/** The newest PostgreSQL server the OS packages installed, if any. */
export function findNativePostgres(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "postgres")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], "bin") : null;
}

export interface NativePostgres {
  url: string;
  bin: string;
  stop(): Promise<void>;
}

/** Starts a throwaway PostgreSQL cluster in a temporary folder, on a free loopback port. */
export async function startNativePostgres(): Promise<NativePostgres> {
  const bin = findNativePostgres();
  if (!bin) throw new Error("No native PostgreSQL found under /usr/lib/postgresql");
  const dir = mkdtempSync(join(tmpdir(), "crm-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  // initdb and postgres refuse to run as root.
  const asUser = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  const run = (cmd: string, args: string[]) => {
    const [exe, ...rest] = [...asUser, cmd, ...args];
    execFileSync(exe, rest, { stdio: ["ignore", "ignore", "pipe"] });
  };
  run(join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--encoding=UTF8",
    "--no-sync",
  ]);
  const port = await freePort();
  run(join(bin, "pg_ctl"), [
    "start",
    "-w",
    "-D",
    data,
    "-l",
    join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    bin,
    async stop() {
      run(join(bin, "pg_ctl"), ["stop", "-w", "-m", "fast", "-D", data]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
