import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import { type ConnectionLimits, connectDatabase, type Database } from "./client.ts";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded.ts";
import { runMigrations } from "./migrate.ts";

export interface OpenedDatabase {
  database: Database;
  close(): Promise<void>;
}

export interface PoolSettings {
  max: number;
  limits: ConnectionLimits;
}

/** The server's pool: DATABASE_POOL_SIZE connections, each with the configured timeouts, and the wait bound. */
function serverPool({ database }: Config): PoolSettings {
  const { poolSize, statementTimeoutMs, idleInTransactionTimeoutMs, poolWaitMs } = database;
  return { max: poolSize, limits: { statementTimeoutMs, idleInTransactionTimeoutMs, poolWaitMs } };
}

/**
 * A command-line tool's pool (`npm run admin`, `jobs`, `seed`): two connections, and room for
 * the long statements an operator's command may run (a seed, deleting a large account). It
 * holds no request's connection, so only a bound against a runaway statement is kept.
 */
export const COMMAND_POOL: PoolSettings = {
  max: 2,
  limits: { statementTimeoutMs: 10 * 60_000, idleInTransactionTimeoutMs: 60_000 },
};

/**
 * The database the app runs on: DATABASE_URL when set, otherwise the embedded PostgreSQL in
 * DATA_DIR; migrated before it is handed out. Used by the server and by the command-line tools
 * (lib/cli-database.ts).
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  pool: PoolSettings = serverPool(config),
): Promise<OpenedDatabase> {
  let embedded: EmbeddedPostgres | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: (line) => log.info(line),
    });
    url = embedded.url;
  }
  const database = connectDatabase(url, pool.max, pool.limits);
  let closing: Promise<void> | null = null;
  // Safe to call more than once (a failed listen and a signal can both ask to shut down).
  const close = () => {
    closing ??= (async () => {
      await database.close();
      await embedded?.stop();
    })();
    return closing;
  };
  try {
    await runMigrations(database);
  } catch (error) {
    await close();
    throw error;
  }
  return { database, close };
}
