import { ConfigError, loadConfig } from "./config.ts";
import { connectDatabase, type Database } from "./db/client.ts";
import { EmbeddedPostgresError, embeddedDatabaseUrl } from "./db/embedded.ts";
import { openDatabase } from "./db/open.ts";
import { EXIT, runAdmin, USAGE } from "./features/safety/admin-cli.ts";
import { createLogger, type Logger } from "./lib/logger.ts";

/**
 * `npm run admin -- <command>`: operators act on reports from the command line (decision 011).
 * Same configuration and database as the server: DATABASE_URL, or the embedded PostgreSQL in
 * DATA_DIR — the running server's when one is up (one PostgreSQL per DATA_DIR), else started here.
 */

type Config = ReturnType<typeof loadConfig>;

async function openAdminDatabase(
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

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0) {
    console.error(USAGE);
    return EXIT.usage;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return EXIT.failed;
    }
    throw error;
  }
  // Quiet unless asked: the output is the command's answer, not the server's log.
  const log = createLogger(process.env.LOG_LEVEL ? config.logLevel : "warn");
  let opened: Awaited<ReturnType<typeof openAdminDatabase>>;
  try {
    opened = await openAdminDatabase(config, log);
  } catch (error) {
    console.error(
      error instanceof EmbeddedPostgresError
        ? error.message
        : `Could not open the database: ${error instanceof Error ? error.message : String(error)}`,
    );
    return EXIT.failed;
  }
  try {
    return await runAdmin(argv, {
      db: opened.database.db,
      now: () => new Date(),
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } catch (error) {
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  } finally {
    await opened.close();
  }
}

process.exit(await main(process.argv.slice(2)));
