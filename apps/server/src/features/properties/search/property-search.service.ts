import type { PropertyCard, PropertySearchQuery } from "@roost/shared/contracts/properties.ts";
import { and, sql } from "drizzle-orm";
import type { Database, Tx } from "../../../db/client.ts";
import { properties } from "../../../db/schema.ts";
import type { Logger } from "../../../lib/logger.ts";
import { isLive } from "../property-access.ts";
import { cardColumns, storedCard } from "../property-json.ts";
import { memorySearch } from "./memory/memory-search.ts";
import { SearchIndexFeed } from "./memory/search-index-feed.ts";
import { decodeCursor } from "./search-cursor.ts";
import type { SearchBackendName, SearchPage } from "./search-page.ts";
import { ORDERINGS } from "./sql/search-orderings.ts";
import { searchParams } from "./sql/search-statement.ts";
import { type SqlSearch, sqlSearch } from "./sql/sql-search.ts";

// Public search (§2 /properties-to-rent/{area}): live listings only, filters in the URL, keyset
// pagination with an opaque cursor, the total on the first page only. SEARCH_INDEX chooses who
// answers (decision 053): the in-process index, with the statement for what it cannot answer, or
// the statement alone.

export interface PropertySearch {
  page(query: PropertySearchQuery): Promise<SearchPage>;
  /** Loads the index ahead of the first search (at start-up); with SQL alone, nothing to load. */
  warm(): Promise<void>;
  /** The in-process index's feed, null with SEARCH_INDEX=sql (tests and the bench read it). */
  readonly index: SearchIndexFeed | null;
  readonly sql: SqlSearch;
}

export function createPropertySearch(options: {
  database: Pick<Database, "pool">;
  backend: SearchBackendName;
  log?: Logger;
}): PropertySearch {
  const { database, backend, log } = options;
  const bySql = sqlSearch(database);
  const index = backend === "memory" ? new SearchIndexFeed(database.pool, log) : null;
  const byIndex = index && memorySearch(index, log);
  return {
    index,
    sql: bySql,
    warm: async () => index?.warm(),
    async page(query) {
      const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
      const params = searchParams(query, cursor);
      if (!params) return { cardsJson: [], next_cursor: null, total: cursor ? null : 0 };
      return (await byIndex?.page(query, params, cursor)) ?? bySql.page(query, params, cursor);
    },
  };
}

type StoredCardRow = Parameters<typeof storedCard>[0];

export const FEATURED_COUNT = 6;

const featuredByDb = new WeakMap<object, { execute(): Promise<StoredCardRow[]> }>();

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
  return (await prepared.execute()).map(storedCard);
}
