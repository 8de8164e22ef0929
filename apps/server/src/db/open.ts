import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import { connectDatabase, type Database } from "./client.ts";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded.ts";
import { runMigrations } from "./migrate.ts";

export interface OpenedDatabase {
  database: Database;
  close(): Promise<void>;
}

/**
 * The database the app runs on: DATABASE_URL when set, otherwise the embedded PostgreSQL in
 * DATA_DIR; migrated before it is handed out. Used by the server and by the command-line tools
 * (lib/cli-database.ts).
 */
export async function openDatabase(config: Config, log: Logger, poolSize = 20): Promise<OpenedDatabase> {
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
  const database = connectDatabase(url, poolSize);
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
