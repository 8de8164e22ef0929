import type { PropertySearchQuery } from "@roost/shared/contracts/properties.ts";
import type { IndexSearch, ListingIndex } from "./listing-index.ts";
import { cursorKeyOf, isIndexedSort } from "./listing-orders.ts";
import { encodeCursor, type SearchCursor, timestampMicros } from "./search-cursor.ts";
import { isBrowse } from "./search-live-counts.ts";
import type { SearchParams } from "./search-params.ts";

// Which searches the in-process index answers (decision 047), and their pages in the SQL path's
// shape. The rest (a map box, a campus, a group's budgets, a keyword outside a-z and 0-9) stay
// with the statement.

/** The values the index filters on; a search using any other goes to SQL. */
const INDEXED_PARAMS: ReadonlySet<string> = new Set([
  "limit",
  "area",
  "q",
  "min_price",
  "max_price",
  "bedrooms",
  "property_types",
  "furnishing",
  "parking",
  "bills_included",
  "advert_type",
  "cursor_key",
  "cursor_id",
]);

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
  if (!isIndexedSort(sort)) return null;
  if (!Object.keys(params).every((key) => INDEXED_PARAMS.has(key))) return null;
  const terms = plainTerms(params.q);
  if (!terms) return null;
  return {
    sort,
    params,
    terms,
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
      ? encodeCursor({ sort: search.sort, key: cursorKeyOf(search.sort, last), id: last.id })
      : null;
  return { cardsJson: page.map((listing) => listing.cardJson), next_cursor, total };
}
