import { sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";

// The daily statistics behind the performance page (§7 Tracking): raw rows in property_views and
// property_inquiries, summed per UK day (ukIsoDate) by aggregate_property_daily_stats (migration 0001).

/** An arbitrary namespace for pg_advisory_xact_lock(int, int), so these locks never meet others. */
const STATS_LOCK_NAMESPACE = 7_301;

/**
 * Serialises statistics writes for one property until the transaction ends. Without it two
 * concurrent views could each count the table before the other committed, and the last upsert
 * would store a total that misses one of them.
 */
export async function lockPropertyStats(tx: Tx, propertyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STATS_LOCK_NAMESPACE}, hashtext(${propertyId}))`);
}

/** Recomputes the day's row from the raw tables; call after lockPropertyStats in the same transaction. */
export async function aggregateDailyStats(tx: Tx, propertyId: string, day: string): Promise<void> {
  await tx.execute(sql`select aggregate_property_daily_stats(${propertyId}::uuid, ${day}::date)`);
}
