import type { PropertyCard, PropertySearchQuery, SearchSort } from "@roost/shared/contracts/properties.ts";
import { and, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.ts";
import { properties } from "../../../db/schema.ts";
import { isDatabaseUnavailable } from "../../../lib/database-unavailable.ts";
import type { Logger } from "../../../lib/logger.ts";
import { isLive } from "../property-access.ts";
import { type CardRow, cardColumns, searchCardJson, toCardJson } from "../property-json.ts";
import { decodeCursor, encodeCursor, type SearchCursor } from "./search-cursor.ts";
import { indexPage, indexSearchOf } from "./memory/search-from-index.ts";
import { confinedToPlace } from "./sql/search-geo.ts";
import { StandbyRefused, searchIndexOf } from "./memory/search-index-feed.ts";
import { isBrowse } from "./sql/search-live-counts.ts";
import { ORDERINGS } from "./sql/search-orderings.ts";
import type { SearchParams } from "./search-params.ts";
import { filtersKey, searchParams, searchStatement } from "./sql/search-statement.ts";
import { SearchTotals } from "./sql/search-totals.ts";

// Public search (§2 /properties-to-rent/{area}): live listings only, filters in the URL, keyset
// pagination with an opaque cursor, the total on the first page only.

/**
 * A search page whose cards are JSON text from PostgreSQL (see searchCardJson), passed through to
 * the response; searchPageJson writes the PropertySearchResult body around them.
 */
export interface SearchPage {
  cardsJson: string[];
  next_cursor: string | null;
  total: number | null;
}

export function searchPageJson(page: SearchPage): string {
  return `{"items":[${page.cardsJson.join(",")}],"next_cursor":${JSON.stringify(page.next_cursor)},"total":${JSON.stringify(page.total)}}`;
}

/**
 * A row of the search statement: the card JSON but for the public location, id, sort key, the
 * public location, and on counting first pages the total.
 */
type SearchRow = [
  card: string,
  id: string,
  cursorKey: string | number,
  latitude: number | null,
  longitude: number | null,
  total?: string,
];

/** Per database handle, like the handle's pool: totals of one database are no use to another. */
const totalsByPool = new WeakMap<object, SearchTotals>();

/** The totals cache of a database handle (exported for the bench, which prints its hit rate). */
export function searchTotalsOf(database: Pick<Database, "pool">): SearchTotals {
  let totals = totalsByPool.get(database.pool);
  if (!totals) {
    totals = new SearchTotals();
    totalsByPool.set(database.pool, totals);
  }
  return totals;
}

/**
 * Answered by the in-process index when it holds the search's order and filters (decision 047),
 * caught up with PostgreSQL first; otherwise by one statement on the pg pool, built once per shape
 * (search-statement.ts), whose rows are six plain columns with nothing for an ORM layer to map.
 */
export async function searchProperties(
  database: Pick<Database, "pool">,
  query: PropertySearchQuery,
  log?: Logger,
): Promise<SearchPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const params = searchParams(query, cursor);
  if (!params) return { cardsJson: [], next_cursor: null, total: cursor ? null : 0 };

  const fromIndex = indexSearchOf(query, params, cursor);
  const index = fromIndex && (await caughtUpIndex(database, log));
  if (fromIndex && index) return indexPage(index, fromIndex, query.limit);
  return sqlSearchPage(database, query, params, cursor);
}

/**
 * The index caught up with every write committed before this search, or null when it could not be
 * loaded or caught up: the search is then answered by the statement, and the next one tries again
 * from the snapshot the index still holds. A database that cannot be reached at all is no reason
 * to ask it again: that error goes on, to be answered 503.
 */
async function caughtUpIndex(database: Pick<Database, "pool">, log?: Logger) {
  try {
    return await searchIndexOf(database, log).current();
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    // A standby's refusal is logged once, by the feed.
    if (!(err instanceof StandbyRefused))
      log?.warn({ err }, "search index: could not catch up; answered from SQL");
    return null;
  }
}

/** A search page from the statement (exported for the index's tests, which compare the two). */
export async function sqlSearchPage(
  database: Pick<Database, "pool">,
  query: PropertySearchQuery,
  params: SearchParams,
  cursor: SearchCursor | null,
): Promise<SearchPage> {
  // Only the first page carries the total. A browse's is exact from the live counts; a broad
  // filtered search's may come from the short-lived cache. A box's or circle's is not cached: its
  // statement counts the matches anyway, to choose its page plan (search-place.ts).
  const totals = searchTotalsOf(database);
  const totalKey = filtersKey(params);
  const cacheable = !cursor && !isBrowse(params) && !confinedToPlace(params);
  const cachedTotal = cacheable ? totals.get(totalKey) : undefined;
  const withTotal = !cursor && cachedTotal === undefined;
  const { rows } = await database.pool.query<SearchRow>({
    ...searchStatement(query.sort, params, withTotal),
    rowMode: "array",
  });

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next_cursor =
    rows.length > query.limit && last
      ? encodeCursor({ sort: query.sort, key: keyOf(query.sort, last[2]), id: last[1] })
      : null;
  const cardsJson = page.map((row) => searchCardJson(row[0], row[3], row[4]));
  if (cursor) return { cardsJson, next_cursor, total: null };
  // An empty first page means nothing matched, so its missing total is zero.
  const total = cachedTotal ?? Number(rows[0]?.[5] ?? 0);
  if (cacheable && cachedTotal === undefined) totals.remember(totalKey, total);
  return { cardsJson, next_cursor, total };
}

/** pg returns the integer price keys as numbers and the newest key as text already. */
function keyOf(sort: SearchSort, value: unknown): string | number {
  return sort === "newest" ? String(value) : Number(value);
}

export const FEATURED_COUNT = 6;

const featuredByDb = new WeakMap<object, { execute(): Promise<CardRow[]> }>();

/** Home page (§2 /): the newest live listings that have a photo to show. Prepared once: it never varies. */
export async function featuredProperties(db: Tx): Promise<PropertyCard[]> {
  let prepared = featuredByDb.get(db);
  if (!prepared) {
    prepared = db
      .select(cardColumns)
      .from(properties)
      .where(and(isLive, sql`jsonb_array_length(${properties.photos}) > 0`))
      .orderBy(...ORDERINGS.newest.orderBy)
      .limit(FEATURED_COUNT)
      .prepare("featured_properties");
    featuredByDb.set(db, prepared);
  }
  return (await prepared.execute()).map(toCardJson);
}
