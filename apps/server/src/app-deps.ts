import type { Auth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { PropertySearch } from "./features/properties/search/property-search.service.ts";
import type { Clock } from "./lib/clock.ts";
import type { Logger } from "./lib/logger.ts";
import type { Metrics } from "./metrics/metrics.ts";
import type { Realtime } from "./realtime/realtime.ts";
import type { Storage } from "./storage/storage.ts";

// What the composition root (wire.ts, or test/test-app.ts) hands to the app and every feature.
// It lives apart from app.ts so features can name it without importing the app that mounts them.

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  storage: Storage;
  /** Verification documents, readable by operators only (decision 058). */
  privateStorage: Storage;
  log: Logger;
  clock: Clock;
  googleAvailable: boolean;
  /** WebSocket hub + LISTEN/NOTIFY bus of this instance (started by main.ts, idle in API tests). */
  realtime: Realtime;
  /** Public search, by the backend SEARCH_INDEX names (decision 053); its index is warmed by main.ts. */
  search: PropertySearch;
  /** What /metrics reports (decision 035), and the middleware that counts requests. */
  metrics: Metrics;
  /** The built SPA (apps/web/dist); absent in API tests. */
  webDist?: string;
  /**
   * Readiness answers 503 while either is set: `warming` by main.ts until the search index has
   * loaded (decision 047), `draining` on SIGTERM.
   */
  lifecycle: { warming: boolean; draining: boolean };
  /** Set by `npm run bench` only: mounts its fixed yardstick route (features/system/bench-baseline.ts). */
  benchBaseline?: boolean;
}
