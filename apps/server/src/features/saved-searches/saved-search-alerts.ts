import { SAVED_SEARCH_TEXTS } from "@roost/shared/domain/saved-searches.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import type { JobContext } from "../../jobs/job.ts";
import { enqueue } from "../../jobs/queue.ts";
import { notify } from "../notifications/notifications.service.ts";
import { matchNewListing, type NewMatch } from "./saved-search-matching.ts";

/** Job 'saved-search-match' {propertyId}: alerts the saved searches a listing that went live matches. */
export const SAVED_SEARCH_MATCH = "saved-search-match";

/**
 * Called in the transaction that takes a listing live, so the job exists exactly when the change
 * commits; the matching and the alerts run in the worker, never inside the landlord's request.
 */
export async function enqueueSavedSearchMatch(tx: Tx, propertyId: string, now: Date): Promise<void> {
  await enqueue(tx, SAVED_SEARCH_MATCH, { propertyId }, { runAt: now });
}

/** One alert per person and home, however many of their searches it matches: the first one names it. */
function firstPerUser(matches: readonly NewMatch[]): NewMatch[] {
  const seen = new Set<string>();
  return matches.filter((match) => {
    if (match.alert === "off" || seen.has(match.userId)) return false;
    seen.add(match.userId);
    return true;
  });
}

/**
 * Records the new (search, home) pairs and the in-app notifications in one transaction, so a rerun
 * after a crash finds the pairs recorded and alerts nobody twice, and a failure alerts nobody.
 * Searches whose alert is off are still matched: their page counts the new homes.
 *
 * Email (H8's pipeline, decision 033): an instant search's alert email is enqueued here for each
 * `alerted` match; a daily one is read by the digest from saved_search_matches (matched_at, the
 * search's alert), so nothing more needs recording for it.
 */
export async function savedSearchMatchJob({ deps, payload, now }: JobContext): Promise<void> {
  const propertyId = String(payload.propertyId);
  await deps.database.db.transaction(async (tx) => {
    const matches = await matchNewListing(tx, propertyId, now);
    const alerted = firstPerUser(matches);
    if (!alerted.length) return;
    const [home] = await tx
      .select({ address: properties.addressLine1 })
      .from(properties)
      .where(eq(properties.id, propertyId));
    for (const match of alerted) {
      await notify(tx, {
        userId: match.userId,
        type: "saved_search_match",
        title: SAVED_SEARCH_TEXTS.matchTitle,
        message: SAVED_SEARCH_TEXTS.matchMessage(match.searchName, home.address),
        data: { property_id: propertyId },
      });
    }
  });
}
