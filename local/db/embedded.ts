import { PGlite, type Extensions } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { pgtap } from "@electric-sql/pglite-pgtap";
import { Broker } from "./broker.ts";

export interface EmbeddedDatabase {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** PGlite (persisted in `dataDir`, or in memory when it is undefined) served on a Postgres socket through the broker. */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  port: number;
  idleInTransactionTimeoutMs?: number;
  extensions?: Extensions;
}): Promise<EmbeddedDatabase> {
  const db = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pgcrypto, pg_trgm, unaccent, pgtap, ...options.extensions },
  });
  const broker = new Broker(db, {
    port: options.port,
    idleInTransactionTimeoutMs: options.idleInTransactionTimeoutMs,
  });
  const port = await broker.listen();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    async close() {
      await broker.close();
      await db.close();
    },
  };
}
