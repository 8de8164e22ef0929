import type { SearchSort } from "@roost/shared/contracts/properties.ts";
import { SEARCH_TOTAL_CAP } from "@roost/shared/domain/search-total.ts";
import {
  type BitsetKey,
  countSlots,
  FilterBitsets,
  hasSlot,
  setSlot,
  slotList,
  unsetSlot,
} from "./listing-bitsets.ts";
import {
  BY_LATITUDE,
  firstAfter,
  firstWhere,
  type IndexedListing,
  type ListingOrder,
  NO_PRICE_ASC,
  ORDERS,
} from "./listing-orders.ts";
import { WordIndex } from "./listing-words.ts";
import type { SearchParams } from "./search-params.ts";

// Search's in-process index (decision 047): every live listing's filter values, sort keys and card
// in memory, kept in each order per area, so a search page is a walk over an array instead of a
// statement. It answers exactly what search-statement.ts's SQL answers for the orders and filters
// it holds (listing-index.test.ts compares the two); search-index-feed.ts keeps it in step with
// PostgreSQL.

/** A box on the map, in degrees; its edges are inside. */
export interface LatLngBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Where the listings must be: in a map box, and within metres of a campus (inside the box around it). */
export interface IndexPlace {
  box?: LatLngBox;
  near?: { campus: number; metres: number; box: LatLngBox };
}

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

/** The price order's name, whose all-areas array reads price ranges. */
const PRICE_ORDER = "price_asc";

/** Bedrooms are 0 to 30 (the table's check); "b:n" holds the listings with n or more. */
const MAX_BEDROOMS = 30;

/**
 * Rents are tallied at every £100 up to £5,000: "le:N" holds the listings priced at N or less. A
 * price range's ends between two steps are read from the price order (pricedAtMost).
 */
const PRICE_STEP = 100;
const PRICE_STEPS_TOP = 5000;

/** The bitsets a listing belongs to (listing-bitsets.ts), one per filter value it holds. */
function bitsetKeys(listing: IndexedListing): BitsetKey[] {
  const keys = [
    ...(listing.latitude !== null ? ["located"] : []),
    "live",
    `p:${listing.parking}`,
    `i:${listing.billsIncluded}`,
    `v:${listing.advertType}`,
  ];
  if (listing.area !== null) keys.push(`a:${listing.area}`);
  if (listing.propertyType !== null) keys.push(`t:${listing.propertyType}`);
  if (listing.furnishing !== null) keys.push(`f:${listing.furnishing}`);
  if (listing.bedrooms !== null) {
    for (let n = 0; n <= Math.min(listing.bedrooms, MAX_BEDROOMS); n++) keys.push(`b:${n}`);
  }
  if (listing.rentFrom !== null) {
    const firstStep = Math.max(PRICE_STEP, Math.ceil(listing.rentFrom / PRICE_STEP) * PRICE_STEP);
    for (let step = firstStep; step <= PRICE_STEPS_TOP; step += PRICE_STEP) keys.push(`le:${step}`);
  }
  return keys;
}

/** Every filter but the area, the keyword and the price, as groups of bitsets (ORed within). */
function filterGroups(params: SearchParams): BitsetKey[][] {
  const groups: BitsetKey[][] = [];
  if (params.bedrooms !== undefined) groups.push([`b:${params.bedrooms}`]);
  if (params.property_types !== undefined) groups.push(params.property_types.map((type) => `t:${type}`));
  if (params.furnishing !== undefined) groups.push([`f:${params.furnishing}`]);
  if (params.parking !== undefined) groups.push([`p:${params.parking}`]);
  if (params.bills_included !== undefined) groups.push([`i:${params.bills_included}`]);
  if (params.advert_type !== undefined) groups.push([`v:${params.advert_type}`]);
  return groups;
}

/** The price range as search-orderings.ts's priceRange: unpriced listings never match one. */
interface PriceRange {
  min: number;
  max: number;
}

function priceRangeOf(params: SearchParams): PriceRange | null {
  if (params.min_price === undefined && params.max_price === undefined) return null;
  return { min: params.min_price ?? 0, max: params.max_price ?? NO_PRICE_ASC - 1 };
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
        if (oneByOne) for (const order of ORDERS) this.place(order, listing);
      }
    }
    if (!oneByOne) this.rebuildOrders();
  }

  search(search: IndexSearch): IndexPage {
    const { order, params, place } = search;
    const bucket = this.ordered(order, params.area ?? "");
    const mask = this.bitsets.mask(
      params.area === undefined ? "live" : `a:${params.area}`,
      search.located ? [...filterGroups(params), ["located"]] : filterGroups(params),
    );
    if (place.box) this.keepInBox(mask, place.box, () => true);
    if (place.near) {
      const { campus, metres, box } = place.near;
      this.keepInBox(mask, box, (listing) => (listing.campusMetres[campus] as number) <= metres);
    }
    const range = priceRangeOf(params);
    if (range) this.keepPriceRange(mask, range);
    if (search.terms.length > 0) this.words.keepMatches(mask, search.terms);
    const matching = countSlots(mask);
    const total = search.browse ? bucket.length : Math.min(matching, SEARCH_TOTAL_CAP + 1);

    // Few matches (a rare keyword, a narrow filter): those, sorted, rather than a long walk of the
    // area to find a page of them (about limit × bucket / matching listings).
    const walkLength = (params.limit * bucket.length) / Math.max(matching, 1);
    const rows =
      matching * (Math.log2(matching + 1) + 1) * 2 < walkLength
        ? this.fewInOrder(mask, search)
        : this.walk(bucket, search, mask, range);
    return { rows, total: search.withTotal ? total : null };
  }

  /** The page's rows among the mask's listings, sorted. */
  private fewInOrder(mask: Uint32Array, search: IndexSearch): IndexedListing[] {
    const few = slotList(mask)
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

  /** Clears from the mask the listings outside the price range (unpriced ones included). */
  private keepPriceRange(mask: Uint32Array, range: PriceRange): void {
    const upToMax = this.pricedAtMost(range.max);
    for (let i = 0; i < mask.length; i++) mask[i] = (mask[i] as number) & (upToMax[i] as number);
    if (range.min <= 0) return;
    const belowMin = this.pricedAtMost(range.min - 1);
    for (let i = 0; i < mask.length; i++) mask[i] = (mask[i] as number) & ~(belowMin[i] as number);
  }

  /**
   * The listings priced at `value` or less: the tally of a £100 step next to it ("le:N"), with the
   * listings priced between that step and `value` added or taken away, read from the price order;
   * of the steps below and above, the one with fewer listings in between.
   */
  private pricedAtMost(value: number): Uint32Array {
    const byPrice = this.ordered(PRICE_ORDER, "");
    const position = (price: number) => firstWhere(byPrice, (l) => (l.rentFrom ?? NO_PRICE_ASC) > price);
    const below = Math.min(Math.floor(value / PRICE_STEP) * PRICE_STEP, PRICE_STEPS_TOP);
    const above = below + PRICE_STEP;
    const at = position(value);
    const fromBelow = below >= PRICE_STEP ? position(below) : 0;
    const toAbove = above <= PRICE_STEPS_TOP ? position(above) : -1;
    if (toAbove >= 0 && toAbove - at < at - fromBelow) {
      const set = this.bitsets.copy(`le:${above}`);
      for (let i = at; i < toAbove; i++) unsetSlot(set, (byPrice[i] as IndexedListing).slot);
      return set;
    }
    const set = below >= PRICE_STEP ? this.bitsets.copy(`le:${below}`) : this.bitsets.blank();
    for (let i = fromBelow; i < at; i++) setSlot(set, (byPrice[i] as IndexedListing).slot);
    return set;
  }

  /**
   * Clears from the mask the listings outside the box (edges inside, as `between`) or failing
   * `also`: those in the box's latitudes are read from the latitude order.
   */
  private keepInBox(mask: Uint32Array, box: LatLngBox, also: (listing: IndexedListing) => boolean): void {
    const byLatitude = this.ordered(BY_LATITUDE, "");
    const inside = this.bitsets.blank();
    for (
      let i = firstWhere(byLatitude, (l) => (l.latitude as number) >= box.south);
      i < byLatitude.length;
      i++
    ) {
      const listing = byLatitude[i] as IndexedListing;
      if ((listing.latitude as number) > box.north) break;
      const lng = listing.longitude as number;
      if (lng >= box.west && lng <= box.east && also(listing)) setSlot(inside, listing.slot);
    }
    for (let w = 0; w < mask.length; w++) mask[w] = (mask[w] as number) & (inside[w] as number);
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
