import { createApp } from "./app.ts";
import type { AppDeps } from "./app-deps.ts";
import { createAuth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createPropertySearch } from "./features/properties/search/property-search.service.ts";
import { systemClock, testClock } from "./lib/clock.ts";
import type { Logger } from "./lib/logger.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { createRealtime } from "./realtime/realtime.ts";
import { createPrivateStorage, createStorage } from "./storage/storage.ts";

/** Wires auth, storage and the clock around a connected database; shared by the server and the tests. */
export function assembleApp(options: {
  config: Config;
  database: Database;
  log: Logger;
  googleAvailable: boolean;
  webDist?: string;
  benchBaseline?: boolean;
}) {
  const { config, database, log, googleAvailable, webDist, benchBaseline } = options;
  const auth = createAuth({ config, db: database.db, log, googleAvailable });
  const storage = createStorage(config);
  const clock = config.testClock ? testClock() : systemClock;
  const realtime = createRealtime({ database, log });
  const metrics = createMetrics({ database, realtime, clock, log });
  const search = createPropertySearch({ database, backend: config.searchBackend, log });
  const deps: AppDeps = {
    config,
    database,
    auth,
    storage,
    privateStorage: createPrivateStorage(config),
    log,
    clock,
    googleAvailable,
    realtime,
    search,
    metrics,
    webDist,
    lifecycle: { warming: false, draining: false },
    benchBaseline,
  };
  return { app: createApp(deps), deps };
}
