import { ConfigError, loadConfig } from "../../config.ts";
import { createLogger } from "../../lib/logger.ts";
import { createStorage } from "../../storage/storage.ts";
import { EmbeddedPostgresError } from "../embedded-error.ts";
import { openDatabase } from "../open.ts";
import { seedIfEmpty } from "./seed.ts";

/**
 * `npm run seed`: opens the same database the server would (DATABASE_URL, or the embedded
 * PostgreSQL in DATA_DIR), applies migrations and seeds the demo data if it is not there yet.
 * With the embedded database the server must be stopped first: one PostgreSQL per DATA_DIR.
 */

type Config = ReturnType<typeof loadConfig>;

async function main(): Promise<number> {
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
  const log = createLogger(config.logLevel);
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(config, log, 5);
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) {
      log.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    const storage = createStorage(config);
    const seeded = await seedIfEmpty({ db: opened.database.db, storage, log, config });
    if (seeded) log.info("Demo data seeded");
    else log.info("Demo data already present; nothing to do");
    return 0;
  } catch (error) {
    log.error({ err: error }, "Seeding failed");
    return 1;
  } finally {
    await opened.close();
  }
}

process.exit(await main());
