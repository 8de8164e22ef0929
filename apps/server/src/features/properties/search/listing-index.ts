import type { SearchSort } from "@roost/shared/contracts/properties.ts";
import { SEARCH_TOTAL_CAP } from "@roost/shared/domain/search-total.ts";
import type { SearchParams } from "./search-params.ts";

// Search's in-process index (decision 047): every live listing's filter values, sort keys and card
// in memory, kept in each order per area, so a search page is a walk over an array instead of a
// statement. It answers exactly what search-statement.ts's SQL answers for the orders and filters
// it holds (listing-index.test.ts compares the two); search-index-feed.ts keeps it in step with
// PostgreSQL.

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
  /** The search vector's lexemes (tsvector_to_array). */
  lexemes: readonly string[];
}

/** The orders the index keeps; campus time and price per person stay with SQL. */
export type IndexedSort = "newest" | "price_asc" | "price_desc";
const INDEXED_SORTS: readonly IndexedSort[] = ["newest", "price_asc", "price_desc"];

/** The price orders' keys for listings without a price (search-orderings.ts): last either way. */
const NO_PRICE_ASC = 2_147_483_647;
const NO_PRICE_DESC = -1;

/** A listing's key in an order, as the cursor carries it (numbers compare; text is newest's). */
function sortKey(sort: IndexedSort, listing: IndexedListing): number {
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
function compareIn(sort: IndexedSort, a: IndexedListing, b: IndexedListing): number {
  const ka = sortKey(sort, a);
  const kb = sortKey(sort, b);
  if (sort === "price_asc") return ka - kb || compareIds(a.id, b.id);
  if (ka !== kb) return ka < kb ? 1 : -1;
  return compareIds(b.id, a.id);
}

/** Whether the listing comes after the cursor's (key, id) in the order: the keyset condition. */
function isAfter(sort: IndexedSort, listing: IndexedListing, key: number, id: string): boolean {
  if (sort === "newest" && listing.publishedMicros === null) return false; // null row comparison
  const k = sortKey(sort, listing);
  if (sort === "price_asc") return k > key || (k === key && listing.id > id);
  return k < key || (k === key && listing.id < id);
}

/** A search the index can answer: its order, the statement's values, the keyword's terms. */
export interface IndexSearch {
  sort: IndexedSort;
  params: SearchParams;
  /** The keyword as prefixes, all of which must match (toPrefixTsQuery's "a:* & b:*"). */
  terms: readonly string[];
  /** The cursor's key as a number (newest: microseconds), when paging on. */
  cursorKey?: number;
  /** Count the matches too (first pages of filtered searches), capped as SQL caps them. */
  withTotal: boolean;
  /** No filter but the area: the total is the area's size, exactly. */
  browse: boolean;
}

export interface IndexPage {
  /** Up to params.limit listings (one more than the page, to tell whether another follows). */
  rows: IndexedListing[];
  total: number | null;
}

type Predicate = (listing: IndexedListing) => boolean;

/** Every filter but the area and the keyword, as search-statement.ts's conditions. */
function filterPredicate(params: SearchParams): Predicate {
  const checks: Predicate[] = [];
  const { min_price: min, max_price: max, bedrooms, property_types: types, furnishing } = params;
  if (min !== undefined || max !== undefined) {
    checks.push(
      (l) => l.rentFrom !== null && l.rentFrom >= (min ?? 0) && (max === undefined || l.rentFrom <= max),
    );
  }
  if (bedrooms !== undefined) checks.push((l) => l.bedrooms !== null && l.bedrooms >= bedrooms);
  if (types !== undefined) checks.push((l) => l.propertyType !== null && types.includes(l.propertyType));
  if (furnishing !== undefined) checks.push((l) => l.furnishing === furnishing);
  const { parking, bills_included: bills, advert_type: advert } = params;
  if (parking !== undefined) checks.push((l) => l.parking === parking);
  if (bills !== undefined) checks.push((l) => l.billsIncluded === bills);
  if (advert !== undefined) checks.push((l) => l.advertType === advert);
  if (checks.length === 0) return () => true;
  return (l) => checks.every((check) => check(l));
}

/** The first position in `sorted` after the cursor: a binary search on the order. */
function firstAfter(sorted: readonly IndexedListing[], search: IndexSearch): number {
  const { sort, cursorKey, params } = search;
  if (cursorKey === undefined || params.cursor_id === undefined) return 0;
  const id = params.cursor_id.toLowerCase();
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (isAfter(sort, sorted[mid] as IndexedListing, cursorKey, id)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * The live listings in memory. Each order keeps a sorted array per area and one for all areas;
 * the keyword goes through a vocabulary of lexemes, sorted when a prefix search needs it.
 */
export class ListingIndex {
  private readonly byId = new Map<string, IndexedListing>();
  /** Per order, per area ("" for all areas): the listings in that order. */
  private readonly sorted = new Map<IndexedSort, Map<string, IndexedListing[]>>();
  private readonly postings = new Map<string, Set<IndexedListing>>();
  private vocabulary: string[] | null = null;

  constructor(listings: Iterable<IndexedListing> = []) {
    for (const listing of listings) this.remember(listing);
    this.rebuildOrders();
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * Adds, replaces or removes listings (null: no longer live). Few changes are placed one by one;
   * many (a bulk update) rebuild the orders, which is cheaper than thousands of array splices.
   */
  apply(changes: ReadonlyArray<{ id: string; listing: IndexedListing | null }>): void {
    const oneByOne = changes.length <= 256;
    for (const { id, listing } of changes) {
      const old = this.byId.get(id);
      if (old) this.forget(old, oneByOne);
      if (listing) {
        this.remember(listing);
        if (oneByOne) for (const sort of INDEXED_SORTS) this.place(sort, listing);
      }
    }
    if (!oneByOne) this.rebuildOrders();
  }

  search(search: IndexSearch): IndexPage {
    const { sort, params } = search;
    const bucket = this.sorted.get(sort)?.get(params.area ?? "") ?? [];
    const byKeyword = search.terms.length > 0 ? this.keywordMatches(search.terms) : null;
    const matches = filterPredicate(params);
    const wanted = params.limit;
    const cap = search.withTotal && !search.browse ? SEARCH_TOTAL_CAP + 1 : 0;

    // A rare keyword: its few matches, sorted, instead of a walk over the whole area.
    const candidates =
      byKeyword && byKeyword.size * 8 < bucket.length
        ? [...byKeyword]
            .filter((l) => params.area === undefined || l.area === params.area)
            .sort((a, b) => compareIn(sort, a, b))
        : bucket;
    const accept =
      byKeyword && candidates === bucket ? (l: IndexedListing) => byKeyword.has(l) && matches(l) : matches;

    const rows: IndexedListing[] = [];
    for (let i = firstAfter(candidates, search); i < candidates.length && rows.length < wanted; i++) {
      const listing = candidates[i] as IndexedListing;
      if (accept(listing)) rows.push(listing);
    }
    if (!search.withTotal) return { rows, total: null };
    if (search.browse) return { rows, total: bucket.length };
    let total = 0;
    for (let i = 0; i < candidates.length && total < cap; i++) {
      if (accept(candidates[i] as IndexedListing)) total++;
    }
    return { rows, total };
  }

  /** Listings with a lexeme starting with every term (PostgreSQL's prefix match, "term:*"). */
  private keywordMatches(terms: readonly string[]): Set<IndexedListing> {
    const vocabulary = this.sortedVocabulary();
    let result: Set<IndexedListing> | null = null;
    for (const term of terms) {
      const found = new Set<IndexedListing>();
      for (let i = lowerBound(vocabulary, term); i < vocabulary.length; i++) {
        const lexeme = vocabulary[i] as string;
        if (!lexeme.startsWith(term)) break;
        for (const listing of this.postings.get(lexeme) ?? []) {
          if (!result || result.has(listing)) found.add(listing);
        }
      }
      result = found;
      if (result.size === 0) break;
    }
    return result ?? new Set();
  }

  private sortedVocabulary(): string[] {
    this.vocabulary ??= [...this.postings.keys()].sort();
    return this.vocabulary;
  }

  private remember(listing: IndexedListing): void {
    this.byId.set(listing.id, listing);
    for (const lexeme of listing.lexemes) {
      let set = this.postings.get(lexeme);
      if (!set) {
        set = new Set();
        this.postings.set(lexeme, set);
        this.vocabulary = null;
      }
      set.add(listing);
    }
  }

  private forget(listing: IndexedListing, fromOrders: boolean): void {
    this.byId.delete(listing.id);
    for (const lexeme of listing.lexemes) {
      const set = this.postings.get(lexeme);
      set?.delete(listing);
      if (set?.size === 0) {
        this.postings.delete(lexeme);
        this.vocabulary = null;
      }
    }
    if (!fromOrders) return;
    for (const sort of INDEXED_SORTS) {
      for (const bucket of this.bucketsOf(sort, listing)) {
        const at = bucket.indexOf(listing);
        if (at >= 0) bucket.splice(at, 1);
      }
    }
  }

  /** Inserts a listing where its order puts it, in all areas' array and its own area's. */
  private place(sort: IndexedSort, listing: IndexedListing): void {
    for (const bucket of this.bucketsOf(sort, listing)) {
      let low = 0;
      let high = bucket.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (compareIn(sort, bucket[mid] as IndexedListing, listing) < 0) low = mid + 1;
        else high = mid;
      }
      bucket.splice(low, 0, listing);
    }
  }

  /** The arrays a listing belongs in for one order, made when missing. */
  private bucketsOf(sort: IndexedSort, listing: IndexedListing): IndexedListing[][] {
    let areas = this.sorted.get(sort);
    if (!areas) {
      areas = new Map();
      this.sorted.set(sort, areas);
    }
    const keys = listing.area === null ? [""] : ["", listing.area];
    return keys.map((key) => {
      let bucket = areas.get(key);
      if (!bucket) {
        bucket = [];
        areas.set(key, bucket);
      }
      return bucket;
    });
  }

  private rebuildOrders(): void {
    this.sorted.clear();
    for (const sort of INDEXED_SORTS) {
      for (const listing of this.byId.values())
        for (const bucket of this.bucketsOf(sort, listing)) bucket.push(listing);
      for (const bucket of this.sorted.get(sort)?.values() ?? [])
        bucket.sort((a, b) => compareIn(sort, a, b));
    }
  }
}

/** The first index in a sorted array whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function isIndexedSort(sort: SearchSort): sort is IndexedSort {
  return (INDEXED_SORTS as readonly string[]).includes(sort);
}
