import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { liveListingCounts } from "../../../../db/schema.ts";

// The total of an area page, or of all listings, read from live_listing_counts instead of counted:
// the counts are kept exact by triggers on properties (migration 0018, decision 042), so the
// busiest first pages need neither a count over thousands of index entries nor the totals cache.

/** The search parameters of a browse: an area page or all listings, at any page and size. */
const BROWSE_KEYS = new Set(["limit", "area", "cursor_key", "cursor_id"]);

/** Whether a search is a browse (no filter but the area), whose total the live counts hold exactly. */
export function isBrowse(params: object): boolean {
  return Object.keys(params).every((key) => BROWSE_KEYS.has(key));
}

/** A browse's exact total: live listings in the area bound at `area`, or in all areas. */
export function browseTotal(area: Placeholder | undefined): SQL<number> {
  const { listings } = liveListingCounts;
  return area === undefined
    ? sql`(select coalesce(sum(${listings}), 0) from ${liveListingCounts})`
    : sql`(select coalesce(sum(${listings}), 0) from ${liveListingCounts} where ${liveListingCounts.area} = ${area})`;
}
