import type { Sql } from "postgres";

/** pg_cron runs the clean-up daily on a hosted project; the stand-in runs it at start and then hourly. */
const EVERY_MS = 60 * 60_000;

/**
 * What the migration schedules with pg_cron where the platform has it: demo
 * accounts older than seven days go. Returns the function that stops it.
 */
export function startDemoAccountCleanup(
  sql: Sql,
  log: (line: string) => void,
  everyMs = EVERY_MS,
): () => void {
  const run = async () => {
    try {
      const [{ removed }] = await sql<
        { removed: number }[]
      >`select public.delete_expired_demo_accounts() as removed`;
      if (removed > 0) log(`removed ${removed} demo account(s) older than seven days`);
    } catch (error) {
      log(`demo account clean-up failed: ${(error as Error).message}`);
    }
  };
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
