import type { SearchSort } from "@roost/shared/contracts/properties.ts";
import { SEARCH_TOTAL_CAP } from "@roost/shared/domain/search-total.ts";
import type { SearchParams } from "../search-params.ts";
import { countSlots, FilterBitsets, hasSlot, slotList, type WordRange } from "./listing-bitsets.ts";
import {
  bitsetKeys,
  filterGroups,
  type IndexPlace,
  keepInBox,
  keepPriceRange,
  type LatitudeColumns,
  latitudeColumns,
  PRICE_ORDER,
  type PriceRange,
  priceRangeOf,
} from "./listing-filters.ts";
import {
  BY_LATITUDE,
  firstAfter,
  firstWhere,
  type IndexedListing,
  type ListingOrder,
  ORDERS,
} from "./listing-orders.ts";
import { WordIndex } from "./listing-words.ts";

// Search's in-process index (decision 047): every live listing's filter values, sort keys and card
// in memory, kept in each order per area, so a search page is a walk over an array instead of a
// statement. It answers exactly what search-statement.ts's SQL answers for the orders and filters
// it holds (listing-index.test.ts compares the two); search-index-feed.ts keeps it in step with
// PostgreSQL.

/** A search the index can answer: its order, the statement's values, the keyword's terms. */
export interface IndexSearch {
  sort: SearchSort;
  order: ListingOrder;
  params: SearchParams;
  /** The keyword as prefixes, all of which must match (toPrefixTsQuery's "a:* & b:*"). */
  terms: readonly string[];
  /** The cursor's key as a number (newest: microseconds), when paging on. */
  cursorKey?: number;
  /** Count the matches too (first pages of filtered searches), capped as SQL caps them. */
  withTotal: boolean;
  /** No filter but the area: the total is the area's size, exactly. */
  browse: boolean;
  place: IndexPlace;
  /** Only listings with a location (nearest-first, a box, a circle). */
  located: boolean;
}

/** The search's cursor as the orders compare it. */
function cursorOf(search: IndexSearch): { key: number; id: string } | null {
  const { cursorKey, params } = search;
  return cursorKey === undefined || params.cursor_id === undefined
    ? null
    : { key: cursorKey, id: params.cursor_id };
}

export interface IndexPage {
  /** Up to params.limit listings (one more than the page, to tell whether another follows). */
  rows: IndexedListing[];
  total: number | null;
}

/**
 * The live listings in memory. Each order keeps a sorted array per area and one for all areas;
 * the filters are bitsets over the listings' slots; the keyword goes through the words' index
 * (listing-words.ts).
 */
export class ListingIndex {
  private readonly byId = new Map<string, IndexedListing>();
  private readonly bySlot: (IndexedListing | undefined)[] = [];
  private readonly bitsets = new FilterBitsets();
  /** Per order, per area ("" for all areas): the listings in that order. */
  private readonly sorted = new Map<string, Map<string, IndexedListing[]>>();
  private readonly words = new WordIndex(this.bitsets);
  /** The located listings' points and distances in latitude order, made again after a change. */
  private byLatitude: LatitudeColumns | null = null;

  constructor(listings: Iterable<IndexedListing> = []) {
    // An area's listings in neighbouring slots: a search in one area reads only their words.
    for (const listing of [...listings].sort(byArea)) this.remember(listing);
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
    this.byLatitude = null;
    const oneByOne = changes.length <= 256;
    for (const { id, listing } of changes) {
      const old = this.byId.get(id);
      if (old) this.forget(old, oneByOne);
      if (listing) {
        this.remember(listing);
        if (oneByOne) for (const order of ORDERS) this.place(order, listing);
      }
    }
    if (!oneByOne) this.rebuildOrders();
  }

  search(search: IndexSearch): IndexPage {
    const { order, params, place } = search;
    const bucket = this.ordered(order, params.area ?? "");
    const base = params.area === undefined ? "live" : `a:${params.area}`;
    // The base's words bound every step: outside them the mask is empty.
    const words = this.bitsets.rangeOf(base);
    const mask = this.bitsets.mask(
      base,
      search.located ? [...filterGroups(params), ["located"]] : filterGroups(params),
    );
    if (place.box) keepInBox(this.bitsets, this.latitudeColumns(), mask, place.box, words);
    if (place.near) keepInBox(this.bitsets, this.latitudeColumns(), mask, place.near.box, words, place.near);
    const range = priceRangeOf(params);
    if (range) keepPriceRange(this.bitsets, this.ordered(PRICE_ORDER, ""), mask, range, words);
    if (search.terms.length > 0) this.words.keepMatches(mask, search.terms, words);
    const matching = countSlots(mask, words);
    const total = search.browse ? bucket.length : Math.min(matching, SEARCH_TOTAL_CAP + 1);

    // Few matches (a rare keyword, a narrow filter): those, sorted, rather than a long walk of the
    // area to find a page of them (about limit × bucket / matching listings).
    const walkLength = (params.limit * bucket.length) / Math.max(matching, 1);
    const rows =
      matching * (Math.log2(matching + 1) + 1) * 2 < walkLength
        ? this.fewInOrder(mask, words, search)
        : this.walk(bucket, search, mask, range);
    return { rows, total: search.withTotal ? total : null };
  }

  /** The page's rows among the mask's listings, sorted. */
  private fewInOrder(mask: Uint32Array, words: WordRange, search: IndexSearch): IndexedListing[] {
    const few = slotList(mask, words)
      .map((slot) => this.bySlot[slot] as IndexedListing)
      .sort(search.order.compare);
    const from = firstAfter(few, search.order, cursorOf(search));
    return few.slice(from, from + search.params.limit);
  }

  /** The page's rows from the order's array: from the cursor, those in the mask. */
  private walk(
    bucket: readonly IndexedListing[],
    search: IndexSearch,
    mask: Uint32Array,
    range: PriceRange | null,
  ): IndexedListing[] {
    const { order, params } = search;
    let from = firstAfter(bucket, order, cursorOf(search));
    // A price order starts where the range does and stops where it ends.
    let to = bucket.length;
    if (range && order.name === "price_asc") {
      from = firstWhere(bucket, (l) => order.key(l) >= range.min, from);
      to = firstWhere(bucket, (l) => order.key(l) > range.max, from);
    }
    if (range && order.name === "price_desc") {
      from = firstWhere(bucket, (l) => order.key(l) <= range.max, from);
      to = firstWhere(bucket, (l) => order.key(l) < range.min, from);
    }
    const rows: IndexedListing[] = [];
    for (let i = from; i < to && rows.length < params.limit; i++) {
      const listing = bucket[i] as IndexedListing;
      if (hasSlot(mask, listing.slot)) rows.push(listing);
    }
    return rows;
  }

  private latitudeColumns(): LatitudeColumns {
    this.byLatitude ??= latitudeColumns(this.ordered(BY_LATITUDE, ""));
    return this.byLatitude;
  }

  private ordered(order: ListingOrder | string, area: string): readonly IndexedListing[] {
    return this.sorted.get(typeof order === "string" ? order : order.name)?.get(area) ?? [];
  }

  private remember(listing: IndexedListing): void {
    this.byId.set(listing.id, listing);
    listing.slot = this.bitsets.add(bitsetKeys(listing));
    this.bySlot[listing.slot] = listing;
    this.words.add(listing);
  }

  private forget(listing: IndexedListing, fromOrders: boolean): void {
    this.byId.delete(listing.id);
    this.words.remove(listing);
    this.bitsets.remove(listing.slot, bitsetKeys(listing));
    this.bySlot[listing.slot] = undefined;
    listing.slot = -1;
    if (!fromOrders) return;
    for (const order of ORDERS) {
      for (const bucket of this.bucketsOf(order, listing)) {
        const at = bucket.indexOf(listing);
        if (at >= 0) bucket.splice(at, 1);
      }
    }
  }

  /** Inserts a listing where its order puts it, in all areas' array and its own area's. */
  private place(order: ListingOrder, listing: IndexedListing): void {
    for (const bucket of this.bucketsOf(order, listing)) {
      bucket.splice(
        firstWhere(bucket, (other) => order.compare(other, listing) >= 0),
        0,
        listing,
      );
    }
  }

  /** The arrays a listing belongs in for one order, made when missing. */
  private bucketsOf(order: ListingOrder, listing: IndexedListing): IndexedListing[][] {
    if (!order.holds(listing)) return [];
    let areas = this.sorted.get(order.name);
    if (!areas) {
      areas = new Map();
      this.sorted.set(order.name, areas);
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
    for (const order of ORDERS) {
      for (const listing of this.byId.values())
        for (const bucket of this.bucketsOf(order, listing)) bucket.push(listing);
      for (const bucket of this.sorted.get(order.name)?.values() ?? []) bucket.sort(order.compare);
    }
  }
}

const byArea = (a: IndexedListing, b: IndexedListing) =>
  (a.area ?? "") < (b.area ?? "") ? -1 : (a.area ?? "") > (b.area ?? "") ? 1 : 0;
