import type {
  PropertyCard,
  PropertySearchQuery,
  PropertySearchResult,
  SearchSort,
} from "@roost/shared/contracts/properties.ts";
import { areaBySlug } from "@roost/shared/domain/property.ts";
import { and, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { isLive } from "./property-access.ts";
import { type CardRow, cardColumns, toCardJson } from "./property-json.ts";
import { decodeCursor, encodeCursor, type SearchCursor } from "./search-cursor.ts";
import { toPrefixTsQuery } from "./search-text.ts";

// Public search (§2 /properties-to-rent/{area}): live listings only, filters in the URL, keyset
// pagination. Every ordering is backed by a partial index on live listings (schema.ts and
// migration 0002), and its keyset condition is a row comparison the index can seek to, so page
// 200 costs what page 1 costs.

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
  after(cursor: SearchCursor): SQL;
}

const ORDERINGS: Record<SearchSort, Ordering> = {
  // Live listings always have published_at (publishing stamps it), and new ones sort first, so a
  // listing published while someone pages appears before their first page, never inside a later one.
  newest: {
    cursorKey: sql<string>`${properties.publishedAt}::text`,
    orderBy: [sql`${properties.publishedAt} desc nulls last`, sql`${properties.id} desc nulls last`],
    after: (c) => sql`(${properties.publishedAt}, ${properties.id}) < (${c.key}::timestamptz, ${c.id}::uuid)`,
  },
  price_asc: {
    cursorKey: PRICE_ASC_KEY,
    orderBy: [sql`${PRICE_ASC_KEY} asc`, sql`${properties.id} asc`],
    after: (c) => sql`(${PRICE_ASC_KEY}, ${properties.id}) > (${c.key}::int, ${c.id}::uuid)`,
  },
  price_desc: {
    cursorKey: PRICE_DESC_KEY,
    orderBy: [sql`${PRICE_DESC_KEY} desc`, sql`${properties.id} desc`],
    after: (c) => sql`(${PRICE_DESC_KEY}, ${properties.id}) < (${c.key}::int, ${c.id}::uuid)`,
  },
};

/**
 * The price range, written on the sort key when sorting by price so the index scan starts at the
 * cheapest matching rent instead of filtering its way there. Both forms exclude unpriced listings,
 * as "rent_from between min and max" does.
 */
function priceRange(sort: SearchSort, min: number | undefined, max: number | undefined): SQL[] {
  if (min === undefined && max === undefined) return [];
  if (sort === "price_asc") {
    return [sql`${PRICE_ASC_KEY} >= ${min ?? 0}`, sql`${PRICE_ASC_KEY} <= ${max ?? NO_PRICE_ASC - 1}`];
  }
  if (sort === "price_desc") {
    return [
      sql`${PRICE_DESC_KEY} >= ${min ?? 0}`,
      ...(max !== undefined ? [sql`${PRICE_DESC_KEY} <= ${max}`] : []),
    ];
  }
  return [
    ...(min !== undefined ? [gte(properties.rentFrom, min)] : []),
    ...(max !== undefined ? [lte(properties.rentFrom, max)] : []),
  ];
}

/**
 * Every filter of the query except the price range as SQL conditions; null when the filters
 * cannot match anything.
 */
function filterConditions(query: PropertySearchQuery): SQL[] | null {
  const conditions: SQL[] = [isLive];
  if (query.area) {
    // An unknown area is an empty area page, not an error: links to old area names keep working.
    const area = areaBySlug(query.area);
    if (!area) return null;
    conditions.push(eq(properties.area, area.slug));
  }
  const tsQuery = toPrefixTsQuery(query.q);
  if (tsQuery) conditions.push(sql`${properties.searchVector} @@ to_tsquery('simple', ${tsQuery})`);
  if (query.bedrooms !== undefined) conditions.push(gte(properties.bedrooms, query.bedrooms));
  if (query.property_type?.length) conditions.push(inArray(properties.propertyType, query.property_type));
  if (query.furnishing) conditions.push(eq(properties.furnishing, query.furnishing));
  if (query.parking !== undefined) conditions.push(eq(properties.parking, query.parking));
  if (query.bills_included !== undefined) conditions.push(eq(properties.billsIncluded, query.bills_included));
  if (query.advert_type) conditions.push(eq(properties.advertType, query.advert_type));
  return conditions;
}

export async function searchProperties(db: Tx, query: PropertySearchQuery): Promise<PropertySearchResult> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const conditions = filterConditions(query);
  if (!conditions) return { items: [], next_cursor: null, total: cursor ? null : 0 };

  const ordering = ORDERINGS[query.sort];
  // The first page also carries the total, counted in the same statement (an uncorrelated
  // subquery PostgreSQL runs once): one round trip instead of two. Later pages skip it; the client
  // keeps the number. Its own FROM properties shadows the outer one, so the conditions inside it
  // refer to the counted rows. Plain rent_from bounds there: the count is an index-only scan of
  // properties_live_area_count_idx (migration 0003), which holds rent_from, not the sort keys.
  const total = sql<number>`(select count(*) from ${properties} where ${and(
    ...conditions,
    ...priceRange("newest", query.min_price, query.max_price),
  )})`.mapWith(Number);
  const rows = await db
    .select({ ...cardColumns, cursorKey: ordering.cursorKey, ...(cursor ? {} : { total }) })
    .from(properties)
    .where(
      and(
        ...conditions,
        ...priceRange(query.sort, query.min_price, query.max_price),
        ...(cursor ? [ordering.after(cursor)] : []),
      ),
    )
    .orderBy(...ordering.orderBy)
    // One extra row tells whether another page exists without a second query.
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next_cursor =
    rows.length > query.limit && last
      ? encodeCursor({ sort: query.sort, key: keyOf(query.sort, last.cursorKey), id: last.id })
      : null;
  // An empty first page means nothing matched, so its missing total is zero.
  const firstPageTotal = rows[0] && "total" in rows[0] ? Number(rows[0].total) : 0;
  return { items: page.map(toCardJson), next_cursor, total: cursor ? null : firstPageTotal };
}

/** pg returns the integer price keys as numbers and the newest key as text already. */
function keyOf(sort: SearchSort, value: unknown): string | number {
  return sort === "newest" ? String(value) : Number(value);
}

export const FEATURED_COUNT = 6;

/** Home page (§2 /): the newest live listings that have a photo to show. */
export async function featuredProperties(db: Tx): Promise<PropertyCard[]> {
  const rows: CardRow[] = await db
    .select(cardColumns)
    .from(properties)
    .where(and(isLive, sql`jsonb_array_length(${properties.photos}) > 0`))
    .orderBy(...ORDERINGS.newest.orderBy)
    .limit(FEATURED_COUNT);
  return rows.map(toCardJson);
}
