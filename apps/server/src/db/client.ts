import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.ts";

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle or the database itself: services accept either so they compose. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

// Return `date` columns as 'YYYY-MM-DD' strings instead of JS Dates shifted by the server's zone.
pg.types.setTypeParser(1082, (v) => v);

/**
 * What PostgreSQL enforces on each connection of a pool (set when the connection opens): a
 * statement running longer is cancelled (SQLSTATE 57014), a transaction idle longer ends its
 * session (25P03), so neither holds a pooled connection or its locks for long.
 */
export interface ConnectionLimits {
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export function connectDatabase(url: string, max = 20, limits?: ConnectionLimits): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    ...(limits && {
      statement_timeout: limits.statementTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    }),
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // The pool listens for errors only on idle connections. One that PostgreSQL cuts while it is
  // checked out and between two statements (a transaction awaiting the app; every backend on a
  // database restart) would emit an unhandled 'error' and kill the process. The failure still
  // reaches its caller: the next statement rejects (503), and the pool discards it on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzle(pool, { schema, casing: "snake_case" });
  return { db, pool, url, close: () => pool.end() };
}
