import { SAVED_SEARCH_TEXTS } from "@roost/shared/domain/saved-searches.ts";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import type { JobContext } from "../../jobs/job.ts";
import { enqueue } from "../../jobs/queue.ts";
import { notifyMany } from "../notifications/notifications.service.ts";
import { SAVED_SEARCH_EMAIL, savedSearchEmailKey } from "./saved-search-email.ts";
import { matchNewListing } from "./saved-search-matching.ts";

/** Job 'saved-search-match' {propertyId}: alerts the saved searches a listing that went live matches. */
export const SAVED_SEARCH_MATCH = "saved-search-match";

/**
 * Called in the transaction that takes a listing live, so the job exists exactly when the change
 * commits; the matching and the alerts run in the worker, never inside the landlord's request.
 */
export async function enqueueSavedSearchMatch(tx: Tx, propertyId: string, now: Date): Promise<void> {
  await enqueue(tx, SAVED_SEARCH_MATCH, { propertyId }, { runAt: now });
}

/** Job 'saved-search-alerts' {propertyId, matchedAt}: the alerts for one run's new matches. */
export const SAVED_SEARCH_ALERTS = "saved-search-alerts";

/**
 * What the match job does, timed by the bench (decision 041): the new (search, home) pairs
 * recorded in one statement, and, if any of them alerts, one job that makes the alerts. The alerts
 * are deferred because a loose listing matches thousands of searches and their notifications,
 * realtime events and email jobs are most of the work; the pairs alone decide what is news, so a
 * rerun after a crash finds them recorded and alerts nobody twice.
 */
export async function recordMatches(tx: Tx, propertyId: string, now: Date): Promise<number> {
  const { matched, alerting } = await matchNewListing(tx, propertyId, now);
  if (alerting) {
    const matchedAt = now.toISOString();
    await enqueue(
      tx,
      SAVED_SEARCH_ALERTS,
      { propertyId, matchedAt },
      { runAt: now, uniqueKey: `${SAVED_SEARCH_ALERTS}:${propertyId}:${matchedAt}` },
    );
  }
  return matched;
}

export async function savedSearchMatchJob({ deps, payload, now }: JobContext): Promise<void> {
  const propertyId = String(payload.propertyId);
  await deps.database.db.transaction((tx) => recordMatches(tx, propertyId, now));
}

interface Alerted {
  user_id: string;
  /** The person's first matching search (by creation), which the notification names. */
  name: string;
  /** Whether any of their matching searches alerts instantly: then the email job is queued. */
  instant: boolean;
}

/**
 * One in-app alert per person and home, however many of their searches it matches and however
 * often it goes live (a person already alerted about this home is skipped, which also makes a rerun
 * harmless), and one email job per person with an instant search, each step one statement. Searches
 * whose alert is off are matched (their page counts the homes) but alert nobody. The email job
 * decides when it runs (their email setting, the home still live); a daily search's home waits for
 * the digest, which reads saved_search_matches.
 */
export async function savedSearchAlertsJob({ deps, payload, now }: JobContext): Promise<void> {
  const propertyId = String(payload.propertyId);
  const matchedAt = String(payload.matchedAt);
  await deps.database.db.transaction(async (tx) => {
    const result = await tx.execute<Alerted & Record<string, unknown>>(sql`
      select distinct on (s.user_id) s.user_id, s.name,
        bool_or(s.alert = 'instant') over (partition by s.user_id) as instant
      from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
      where m.property_id = ${propertyId} and m.matched_at = ${matchedAt}::timestamptz and s.alert <> 'off'
        and not exists (select 1 from notifications n
          where n.user_id = s.user_id and n.type = 'saved_search_match' and n.data->>'property_id' = ${propertyId})
      order by s.user_id, s.created_at`);
    const alerted = result.rows;
    if (alerted.length === 0) return;
    const [home] = await tx
      .select({ address: properties.addressLine1 })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (!home) return;
    await notifyMany(
      tx,
      "saved_search_match",
      alerted.map((row) => ({
        userId: row.user_id,
        title: SAVED_SEARCH_TEXTS.matchTitle,
        message: SAVED_SEARCH_TEXTS.matchMessage(row.name, home.address),
        data: { property_id: propertyId },
      })),
    );
    const instant = alerted.filter((row) => row.instant).map((row) => row.user_id);
    if (instant.length === 0) return;
    await tx.execute(sql`
      insert into jobs (name, payload, run_at, unique_key)
      select ${SAVED_SEARCH_EMAIL}, jsonb_build_object('userId', u, 'propertyId', ${propertyId}::text), ${now},
        ${savedSearchEmailKey(propertyId, "")} || u
      from unnest(${sql.param(instant)}::text[]) as u
      on conflict (unique_key) do nothing`);
  });
}
