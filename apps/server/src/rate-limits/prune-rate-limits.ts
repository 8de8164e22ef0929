import { sql } from "drizzle-orm";
import type { JobContext } from "../jobs/job.ts";
import { RATE_LIMIT_TABLE } from "./shared-counters.ts";

export const PRUNE_RATE_LIMITS = "prune-rate-limits";

/**
 * Deletes rate-limit counters whose window is over, so the table holds only the last hour or so of
 * callers instead of growing with every user and address ever seen. A counter past its window
 * already counts as empty, so deleting it changes no decision. `expire` is written by the limiter
 * from the machine's clock (epoch ms), so it is compared with the machine's clock too, never with
 * the app's (test) clock.
 */
export async function pruneRateLimits({ deps }: JobContext): Promise<void> {
  const result = await deps.database.db.execute(
    sql`delete from ${sql.identifier(RATE_LIMIT_TABLE)} where expire < ${Date.now()}`,
  );
  if (result.rowCount) deps.log.info({ count: result.rowCount }, "pruned expired rate-limit counters");
}
