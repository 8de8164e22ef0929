import { COLUMN_FILTERS } from "../search-filters.ts";
import type { SearchParams } from "../search-params.ts";
import type { LatitudeStrips } from "./latitude-strips.ts";
import {
  type BitsetKey,
  type FilterBitsets,
  keepIn,
  setSlot,
  unsetSlot,
  type WordRange,
} from "./listing-bitsets.ts";
import { firstWhere, type IndexedListing, NO_PRICE_ASC } from "./listing-orders.ts";
import type { Sequence } from "./sorted-list.ts";

// The filters of search's in-process index (decision 047) as bitsets over listing slots
// (listing-bitsets.ts): the sets each listing belongs to, the groups a search ANDs, and the price
// range, map box and circle, whose sets are made per search from the price and latitude orders.

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

/** The price order's name, whose all-areas array reads price ranges. */
export const PRICE_ORDER = "price_asc";

/**
 * Rents are tallied at every £100 up to £5,000: "le:N" holds the listings priced at N or less. A
 * price range's ends between two steps are read from the price order (pricedAtMost).
 */
const PRICE_STEP = 100;
const PRICE_STEPS_TOP = 5000;

/** The bitsets a listing belongs to (listing-bitsets.ts), one per filter value it holds. */
export function bitsetKeys(listing: IndexedListing): BitsetKey[] {
  const keys = [...(listing.latitude !== null ? ["located"] : []), "live"];
  if (listing.area !== null) keys.push(`a:${listing.area}`);
  COLUMN_FILTERS.forEach((filter, i) => {
    if (filter.kind === "sets") keys.push(...filter.setsOf(listing.filterValues[i] ?? null));
  });
  if (listing.rentFrom !== null) {
    const firstStep = Math.max(PRICE_STEP, Math.ceil(listing.rentFrom / PRICE_STEP) * PRICE_STEP);
    for (let step = firstStep; step <= PRICE_STEPS_TOP; step += PRICE_STEP) keys.push(`le:${step}`);
  }
  return keys;
}

/** The set filters of a search as groups of bitsets, ORed within, ANDed between (number filters: number-columns.ts). */
export function filterGroups(params: SearchParams): BitsetKey[][] {
  const groups: BitsetKey[][] = [];
  for (const filter of COLUMN_FILTERS) {
    const value = params[filter.bound];
    if (filter.kind === "sets" && value !== undefined) groups.push(filter.setsFor(value as never));
  }
  return groups;
}

/** The price range as search-orderings.ts's priceRange: unpriced listings never match one. */
export interface PriceRange {
  min: number;
  max: number;
}

export function priceRangeOf(params: SearchParams): PriceRange | null {
  if (params.min_price === undefined && params.max_price === undefined) return null;
  return { min: params.min_price ?? 0, max: params.max_price ?? NO_PRICE_ASC - 1 };
}

/** Clears from the mask the listings outside the price range (unpriced ones included). */
export function keepPriceRange(
  bitsets: FilterBitsets,
  byPrice: Sequence<IndexedListing>,
  mask: Uint32Array,
  range: PriceRange,
  words: WordRange,
): void {
  keepIn(mask, pricedAtMost(bitsets, byPrice, range.max, words), words);
  if (range.min <= 0) return;
  const belowMin = pricedAtMost(bitsets, byPrice, range.min - 1, words);
  for (let i = words.from; i < words.to; i++) mask[i] = (mask[i] as number) & ~(belowMin[i] as number);
}

/**
 * The listings priced at `value` or less: the tally of a £100 step next to it ("le:N"), with the
 * listings priced between that step and `value` added or taken away, read from the price order
 * (all areas, cheapest first); of the steps below and above, the one with fewer listings between.
 * In the "price" scratch array, to read within `words` (FilterBitsets.scratchCopy).
 */
function pricedAtMost(
  bitsets: FilterBitsets,
  byPrice: Sequence<IndexedListing>,
  value: number,
  words: WordRange,
): Uint32Array {
  const position = (price: number) => firstWhere(byPrice, (l) => (l.rentFrom ?? NO_PRICE_ASC) > price);
  const below = Math.min(Math.floor(value / PRICE_STEP) * PRICE_STEP, PRICE_STEPS_TOP);
  const above = below + PRICE_STEP;
  const at = position(value);
  const fromBelow = below >= PRICE_STEP ? position(below) : 0;
  const toAbove = above <= PRICE_STEPS_TOP ? position(above) : -1;
  if (toAbove >= 0 && toAbove - at < at - fromBelow) {
    const set = bitsets.scratchCopy("price", `le:${above}`, words);
    for (let i = at; i < toAbove; i++) unsetSlot(set, (byPrice.at(i) as IndexedListing).slot);
    return set;
  }
  const set =
    below >= PRICE_STEP
      ? bitsets.scratchCopy("price", `le:${below}`, words)
      : bitsets.scratchBlank("price", words);
  for (let i = fromBelow; i < at; i++) setSlot(set, (byPrice.at(i) as IndexedListing).slot);
  return set;
}

/**
 * Clears from the mask the listings outside the box (edges inside, as `between`) and, with a
 * circle, farther from its campus than its metres.
 */
export function keepInBox(
  bitsets: FilterBitsets,
  strips: LatitudeStrips,
  mask: Uint32Array,
  box: LatLngBox,
  words: WordRange,
  circle?: { campus: number; metres: number },
): void {
  const inside = bitsets.scratchBlank("inside", words);
  const limit = circle?.metres ?? 0;
  for (let s = strips.stripOf(box.west); s <= strips.stripOf(box.east); s++) {
    const { latitude, longitude, slot, metres: byCampus } = strips.columns(s);
    const metres = circle ? byCampus[circle.campus] : undefined;
    let low = 0;
    let high = latitude.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((latitude[mid] as number) >= box.south) high = mid;
      else low = mid + 1;
    }
    for (let i = low; i < latitude.length && (latitude[i] as number) <= box.north; i++) {
      const lng = longitude[i] as number;
      if (lng < box.west || lng > box.east) continue;
      if (metres && !((metres[i] as number) <= limit)) continue;
      setSlot(inside, slot[i] as number);
    }
  }
  keepIn(mask, inside, words);
}
