import type { SearchSort } from "@roost/shared/contracts/properties.ts";

// What search's in-process index holds of a listing, and its three orders (decision 047): the keys,
// tie-breaks and keyset conditions of search-orderings.ts's ORDER BY, in TypeScript.

/** A live listing as the index holds it. */
export interface IndexedListing {
  /** Lower case, so string order is PostgreSQL's uuid order. */
  id: string;
  area: string | null;
  bedrooms: number | null;
  propertyType: string | null;
  furnishing: string | null;
  parking: boolean;
  billsIncluded: boolean;
  advertType: string;
  rentFrom: number | null;
  /** published_at in microseconds since the epoch, exact (below 2^53). */
  publishedMicros: number | null;
  /** published_at as PostgreSQL writes it: the newest order's cursor key (search-orderings.ts). */
  publishedText: string | null;
  /** The card, public location included (searchCardJson). */
  cardJson: string;
  /** The search vector's lexemes (tsvector_to_array), NUL-separated (listing-words.ts). */
  words: string;
  /** Its bit in the filters' bitsets (listing-bitsets.ts): -1 until the index takes it in. */
  slot: number;
}

/** The orders the index keeps; campus time and price per person stay with SQL. */
export type IndexedSort = "newest" | "price_asc" | "price_desc";
export const INDEXED_SORTS: readonly IndexedSort[] = ["newest", "price_asc", "price_desc"];

/** The price orders' keys for listings without a price (search-orderings.ts): last either way. */
export const NO_PRICE_ASC = 2_147_483_647;
const NO_PRICE_DESC = -1;

/** A listing's key in an order, as the cursor carries it (numbers compare; text is newest's). */
export function sortKey(sort: IndexedSort, listing: IndexedListing): number {
  if (sort === "price_asc") return listing.rentFrom ?? NO_PRICE_ASC;
  if (sort === "price_desc") return listing.rentFrom ?? NO_PRICE_DESC;
  return listing.publishedMicros ?? Number.NEGATIVE_INFINITY;
}

/** The cursor key of a listing in an order, as the SQL path returns it. */
export function cursorKeyOf(sort: IndexedSort, listing: IndexedListing): string | number {
  return sort === "newest" ? String(listing.publishedText) : sortKey(sort, listing);
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Negative when `a` comes first. Newest and price_desc run both keys descending, price_asc both
 * ascending, as their ORDER BY does; newest puts an unpublished listing last (nulls last).
 */
export const COMPARATORS: Record<IndexedSort, (a: IndexedListing, b: IndexedListing) => number> = {
  newest: (a, b) => {
    const ka = a.publishedMicros ?? Number.NEGATIVE_INFINITY;
    const kb = b.publishedMicros ?? Number.NEGATIVE_INFINITY;
    return ka !== kb ? (ka < kb ? 1 : -1) : compareIds(b.id, a.id);
  },
  price_asc: (a, b) => (a.rentFrom ?? NO_PRICE_ASC) - (b.rentFrom ?? NO_PRICE_ASC) || compareIds(a.id, b.id),
  price_desc: (a, b) =>
    (b.rentFrom ?? NO_PRICE_DESC) - (a.rentFrom ?? NO_PRICE_DESC) || compareIds(b.id, a.id),
};

/** Whether the listing comes after the cursor's (key, id) in the order: the keyset condition. */
function isAfter(sort: IndexedSort, listing: IndexedListing, key: number, id: string): boolean {
  if (sort === "newest" && listing.publishedMicros === null) return false; // null row comparison
  const k = sortKey(sort, listing);
  if (sort === "price_asc") return k > key || (k === key && listing.id > id);
  return k < key || (k === key && listing.id < id);
}

/** The first index in `sorted` at which `reached` holds (it must hold for every later one too). */
export function firstWhere<T>(sorted: readonly T[], reached: (item: T) => boolean, from = 0): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (reached(sorted[mid] as T)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** The first position in `sorted` after the cursor's (key, id): a binary search on the order. */
export function firstAfter(
  sorted: readonly IndexedListing[],
  sort: IndexedSort,
  cursor: { key: number; id: string } | null,
): number {
  if (!cursor) return 0;
  const id = cursor.id.toLowerCase();
  return firstWhere(sorted, (listing) => isAfter(sort, listing, cursor.key, id));
}

export function isIndexedSort(sort: SearchSort): sort is IndexedSort {
  return (INDEXED_SORTS as readonly string[]).includes(sort);
}
