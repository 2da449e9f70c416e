import postgres from "postgres";

export type Sql = postgres.Sql;
export type Transaction = postgres.TransactionSql;
export type JwtClaims = Record<string, unknown>;

let client: Sql | undefined;

// Created on first use so that importing a module never opens a connection
// and a missing SUPABASE_DB_URL surfaces as a request error, not a boot crash.
function getClient(): Sql {
  if (!client) {
    const url = Deno.env.get("SUPABASE_DB_URL");
    if (!url) throw new Error("SUPABASE_DB_URL is not set");
    // prepare: false because Supabase's transaction pooler and the local
    // stand-in's broker both require unnamed statements.
    // Columns come back in camelCase, the API's field names.
    client = postgres(url, {
      prepare: false,
      max: 4,
      idle_timeout: 20,
      connect_timeout: 10,
      transform: postgres.camel,
      onnotice: () => {},
    });
  }
  return client;
}

export const sql: Sql = new Proxy((() => {}) as unknown as Sql, {
  apply: (_target, _this, args) => Reflect.apply(getClient() as never, undefined, args),
  get: (_target, property) => Reflect.get(getClient(), property),
});

// Lets tests and shutdown release sockets and timers; the next query reconnects
// with whatever SUPABASE_DB_URL says then.
export async function closeDatabase(): Promise<void> {
  const closing = client;
  client = undefined;
  await closing?.end({ timeout: 5 });
}

// Role and claims are set LOCAL to the transaction, as PostgREST does, so RLS
// decides and nothing leaks to the next user of a pooled connection.
export function withUserTransaction<T>(
  claims: JwtClaims,
  fn: (tx: Transaction) => Promise<T>,
  /** BEGIN's options, e.g. "read only isolation level repeatable read" for one snapshot across queries. */
  mode = "",
): Promise<T> {
  return getClient().begin(mode, async (tx) => {
    await tx`select set_config('role', 'authenticated', true),
                    set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
    return fn(tx);
  }) as Promise<T>;
}

export function withServiceTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return getClient().begin(async (tx) => {
    await tx`select set_config('role', 'service_role', true)`;
    return fn(tx);
  }) as Promise<T>;
}

/**
 * The read policies say `owner_id = auth.uid() or is_admin()`, an OR no index
 * can serve, so a rep's list would scan every rep's rows. A list that also says
 * the owner outright for a rep lets Postgres walk its (owner_id, …) index; RLS
 * still applies on top. Read from the database in the caller's transaction,
 * never from the token, so a role change counts at once.
 */
export async function callerIsAdmin(tx: Transaction): Promise<boolean> {
  const [{ admin }] = await tx`select public.is_admin() as admin`;
  return admin;
}

/** `and <ownerColumn> = the caller` for a rep, nothing for an admin: the owner said outright (see callerIsAdmin). */
export const ownRowsOnly = (tx: Transaction, admin: boolean, ownerColumn: string) =>
  admin ? tx`` : tx`and ${tx(ownerColumn)} = (select auth.uid())`;

/**
 * A LIKE pattern for "contains `search`", with LIKE's wildcards escaped. Compare
 * it as `lower(column) like lower(pattern)`: Postgres lower-cases both sides by
 * the same rules, as the generated search_text columns were lower-cased.
 */
export const containsPattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
