import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { freePort } from "../functions.ts";

/** The stand-in's `[local_smtp]`: maildev, catching the project's mail on SMTP and showing it on a web inbox. */
export interface MailCatcher {
  /** The web inbox; its REST API lists mail at `${url}/email`. */
  url: string;
  smtpPort: number;
  stop(): Promise<void>;
}

const maildevBin = createRequire(import.meta.url).resolve("maildev/bin/maildev");

async function waitUntilUp(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`The mail catcher exited (code ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The mail catcher did not answer at ${url}`);
}

/**
 * Runs maildev in its own process (it keeps its state in module globals and
 * exits the process on SIGTERM), keeping mail as .eml files in `mailDir` so
 * the inbox survives restarts. Port 0 picks a free one.
 */
export async function startMailCatcher(options: {
  webPort: number;
  smtpPort: number;
  mailDir: string;
}): Promise<MailCatcher> {
  mkdirSync(options.mailDir, { recursive: true });
  const webPort = options.webPort || (await freePort());
  const smtpPort = options.smtpPort || (await freePort());
  const child = spawn(
    process.execPath,
    [
      maildevBin,
      "--ip",
      "127.0.0.1",
      "--web",
      String(webPort),
      "--smtp",
      String(smtpPort),
      "--mail-directory",
      options.mailDir,
      "--silent",
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const url = `http://127.0.0.1:${webPort}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  try {
    await waitUntilUp(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, smtpPort, stop };
}
