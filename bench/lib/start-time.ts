// `npm start` time to ready: local/start.ts on a fresh data folder (cold), then
// again on the same folder (warm), timed until it prints 'is running at'.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeBin, repoRoot } from "../../local/config.ts";
import { freePort } from "../../local/functions.ts";

export interface StartTime {
  seconds: number;
  /** What start.ts itself printed ('ready in X s'). */
  reported: number | null;
  builtWeb: boolean;
}

async function startOnce(dataDir: string, timeoutMs = 180_000): Promise<StartTime> {
  const [apiPort, dbPort] = [await freePort(), await freePort()];
  const env: Record<string, string | undefined> = {
    ...process.env,
    LOCAL_DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    DB_PORT: String(dbPort),
  };
  delete env.SUPABASE_DB_URL;
  const t0 = performance.now();
  const child = spawn(nodeBin("tsx"), ["local/start.ts"], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  try {
    return await new Promise<StartTime>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm start did not get ready within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const onData = (d: Buffer) => {
        output += d;
        if (output.includes("is running at")) {
          clearTimeout(timer);
          const reported = /ready in ([\d.]+) s/.exec(output);
          resolve({
            seconds: (performance.now() - t0) / 1000,
            reported: reported ? Number(reported[1]) : null,
            builtWeb: output.includes("Building the web app"),
          });
        }
      };
      child.stdout!.on("data", onData);
      child.stderr!.on("data", (d) => (output += d));
      child.once(
        "exit",
        (code) => (
          clearTimeout(timer),
          reject(new Error(`npm start exited (${code}): ${output.slice(-500)}`))
        ),
      );
    });
  } finally {
    child.removeAllListeners("exit");
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const hard = setTimeout(() => {
        // start.ts did not stop on SIGTERM: end its process group (the tsx process we started and its children).
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // already gone
        }
      }, 15_000);
      child.once("exit", () => (clearTimeout(hard), resolve()));
      child.kill("SIGTERM");
    });
  }
}

export async function measureStartTime(
  log: (line: string) => void,
): Promise<{ cold: StartTime; warm: StartTime }> {
  const dataDir = mkdtempSync(join(tmpdir(), "crm-bench-start-"));
  try {
    const cold = await startOnce(dataDir);
    log(
      `  cold start: ${cold.seconds.toFixed(1)} s${cold.builtWeb ? " (built the web app first)" : ""}`,
    );
    const warm = await startOnce(dataDir);
    log(`  warm start: ${warm.seconds.toFixed(1)} s`);
    return { cold, warm };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
