import type { SearchSort } from "@roost/shared/contracts/properties.ts";
import { type SQL, sql } from "drizzle-orm";
import { properties } from "../../../../db/schema.ts";
import type { Bind, SearchParams } from "../search-params.ts";
import { CAMPUS_TIME_ORDERING } from "./search-geo.ts";
import { PER_PERSON_ORDERING } from "./search-group.ts";

// The search orders (search-statement.ts builds the statement around one of them): each its sort
// key, the key the page cursor carries, and the keyset condition the order's index seeks to.

/**
 * Listings without a price come last in both price orders. Sorting on coalesce(rent_from, X)
 * instead of "rent_from ... nulls last" gives one never-null key, so a single row comparison is
 * the whole keyset condition. The expressions must match migration 0002's indexes character for
 * character (literals, not parameters), or PostgreSQL will not use them.
 */
const PRICE_ASC_KEY = sql`coalesce(${properties.rentFrom}, 2147483647)`;
const PRICE_DESC_KEY = sql`coalesce(${properties.rentFrom}, -1)`;
const NO_PRICE_ASC = 2_147_483_647;

interface Ordering {
  /** The value the cursor carries for a row. */
  cursorKey: SQL;
  orderBy: SQL[];
  after(bind: Bind): SQL;
}

export const ORDERINGS: Record<SearchSort, Ordering> = {
  // Live listings always have published_at (publishing stamps it), and new ones sort first, so a
  // listing published while someone pages appears before their first page, never inside a later one.
  // The key travels as PostgreSQL's text form: a JS Date would drop the microseconds, and a
  // truncated key would repeat or skip rows published in the same millisecond.
  newest: {
    cursorKey: sql<string>`${properties.publishedAt}::text`,
    orderBy: [sql`${properties.publishedAt} desc nulls last`, sql`${properties.id} desc nulls last`],
    after: (bind) =>
      sql`(${properties.publishedAt}, ${properties.id}) < (${bind("cursor_key")}::timestamptz, ${bind("cursor_id")}::uuid)`,
  },
  price_asc: {
    cursorKey: PRICE_ASC_KEY,
    orderBy: [sql`${PRICE_ASC_KEY} asc`, sql`${properties.id} asc`],
    after: (bind) =>
      sql`(${PRICE_ASC_KEY}, ${properties.id}) > (${bind("cursor_key")}::int, ${bind("cursor_id")}::uuid)`,
  },
  price_desc: {
    cursorKey: PRICE_DESC_KEY,
    orderBy: [sql`${PRICE_DESC_KEY} desc`, sql`${properties.id} desc`],
    after: (bind) =>
      sql`(${PRICE_DESC_KEY}, ${properties.id}) < (${bind("cursor_key")}::int, ${bind("cursor_id")}::uuid)`,
  },
  campus_time: CAMPUS_TIME_ORDERING,
  per_person: PER_PERSON_ORDERING,
};

/**
 * The price range. When sorting by price it is written on the sort key, so the index scan starts
 * at the first matching rent instead of filtering its way there; otherwise on rent_from, which
 * the count's covering index holds. Every form excludes unpriced listings, as
 * "rent_from between min and max" does.
 */
export function priceRange(sort: SearchSort, params: SearchParams, bind: Bind): SQL[] {
  const hasMin = params.min_price !== undefined;
  const hasMax = params.max_price !== undefined;
  if (!hasMin && !hasMax) return [];
  const min = hasMin ? bind("min_price") : 0;
  if (sort === "price_asc") {
    return [
      sql`${PRICE_ASC_KEY} >= ${min}`,
      sql`${PRICE_ASC_KEY} <= ${hasMax ? bind("max_price") : NO_PRICE_ASC - 1}`,
    ];
  }
  if (sort === "price_desc") {
    return [
      sql`${PRICE_DESC_KEY} >= ${min}`,
      ...(hasMax ? [sql`${PRICE_DESC_KEY} <= ${bind("max_price")}`] : []),
    ];
  }
  return [
    ...(hasMin ? [sql`${properties.rentFrom} >= ${bind("min_price")}`] : []),
    ...(hasMax ? [sql`${properties.rentFrom} <= ${bind("max_price")}`] : []),
  ];
}
