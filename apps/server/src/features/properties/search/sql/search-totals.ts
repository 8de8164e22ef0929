import { SEARCH_TOTAL_CAP } from "@roost/shared/domain/search-total.ts";

/**
 * Totals of broad searches, kept for a short while. A count stops one past SEARCH_TOTAL_CAP
 * (decision 044), and the searches that reach it are the broad, popular ones (an area with a
 * filter or two), whose repeat need not count its first thousand matches again: "1,000+ homes"
 * stays true while a few listings come and go. Smaller totals are always counted, so exact.
 * Per process: instances do not need to agree.
 */
const TTL_MS = 30_000;
const MIN_CACHED_TOTAL = SEARCH_TOTAL_CAP + 1;
const MAX_ENTRIES = 2000;

export class SearchTotals {
  private readonly entries = new Map<string, { total: number; expires: number }>();
  /** Lookups answered and not, since the start: what `npm run bench` prints as the hit rate. */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(private readonly now: () => number = () => performance.now()) {}

  get(key: string): number | undefined {
    const entry = this.entries.get(key);
    const fresh = entry !== undefined && entry.expires > this.now();
    if (entry && !fresh) this.entries.delete(key);
    if (fresh) this.lookups.hits++;
    else this.lookups.misses++;
    return fresh ? entry.total : undefined;
  }

  remember(key: string, total: number): void {
    if (total < MIN_CACHED_TOTAL) return;
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.delete(key);
    this.entries.set(key, { total, expires: this.now() + TTL_MS });
  }
}
