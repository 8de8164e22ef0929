import type { SearchSort } from "@roost/shared/contracts/properties.ts";
import { SEARCH_TOTAL_CAP } from "@roost/shared/domain/search-total.ts";
import type { SearchParams } from "../search-params.ts";
import { LatitudeStrips } from "./latitude-strips.ts";
import { countSlots, FilterBitsets, hasSlot, slotList, type WordRange } from "./listing-bitsets.ts";
import {
  bitsetKeys,
  filterGroups,
  type IndexPlace,
  keepInBox,
  keepPriceRange,
  PRICE_ORDER,
  type PriceRange,
  priceRangeOf,
} from "./listing-filters.ts";
import { firstAfter, firstWhere, type IndexedListing, type ListingOrder, ORDERS } from "./listing-orders.ts";
import { WordIndex } from "./listing-words.ts";
import { NumberColumns } from "./number-columns.ts";
import { type Sequence, SortedList } from "./sorted-list.ts";
import { mergeAll, timeSlices } from "./time-slices.ts";

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
 * The live listings in memory. Each order keeps a sorted list per area and one for all areas;
 * the filters are bitsets over the listings' slots; the keyword goes through the words' index
 * (listing-words.ts); boxes and circles read strips of longitude (latitude-strips.ts).
 */
export class ListingIndex {
  private readonly byId = new Map<string, IndexedListing>();
  private readonly bySlot: (IndexedListing | undefined)[] = [];
  private readonly bitsets = new FilterBitsets();
  /** Per order, per area ("" for all areas): the listings in that order. */
  private readonly sorted = new Map<string, Map<string, SortedList<IndexedListing>>>();
  private readonly words = new WordIndex(this.bitsets);
  private readonly numbers = new NumberColumns();
  private strips = LatitudeStrips.empty();

  private constructor() {}

  /**
   * An index of `listings`, made a slice at a time: loading 100,000 listings takes seconds, and
   * the server goes on answering meanwhile (SQL answers the searches while it reloads).
   */
  static async build(listings: readonly IndexedListing[]): Promise<ListingIndex> {
    const index = new ListingIndex();
    const slices = timeSlices();
    // An area's listings in neighbouring slots: a search in one area reads only their words.
    const areas = groupBy(listings, (listing) => listing.area ?? "");
    for (const area of [...areas.keys()].sort()) {
      for (const listing of areas.get(area) ?? []) {
        index.remember(listing);
        await slices.pause();
      }
    }
    for (const order of ORDERS) {
      const byArea = new Map<string, SortedList<IndexedListing>>();
      const inOrder: IndexedListing[][] = [];
      for (const [area, members] of areas) {
        const held = members.filter(order.holds).sort(order.compare);
        if (area !== "") byArea.set(area, SortedList.ofSorted(order.compare, held));
        inOrder.push(held);
        await slices.pause();
      }
      byArea.set("", SortedList.ofSorted(order.compare, await mergeAll(inOrder, order.compare, slices)));
      index.sorted.set(order.name, byArea);
    }
    const located = listings.filter((listing) => listing.latitude !== null);
    index.strips = await LatitudeStrips.build(located, slices);
    return index;
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * Adds, replaces or removes listings (null: no longer live), a slice at a time. Each change finds
   * its place in each order by binary search and moves at most a chunk of it (sorted-list.ts); the
   * strips it touched are made again before it resolves. The index must not be searched until it
   * has: the feed's searches wait for the catch-up that applies it.
   */
  async apply(changes: ReadonlyArray<{ id: string; listing: IndexedListing | null }>): Promise<void> {
    const slices = timeSlices();
    for (const { id, listing } of changes) {
      const old = this.byId.get(id);
      if (old) this.forget(old);
      if (listing) {
        this.remember(listing);
        for (const order of ORDERS) for (const list of this.listsOf(order, listing)) list.insert(listing);
        this.strips.add(listing);
      }
      await slices.pause();
    }
    await this.strips.makeChanged(slices);
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
    if (place.box) keepInBox(this.bitsets, this.strips, mask, place.box, words);
    if (place.near) keepInBox(this.bitsets, this.strips, mask, place.near.box, words, place.near);
    this.numbers.keepMatches(mask, words, params);
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
    bucket: Sequence<IndexedListing>,
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
      const listing = bucket.at(i) as IndexedListing;
      if (hasSlot(mask, listing.slot)) rows.push(listing);
    }
    return rows;
  }

  private ordered(order: ListingOrder | string, area: string): Sequence<IndexedListing> {
    return this.sorted.get(typeof order === "string" ? order : order.name)?.get(area) ?? NONE;
  }

  private remember(listing: IndexedListing): void {
    this.byId.set(listing.id, listing);
    listing.slot = this.bitsets.add(bitsetKeys(listing));
    this.bySlot[listing.slot] = listing;
    this.numbers.set(listing);
    this.words.add(listing);
  }

  private forget(listing: IndexedListing): void {
    this.byId.delete(listing.id);
    this.words.remove(listing);
    this.bitsets.remove(listing.slot, bitsetKeys(listing));
    for (const order of ORDERS) for (const list of this.listsOf(order, listing)) list.remove(listing);
    this.strips.remove(listing);
    this.bySlot[listing.slot] = undefined;
    listing.slot = -1;
  }

  /** The lists a listing belongs in for one order, all areas' and its own area's, made when missing. */
  private listsOf(order: ListingOrder, listing: IndexedListing): SortedList<IndexedListing>[] {
    if (!order.holds(listing)) return [];
    let areas = this.sorted.get(order.name);
    if (!areas) {
      areas = new Map();
      this.sorted.set(order.name, areas);
    }
    const keys = listing.area === null ? [""] : ["", listing.area];
    return keys.map((key) => {
      let list = areas.get(key);
      if (!list) {
        list = new SortedList(order.compare);
        areas.set(key, list);
      }
      return list;
    });
  }
}

const NONE: Sequence<IndexedListing> = [];

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
