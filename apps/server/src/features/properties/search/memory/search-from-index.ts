import type { PropertySearchQuery } from "@roost/shared/contracts/properties.ts";
import { CAMPUSES } from "@roost/shared/domain/campuses.ts";
import { encodeCursor, type SearchCursor, timestampMicros } from "../search-cursor.ts";
import { COLUMN_FILTERS } from "../search-filters.ts";
import type { SearchParams } from "../search-params.ts";
import { confinedToPlace } from "../sql/search-geo.ts";
import { isBrowse } from "../sql/search-live-counts.ts";
import type { IndexPlace } from "./listing-filters.ts";
import type { IndexSearch, ListingIndex } from "./listing-index.ts";
import { orderFor } from "./listing-orders.ts";

// Which searches the in-process index answers (decision 047), and their pages in the SQL path's
// shape. The rest (a group's budgets and the price-per-person order, a keyword outside a-z and
// 0-9) stay with the statement.

/** The values the index filters on; a search using any other goes to SQL. */
const INDEXED_PARAMS: ReadonlySet<string> = new Set([
  "limit",
  "area",
  "q",
  "min_price",
  "max_price",
  ...COLUMN_FILTERS.map((filter) => filter.bound),
  "cursor_key",
  "cursor_id",
  "box_south",
  "box_west",
  "box_north",
  "box_east",
  "campus_lat",
  "campus_lng",
  "campus_point",
  "near_metres",
  "near_south",
  "near_west",
  "near_north",
  "near_east",
]);

/** The campus the values name (CAMPUSES' index), or null. */
function campusOf(params: SearchParams): number | null {
  const at = CAMPUSES.findIndex((c) => c.lat === params.campus_lat && c.lng === params.campus_lng);
  return at < 0 ? null : at;
}

/** The box and the circle of a search, as search-geo.ts binds them. */
function placeOf(params: SearchParams, campus: number | null): IndexPlace | null {
  const place: IndexPlace = {};
  const { box_south, box_west, box_north, box_east } = params;
  if (
    box_south !== undefined &&
    box_west !== undefined &&
    box_north !== undefined &&
    box_east !== undefined
  ) {
    place.box = { south: box_south, west: box_west, north: box_north, east: box_east };
  }
  const { near_metres, near_south, near_west, near_north, near_east } = params;
  if (near_metres !== undefined) {
    if (campus === null || near_south === undefined || near_west === undefined) return null;
    if (near_north === undefined || near_east === undefined) return null;
    place.near = {
      campus,
      metres: near_metres,
      box: { south: near_south, west: near_west, north: near_north, east: near_east },
    };
  }
  return place;
}

/**
 * A keyword's terms when PostgreSQL's parser would take each as one lexeme unchanged: plain
 * letters and digits. Other scripts and marks are left to to_tsquery itself.
 */
function plainTerms(tsQuery: string | undefined): string[] | null {
  if (tsQuery === undefined) return [];
  const terms = tsQuery.split(" & ").map((term) => term.replace(/:\*$/, ""));
  return terms.every((term) => /^[a-z0-9]+$/.test(term)) ? terms : null;
}

/** The index's form of a search, or null when only SQL can answer it. */
export function indexSearchOf(
  query: PropertySearchQuery,
  params: SearchParams,
  cursor: SearchCursor | null,
): IndexSearch | null {
  const sort = query.sort;
  if (!Object.keys(params).every((key) => INDEXED_PARAMS.has(key))) return null;
  const campus = campusOf(params);
  const order = orderFor(sort, campus);
  const terms = plainTerms(params.q);
  const place = placeOf(params, campus);
  if (!order || !terms || !place) return null;
  return {
    sort,
    order,
    params,
    terms,
    place,
    located: params.campus_point !== undefined || confinedToPlace(params),
    ...(cursor && {
      cursorKey: sort === "newest" ? timestampMicros(String(cursor.key)) : Number(cursor.key),
    }),
    withTotal: !cursor,
    browse: isBrowse(params),
  };
}

/** A page from the index, as searchProperties returns it. */
export function indexPage(index: ListingIndex, search: IndexSearch, pageSize: number) {
  const { rows, total } = index.search(search);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const next_cursor =
    rows.length > pageSize && last
      ? encodeCursor({ sort: search.sort, key: search.order.cursorKey(last), id: last.id })
      : null;
  return { cardsJson: page.map((listing) => listing.cardJson), next_cursor, total };
}
