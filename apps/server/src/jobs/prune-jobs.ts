import { lt, sql } from "drizzle-orm";
import { listingTombstones } from "../db/schema.ts";
import { TOMBSTONE_RETENTION_DAYS } from "../features/properties/search/memory/search-index-feed.ts";
import type { JobContext } from "./job.ts";

export const PRUNE_JOBS = "prune-jobs";

/** Finished jobs (and sent mails' idempotency records) are kept this long for inspection, then deleted. */
export const JOB_RETENTION_DAYS = 30;

/**
 * Keeps the jobs table small: every recurring run leaves a row (about 150 a day for the listing
 * expiry alone). Deleting an old run's row is safe because periods only move forward, so its
 * unique key is never enqueued again.
 */
export async function pruneJobs({ deps, now }: JobContext): Promise<void> {
  const cutoff = new Date(now.getTime() - JOB_RETENTION_DAYS * 86_400_000);
  // Dead jobs stay until an operator retries them: they are the record of what never happened.
  const result = await deps.database.db.execute(sql`
    delete from jobs where done_at is not null and done_at < ${cutoff}`);
  if (result.rowCount) deps.log.info({ count: result.rowCount }, "pruned old jobs");
  // A mail's idempotency record is needed only while its job may still run (about 32 hours).
  await deps.database.db.execute(sql`
    delete from mail_deliveries where state = 'sent' and sent_at < ${cutoff}`);
  // Search indexes catch up within a day or reload (search-index-feed.ts): older tombstones are no use.
  await deps.database.db
    .delete(listingTombstones)
    .where(lt(listingTombstones.createdAt, new Date(now.getTime() - TOMBSTONE_RETENTION_DAYS * 86_400_000)));
}
