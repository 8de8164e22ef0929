import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkGoogleDiscovery } from "./auth/google-discovery.ts";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/open.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import type { Logger } from "./lib/logger.ts";
import { createStorage } from "./storage/storage.ts";
import { assembleApp } from "./wire.ts";

/** Where the built SPA lives: apps/web/dist, found from the source tree or from the bundle. */
export function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, "..", "..", "web", "dist");
}

/**
 * Everything a running server needs, wired in one place: database (embedded or external),
 * migrations, demo data, auth, storage and the HTTP app. main.ts and the tests both use it.
 */
export async function bootstrap(
  config: Config,
  log: Logger,
  options: { webDist?: string; seed?: boolean } = {},
) {
  const { database, close } = await openDatabase(config, log);
  if (options.seed ?? config.seedDemoData)
    await seedIfEmpty({ db: database.db, storage: createStorage(config), log, config });

  const googleAvailable = await checkGoogleDiscovery(config, log);
  const { app, deps } = assembleApp({ config, database, log, googleAvailable, webDist: options.webDist });

  return {
    app,
    deps,
    close,
  };
}
