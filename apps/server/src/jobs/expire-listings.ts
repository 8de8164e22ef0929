import { and, lt, sql } from "drizzle-orm";
import { properties } from "../db/schema.ts";
import type { JobContext } from "./job.ts";

export const EXPIRE_LISTINGS = "expire-listings";

/**
 * Takes listings off the market when their 60 days are over (LISTING_LIFETIME_DAYS). Let agreed
 * listings stay up (the landlord marked them deliberately), and paused ones are not live anyway.
 * Idempotent, so a retry or an overlapping run changes nothing twice.
 */
export async function expireListings({ deps, now }: JobContext): Promise<void> {
  const expired = await deps.database.db
    .update(properties)
    .set({ status: "expired", updatedAt: now })
    // Literal statuses, as in the partial index properties_expiry_idx that serves this query.
    .where(and(sql`${properties.status} in ('published', 'available')`, lt(properties.expiresAt, now)))
    .returning({ id: properties.id });
  if (expired.length) deps.log.info({ count: expired.length }, "expired listings");
}
