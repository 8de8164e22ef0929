import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { createRouter } from "../../lib/http.ts";

/** Where the bench's yardstick answers; mounted only when the bench assembles the app. */
export const BENCH_BASELINE_PATH = "/api/bench/baseline";

/**
 * The fixed yardstick of `npm run bench` (decision 042): the whole stack (every middleware an
 * anonymous API read passes) plus one trivial query, so every other figure can be printed as a
 * share of it in the same run. /api/health used to play this part, but health checks grow (pool
 * state, readiness, draining); this route must not, or the ratios would drift with them. Not in
 * the API document: only scripts/bench mounts it (AppDeps.benchBaseline), never a real server.
 */
export function mountBenchBaseline(router: ReturnType<typeof createRouter>, database: Database) {
  router.get(BENCH_BASELINE_PATH, async (c) => {
    await database.db.execute(sql`select 1`);
    return c.json({ ok: true }, 200);
  });
}
