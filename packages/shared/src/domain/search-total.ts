// How many homes a search found, as the API counts it and the pages show it (decision 044).

/**
 * A filtered search's total is counted up to this many listings and one more, so SEARCH_TOTAL_CAP
 * + 1 means "more than SEARCH_TOTAL_CAP" ("1,000+ homes"): counting every match of a broad search
 * cost more than its page. An area page's or all listings' total is exact at any size (the live
 * counts); should one be exactly SEARCH_TOTAL_CAP + 1, "1,000+" is still true.
 */
export const SEARCH_TOTAL_CAP = 1000;

/** A search total as shown: "1,234", or "1,000+" for a count that stopped at the cap. */
export function searchTotalFigure(total: number): string {
  return total === SEARCH_TOTAL_CAP + 1
    ? `${SEARCH_TOTAL_CAP.toLocaleString("en-GB")}+`
    : total.toLocaleString("en-GB");
}
