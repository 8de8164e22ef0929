import { ConfigError, loadConfig } from "../config.ts";
import { connectDatabase, type Database, type Db } from "../db/client.ts";
import { embeddedDatabaseUrl } from "../db/embedded.ts";
import { EmbeddedPostgresError } from "../db/embedded-error.ts";
import { openDatabase } from "../db/open.ts";
import { createLogger, type Logger } from "./logger.ts";

/**
 * The database of an operator command (`npm run admin`, `npm run jobs`): the server's own
 * configuration, DATABASE_URL or the embedded PostgreSQL in DATA_DIR — the running server's when one
 * is up (one PostgreSQL per DATA_DIR), else started here for the command.
 */

type Config = ReturnType<typeof loadConfig>;

async function openCommandDatabase(
  config: Config,
  log: Logger,
): Promise<{ database: Database; close(): Promise<void> }> {
  const runningUrl = config.databaseUrl ? null : embeddedDatabaseUrl(config.dataDir, config.embeddedPgPort);
  if (runningUrl) {
    const database = connectDatabase(runningUrl, 2);
    try {
      await database.pool.query("select 1");
      return { database, close: () => database.close() };
    } catch {
      await database.close();
    }
  }
  return openDatabase(config, log, 2);
}

export interface CommandIo {
  db: Db;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** What an operator command acts with: its database and output, and the time to act at. */
export interface OperatorContext extends CommandIo {
  now: () => Date;
}

/** Opens the database, runs the command, closes it; returns the exit code (1 when it could not run). */
export async function runDatabaseCommand(command: (io: CommandIo) => Promise<number>): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  // Quiet unless asked: the output is the command's answer, not the server's log.
  const log = createLogger(process.env.LOG_LEVEL ? config.logLevel : "warn");
  let opened: Awaited<ReturnType<typeof openCommandDatabase>>;
  try {
    opened = await openCommandDatabase(config, log);
  } catch (error) {
    console.error(
      error instanceof EmbeddedPostgresError
        ? error.message
        : `Could not open the database: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
  try {
    return await command({
      db: opened.database.db,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } catch (error) {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await opened.close();
  }
}
