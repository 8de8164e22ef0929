import { COLUMN_FILTERS, type NumberFilter } from "../search-filters.ts";
import type { SearchParams } from "../search-params.ts";
import type { WordRange } from "./listing-bitsets.ts";
import type { IndexedListing } from "./listing-orders.ts";

// The number filters of search-filters.ts (a weekly price, a move-in date) in the in-process index:
// each listing's number in an array by slot, and a search clears from its mask the listings whose
// number fails the test. Ranges of numbers have too many values for a bitset each, and reading one
// array for the listings still in the mask costs about as much as ANDing one set.

const NUMBER_FILTERS = COLUMN_FILTERS.flatMap((filter, position) =>
  filter.kind === "number" ? [{ filter, position }] : [],
);

export class NumberColumns {
  private readonly columns = NUMBER_FILTERS.map(() => new Float64Array(0));

  /** Records a listing's numbers at its slot. */
  set(listing: IndexedListing): void {
    NUMBER_FILTERS.forEach(({ filter, position }, i) => {
      let column = this.columns[i] as Float64Array;
      if (listing.slot >= column.length) {
        const grown = new Float64Array(Math.max(64, column.length * 2, listing.slot + 1));
        grown.set(column);
        this.columns[i] = grown;
        column = grown;
      }
      column[listing.slot] = filter.numberOf(listing.filterValues[position] ?? null);
    });
  }

  /** Clears from the mask, within `words`, the listings whose numbers fail the search's tests. */
  keepMatches(mask: Uint32Array, words: WordRange, params: SearchParams): void {
    NUMBER_FILTERS.forEach(({ filter }, i) => {
      const value = params[filter.bound];
      if (value === undefined) return;
      const keeps = (filter as NumberFilter).keeps(value as never);
      const column = this.columns[i] as Float64Array;
      for (let w = words.from; w < words.to; w++) {
        let bits = mask[w] as number;
        let kept = bits;
        while (bits !== 0) {
          const low = bits & -bits;
          if (!keeps(column[w * 32 + (31 - Math.clz32(low))] as number)) kept &= ~low;
          bits ^= low;
        }
        mask[w] = kept;
      }
    });
  }
}
