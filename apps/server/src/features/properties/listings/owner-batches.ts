import { and, count, gt, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { properties } from "../../../db/schema.ts";

// The listing checks that ask or pause (advert-facts-job.ts, listing-availability-job.ts) may
// concern every live listing at once: the day a rule starts, or after an import. One statement
// over tens of thousands of listings outlives the statement timeout, fails, and fails again on
// every run. So a run goes through the owners concerned a batch at a time, each batch in a
// transaction of its own: what a batch did stays done if a later one fails. An owner is never
// split across batches, so each still gets one email naming all of their listings.

/** About this many listings a batch (more when one owner alone has more). */
export const LISTINGS_PER_BATCH = 2000;

/** Owners read at a time to fill a batch. */
const OWNERS_READ = 200;

/**
 * Runs `work` for the owners of the listings matching `concerned`, in user id order, each batch of
 * owners (about `listingsPerBatch` of those listings between them) in its own transaction.
 */
export async function inOwnerBatches(
  db: Db,
  concerned: SQL,
  work: (tx: Tx, ownerIds: string[]) => Promise<void>,
  listingsPerBatch = LISTINGS_PER_BATCH,
): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const owners = await db
      .select({ userId: properties.userId, listings: count() })
      .from(properties)
      .where(and(concerned, after === null ? undefined : gt(properties.userId, after)))
      .groupBy(properties.userId)
      .orderBy(properties.userId)
      .limit(OWNERS_READ);
    const batch = fill(owners, listingsPerBatch);
    if (batch.length === 0) return;
    await db.transaction((tx) => work(tx, batch));
    after = batch.at(-1) as string;
  }
}

/** The first owners whose listings fit in a batch; at least one. */
function fill(owners: readonly { userId: string; listings: number }[], listingsPerBatch: number): string[] {
  const batch: string[] = [];
  let listings = 0;
  for (const owner of owners) {
    if (batch.length > 0 && listings + owner.listings > listingsPerBatch) break;
    batch.push(owner.userId);
    listings += owner.listings;
  }
  return batch;
}

/** The condition that a listing is one of these owners'. One array parameter, however many. */
export const ownedByAnyOf = (ownerIds: readonly string[]) =>
  sql`${properties.userId} = any(${sql.param(ownerIds)}::text[])`;
