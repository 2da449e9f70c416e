import type { Sql } from "postgres";
import type { Keys, ProjectConfig } from "./config.ts";

/** What every stand-in service is given: a database connection through the broker and the project's settings. */
export interface ServiceContext {
  /** postgres.js, connected as the database owner (like GoTrue's and Storage's admin roles). */
  sql: Sql;
  keys: Keys;
  project: ProjectConfig;
  /** The gateway's public URL, e.g. http://127.0.0.1:54321 */
  publicUrl: string;
  /** The stand-in's data folder; Storage keeps object bytes under `${dataDir}/storage`. */
  dataDir: string;
  /** The local mail catcher's SMTP port, where auth mail goes unless [auth.email.smtp] names a server. */
  mailCatcherSmtpPort?: number;
}
