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
  /** Calls `listener` with how long each checkout of a pooled connection waited, in ms (metrics). */
  onPoolWait(listener: (waitedMs: number) => void): () => void;
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
  /**
   * The pool's own bound: a checkout that waits longer for a connection fails ("timeout exceeded
   * when trying to connect", a 503 with a short Retry-After), so a saturated instance refuses at
   * once what it could only answer seconds later (decision 035).
   */
  poolWaitMs?: number;
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
    ...(limits?.poolWaitMs && { connectionTimeoutMillis: limits.poolWaitMs }),
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // The pool listens for errors only on idle connections. One that PostgreSQL cuts while it is
  // checked out and between two statements (a transaction awaiting the app; every backend on a
  // database restart) would emit an unhandled 'error' and kill the process. The failure still
  // reaches its caller: the next statement rejects (503), and the pool discards it on release.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzle(pool, { schema, casing: "snake_case" });
  const waits = new Set<(waitedMs: number) => void>();
  timeCheckouts(pool, (waitedMs) => {
    for (const listener of waits) listener(waitedMs);
  });
  return {
    db,
    pool,
    url,
    close: () => pool.end(),
    onPoolWait(listener) {
      waits.add(listener);
      return () => waits.delete(listener);
    },
  };
}

type Checkout = (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * Times every checkout of the pool, from the request to the connection in hand. pg's Pool has no
 * such figure, and its own query() checks out through connect() with a callback, as Drizzle's
 * transactions do with a promise: both forms are wrapped.
 */
function timeCheckouts(pool: pg.Pool, observe: (waitedMs: number) => void) {
  const connect = pool.connect.bind(pool) as (callback?: Checkout) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: Checkout) => {
    const started = performance.now();
    if (callback) {
      return connect((err, client, done) => {
        if (!err) observe(performance.now() - started);
        callback(err, client, done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      observe(performance.now() - started);
      return client;
    });
  }) as typeof pool.connect;
}
