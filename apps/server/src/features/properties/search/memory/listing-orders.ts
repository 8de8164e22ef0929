import { CAMPUSES } from "@roost/shared/domain/campuses.ts";
import type { Sequence } from "./sorted-list.ts";

// What search's in-process index holds of a listing, and its orders (decision 047): the keys,
// tie-breaks and keyset conditions of search-orderings.ts's and search-geo.ts's ORDER BY, in
// TypeScript. Nearest-first is one order per campus, on the chord PostgreSQL computed.

/** A live listing as the index holds it. */
export interface IndexedListing {
  /** Lower case, so string order is PostgreSQL's uuid order. */
  id: string;
  area: string | null;
  /** The columns of search-filters.ts's COLUMN_FILTERS, in its order. */
  filterValues: readonly unknown[];
  rentFrom: number | null;
  /** published_at in microseconds since the epoch, exact (below 2^53). */
  publishedMicros: number | null;
  /** published_at as PostgreSQL writes it: the newest order's cursor key (search-orderings.ts). */
  publishedText: string | null;
  /** The card, public location included (searchCardJson). */
  cardJson: string;
  /** The public point (the map's and distances'), null for a listing without a location. */
  latitude: number | null;
  longitude: number | null;
  /** Per campus (CAMPUSES' order), as PostgreSQL computes them: haversine metres to the point. */
  campusMetres: readonly number[];
  /** ... and the chord between unit-sphere points, the nearest-first order's key. */
  campusChords: readonly number[];
  /** The search vector's lexemes (tsvector_to_array), NUL-separated (listing-words.ts). */
  words: string;
  /** Its bit in the filters' bitsets (listing-bitsets.ts): -1 until the index takes it in. */
  slot: number;
}

/** An order the index keeps: which listings it holds, how they compare, and its cursor's key. */
export interface ListingOrder {
  name: string;
  holds(listing: IndexedListing): boolean;
  /** Negative when `a` comes first. */
  compare(a: IndexedListing, b: IndexedListing): number;
  /** The numeric key a cursor's key is compared with. */
  key(listing: IndexedListing): number;
  /** Whether the listing comes after the cursor's (key, id): the keyset condition. */
  isAfter(listing: IndexedListing, key: number, id: string): boolean;
  /** The cursor's key for a listing, as the SQL path returns it. */
  cursorKey(listing: IndexedListing): string | number;
}

/** The price orders' keys for listings without a price (search-orderings.ts): last either way. */
export const NO_PRICE_ASC = 2_147_483_647;
const NO_PRICE_DESC = -1;

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const always = () => true;
const located = (listing: IndexedListing) => listing.latitude !== null;

/** An order on one numeric key and the id, both ascending or both descending. */
function keyOrder(
  name: string,
  key: (listing: IndexedListing) => number,
  direction: 1 | -1,
  holds: (listing: IndexedListing) => boolean = always,
): ListingOrder {
  return {
    name,
    holds,
    key,
    compare: (a, b) => {
      const ka = key(a);
      const kb = key(b);
      return direction * (ka !== kb ? (ka < kb ? -1 : 1) : compareIds(a.id, b.id));
    },
    isAfter: (listing, cursorKey, id) => {
      const k = key(listing);
      return direction > 0
        ? k > cursorKey || (k === cursorKey && listing.id > id)
        : k < cursorKey || (k === cursorKey && listing.id < id);
    },
    cursorKey: key,
  };
}

const newest = keyOrder("newest", (l) => l.publishedMicros ?? Number.NEGATIVE_INFINITY, -1);
/** Newest first: an unpublished listing last (nulls last), never after a cursor (a null row comparison). */
const NEWEST: ListingOrder = {
  ...newest,
  isAfter: (listing, key, id) => listing.publishedMicros !== null && newest.isAfter(listing, key, id),
  cursorKey: (listing) => String(listing.publishedText),
};
const PRICE_ASC = keyOrder("price_asc", (l) => l.rentFrom ?? NO_PRICE_ASC, 1);
const PRICE_DESC = keyOrder("price_desc", (l) => l.rentFrom ?? NO_PRICE_DESC, -1);
/** Nearest to each campus first, listings with a location only (search-geo.ts's CAMPUS_TIME_ORDERING). */
const NEAREST = CAMPUSES.map((campus, c) =>
  keyOrder(`campus_time:${campus.slug}`, (l) => l.campusChords[c] as number, 1, located),
);
/** Not a search order: listings with a location by latitude, for boxes and circles (latitude-strips.ts). */
export const BY_LATITUDE = keyOrder("latitude", (l) => l.latitude as number, 1, located);

export const ORDERS: readonly ListingOrder[] = [NEWEST, PRICE_ASC, PRICE_DESC, ...NEAREST];

/** The order of a search: its sort, and for nearest-first the campus (CAMPUSES' index). */
export function orderFor(sort: string, campus: number | null): ListingOrder | null {
  if (sort === "newest") return NEWEST;
  if (sort === "price_asc") return PRICE_ASC;
  if (sort === "price_desc") return PRICE_DESC;
  if (sort === "campus_time" && campus !== null) return NEAREST[campus] ?? null;
  return null;
}

/** The first index in `sorted` at which `reached` holds (it must hold for every later one too). */
export function firstWhere<T>(sorted: Sequence<T>, reached: (item: T) => boolean, from = 0): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (reached(sorted.at(mid) as T)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** The first position in `sorted` after the cursor's (key, id): a binary search on the order. */
export function firstAfter(
  sorted: Sequence<IndexedListing>,
  order: ListingOrder,
  cursor: { key: number; id: string } | null,
): number {
  if (!cursor) return 0;
  const id = cursor.id.toLowerCase();
  return firstWhere(sorted, (listing) => order.isAfter(listing, cursor.key, id));
}
