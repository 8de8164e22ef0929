import { type Config, ConfigError, loadConfig } from "../config.ts";
import { connectDatabase, type Database, type Db } from "../db/client.ts";
import { embeddedDatabaseUrl } from "../db/embedded.ts";
import { EmbeddedPostgresError } from "../db/embedded-error.ts";
import { COMMAND_POOL, openDatabase } from "../db/open.ts";
import { createLogger, type Logger } from "./logger.ts";

/**
 * The one way a command-line tool (`npm run admin`, `npm run jobs`, `npm run seed`) reaches the
 * database: the server's own configuration, DATABASE_URL or the embedded PostgreSQL in DATA_DIR —
 * the running server's when one is up (one PostgreSQL per DATA_DIR), else started and migrated here
 * for the command.
 */

/** The server's configuration for a command, or null once what is wrong with it has been printed. */
export function loadCommandConfig(): Config | null {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}

async function openCommandDatabase(
  config: Config,
  log: Logger,
): Promise<{ database: Database; close(): Promise<void> }> {
  const runningUrl = config.databaseUrl ? null : embeddedDatabaseUrl(config.dataDir, config.embeddedPgPort);
  if (runningUrl) {
    const database = connectDatabase(runningUrl, COMMAND_POOL.max, COMMAND_POOL.limits);
    try {
      await database.pool.query("select 1");
      return { database, close: () => database.close() };
    } catch {
      await database.close();
    }
  }
  return openDatabase(config, log, COMMAND_POOL);
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

/** What a command that needs more than the database (storage, say) builds it from. */
export interface CommandSetup {
  config: Config;
  log: Logger;
}

/** Opens the database, runs the command, closes it; returns the exit code (1 when it could not run). */
export async function runDatabaseCommand(
  command: (io: CommandIo, setup: CommandSetup) => Promise<number>,
): Promise<number> {
  const config = loadCommandConfig();
  if (!config) return 1;
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
    return await command(
      { db: opened.database.db, out: (line) => console.log(line), err: (line) => console.error(line) },
      { config, log },
    );
  } catch (error) {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await opened.close();
  }
}
