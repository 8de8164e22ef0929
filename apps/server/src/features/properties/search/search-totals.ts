/**
 * Totals of broad searches, kept for a short while. Counting is the expensive part of a first
 * page (an index-only scan over every match: ~1 ms per 10,000 listings), and the broad searches
 * that are expensive are also the popular ones (an area page, "all listings"), so recounting them
 * for every visitor is wasted work. A total of a few thousand that lags a new listing by up to
 * TTL_MS reads the same to a visitor ("Showing 24 of 5,123 homes"). Totals under
 * MIN_CACHED_TOTAL are cheap to count and always exact. Per process: instances do not need to agree.
 */
const TTL_MS = 30_000;
const MIN_CACHED_TOTAL = 1000;
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
