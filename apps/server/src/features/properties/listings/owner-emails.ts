import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { properties } from "../../../db/schema.ts";
import { enqueue, type JobPayload } from "../../../jobs/queue.ts";
import { loadRecipient } from "../../email-notifications/notification-email.ts";

// The listing checks that ask or pause (advert-facts-job.ts, listing-availability-job.ts) tell each
// owner once per run, in one email naming all of their listings concerned.

/**
 * One `jobName` job per owner of `rows`, with their listing ids and `extra`; the key names the run,
 * so a retried run enqueues nothing twice.
 */
export async function enqueueOwnerEmails(
  tx: Tx,
  jobName: string,
  outcome: string,
  rows: readonly { id: string; userId: string }[],
  now: Date,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const byOwner = new Map<string, string[]>();
  for (const row of rows) byOwner.set(row.userId, [...(byOwner.get(row.userId) ?? []), row.id]);
  for (const [ownerId, listingIds] of byOwner) {
    const key = `${jobName}:${outcome}:${ownerId}:${now.getTime()}`;
    await enqueue(
      tx,
      jobName,
      { ownerId, outcome, listingIds, key, ...extra },
      { runAt: now, uniqueKey: key },
    );
  }
}

/** Why such an email came: it is about the owner's listings, so it is sent whatever their settings. */
export const ABOUT_YOUR_LISTINGS =
  "You get this email because you list homes on Roost. It is about your listings, whatever your email settings.";

/** The email job's owner and the listings it names that still exist; null when there is nothing to send. */
export async function ownerAndListings(db: Db, payload: JobPayload) {
  const recipient = await loadRecipient(db, String(payload.ownerId ?? ""));
  const listingIds = Array.isArray(payload.listingIds) ? payload.listingIds.map(String) : [];
  if (!recipient || !listingIds.length) return null;
  const listings = await db
    .select({ id: properties.id, address: properties.addressLine1, postcode: properties.postcode })
    .from(properties)
    .where(inArray(properties.id, listingIds))
    .orderBy(properties.addressLine1, properties.id);
  return listings.length ? { recipient, listings } : null;
}
