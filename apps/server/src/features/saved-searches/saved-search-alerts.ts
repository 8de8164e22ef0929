import { SAVED_SEARCH_TEXTS } from "@roost/shared/domain/saved-searches.ts";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import type { JobContext } from "../../jobs/job.ts";
import { enqueue } from "../../jobs/queue.ts";
import { notifyMany } from "../notifications/notifications.service.ts";
import { SAVED_SEARCH_EMAIL, savedSearchEmailKey } from "./saved-search-email.ts";
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
 * One 'saved-search-email' job per person with an instant search among the new matches, all in one
 * statement. The job decides when it runs (their email setting, the home still live); a daily
 * search's home waits for the digest, which reads saved_search_matches.
 */
async function enqueueInstantEmails(tx: Tx, matches: readonly NewMatch[], propertyId: string, now: Date) {
  const userIds = [...new Set(matches.filter((m) => m.alert === "instant").map((m) => m.userId))];
  if (userIds.length === 0) return;
  await tx.execute(sql`
    insert into jobs (name, payload, run_at, unique_key)
    select ${SAVED_SEARCH_EMAIL}, jsonb_build_object('userId', u, 'propertyId', ${propertyId}::text), ${now},
      ${savedSearchEmailKey(propertyId, "")} || u
    from unnest(${sql.param(userIds)}::text[]) as u
    on conflict (unique_key) do nothing`);
}

/**
 * Records the new (search, home) pairs, the in-app notifications and the instant alert emails' jobs
 * in one transaction, so a rerun after a crash finds the pairs recorded and alerts nobody twice, and
 * a failure alerts nobody. Searches whose alert is off are still matched: their page counts the new
 * homes. Every step is one statement however many searches match (decision 041).
 */
export async function recordMatchesAndAlert(tx: Tx, propertyId: string, now: Date): Promise<number> {
  const matches = await matchNewListing(tx, propertyId, now);
  const alerted = firstPerUser(matches);
  if (alerted.length === 0) return matches.length;
  const [home] = await tx
    .select({ address: properties.addressLine1 })
    .from(properties)
    .where(eq(properties.id, propertyId));
  await notifyMany(
    tx,
    "saved_search_match",
    alerted.map((match) => ({
      userId: match.userId,
      title: SAVED_SEARCH_TEXTS.matchTitle,
      message: SAVED_SEARCH_TEXTS.matchMessage(match.searchName, home.address),
      data: { property_id: propertyId },
    })),
  );
  await enqueueInstantEmails(tx, matches, propertyId, now);
  return matches.length;
}

export async function savedSearchMatchJob({ deps, payload, now }: JobContext): Promise<void> {
  const propertyId = String(payload.propertyId);
  await deps.database.db.transaction((tx) => recordMatchesAndAlert(tx, propertyId, now));
}
