import type { PropertySearchQuery, SearchSort } from "@roost/shared/contracts/properties.ts";
import type { Database } from "../../../../db/client.ts";
import { searchCardJson } from "../../property-json.ts";
import { encodeCursor, type SearchCursor } from "../search-cursor.ts";
import type { SearchBackend, SearchPage } from "../search-page.ts";
import type { SearchParams } from "../search-params.ts";
import { confinedToPlace } from "./search-geo.ts";
import { isBrowse } from "./search-live-counts.ts";
import { filtersKey, searchStatement } from "./search-statement.ts";
import { SearchTotals } from "./search-totals.ts";

// Search answered by one statement on the pg pool, built once per shape (search-statement.ts),
// whose rows are six plain columns with nothing for an ORM layer to map. It answers every search.

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

export interface SqlSearch extends SearchBackend {
  page(query: PropertySearchQuery, params: SearchParams, cursor: SearchCursor | null): Promise<SearchPage>;
  /** The short-lived cache of broad totals (the bench prints its hit rate). */
  readonly totals: SearchTotals;
}

export function sqlSearch(database: Pick<Database, "pool">): SqlSearch {
  const totals = new SearchTotals();
  return {
    totals,
    async page(query, params, cursor) {
      // Only the first page carries the total. A browse's is exact from the live counts; a broad
      // filtered search's may come from the short-lived cache. A box's or circle's is not cached:
      // its statement counts the matches anyway, to choose its page plan (search-place.ts).
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
    },
  };
}

/** pg returns the integer price keys as numbers and the newest key as text already. */
function keyOf(sort: SearchSort, value: unknown): string | number {
  return sort === "newest" ? String(value) : Number(value);
}
