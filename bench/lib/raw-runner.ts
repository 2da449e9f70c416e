import { join } from "node:path";
import { spawnDeno } from "./processes.ts";

export interface LoadSettings {
  requests: number;
  maxMs: number;
  warmup: number;
}

/** bench/deno/raw.ts in --serve mode: one Deno process answering plans, so SQL runs can sit right after their HTTP runs. */
export class RawRunner {
  private child: ReturnType<typeof spawnDeno>;
  private buffer = "";
  private waiting: ((line: string) => void)[] = [];

  constructor(
    dbUrl: string,
    private settings: { concurrencies: number[]; load: LoadSettings },
    verbose = false,
  ) {
    this.child = spawnDeno(
      join(import.meta.dirname, "..", "deno", "raw.ts"),
      ["-", "--serve"],
      { SUPABASE_DB_URL: dbUrl },
      verbose ? "inherit" : "ignore",
    );
    this.child.stdout!.on("data", (d: Buffer) => {
      this.buffer += d;
      let newline: number;
      while ((newline = this.buffer.indexOf("\n")) >= 0) {
        const line = this.buffer.slice(0, newline);
        this.buffer = this.buffer.slice(newline + 1);
        this.waiting.shift()?.(line);
      }
    });
  }

  ask<T>(
    mode: "measure" | "explain" | "chat-context" | "once",
    plan: Record<string, unknown>,
  ): Promise<T> {
    return new Promise((resolve, reject) => {
      const onExit = () => reject(new Error("bench/deno/raw.ts exited"));
      this.child.once("exit", onExit);
      this.waiting.push((line) => {
        this.child.off("exit", onExit);
        resolve(JSON.parse(line));
      });
      this.child.stdin!.write(JSON.stringify({ mode, ...this.settings, ...plan }) + "\n");
    });
  }

  stop() {
    this.child.stdin!.end();
    return new Promise<void>((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      const timer = setTimeout(() => this.child.kill("SIGKILL"), 5000);
      this.child.once("exit", () => (clearTimeout(timer), resolve()));
    });
  }
}
