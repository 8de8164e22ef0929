// A sorted sequence kept in chunks, for the search index's orders (decision 053): an insert or a
// removal finds its place by binary search and moves at most one chunk's items, where one sorted
// array moved every item after it (at 100,000 listings, a catch-up held the event loop for tenths
// of a second). Reading by position finds the chunk by binary search over the chunks' starts,
// or at once when it is the chunk read last, as a walk along the order does.

/** Chunks are split when they reach twice this, so each holds CHUNK to 2 × CHUNK items once full. */
const CHUNK = 512;

/** What the index's readers need of an order: a length and reading by position (an array has both). */
export interface Sequence<T> {
  readonly length: number;
  at(position: number): T | undefined;
}

export class SortedList<T> implements Sequence<T> {
  private chunks: T[][] = [];
  /** Where each chunk starts in the whole sequence; null after a change, made again on a read. */
  private starts: number[] | null = [];
  private size = 0;
  /** The chunk read last, and where it starts: a walk along the order reads it again at once. */
  private recent = { chunk: 0, start: 0, end: 0 };

  /** `compare` must be a total order: no two items compare equal unless they are the same. */
  constructor(private readonly compare: (a: T, b: T) => number) {}

  /** A list of items already sorted by `compare`. */
  static ofSorted<T>(compare: (a: T, b: T) => number, sorted: readonly T[]): SortedList<T> {
    const list = new SortedList(compare);
    for (let from = 0; from < sorted.length; from += CHUNK)
      list.chunks.push(sorted.slice(from, from + CHUNK));
    list.size = sorted.length;
    list.starts = null;
    return list;
  }

  get length(): number {
    return this.size;
  }

  at(position: number): T | undefined {
    if (position < 0 || position >= this.size) return undefined;
    const recent = this.recent;
    if (position < recent.start || position >= recent.end) this.findChunk(position);
    return this.chunks[this.recent.chunk]?.[position - this.recent.start];
  }

  *[Symbol.iterator](): Iterator<T> {
    for (const chunk of this.chunks) yield* chunk;
  }

  insert(item: T): void {
    if (this.chunks.length === 0) this.chunks.push([]);
    const c = this.chunkFor(item);
    const chunk = this.chunks[c] as T[];
    chunk.splice(this.positionIn(chunk, item), 0, item);
    if (chunk.length >= 2 * CHUNK) this.chunks.splice(c + 1, 0, chunk.splice(CHUNK));
    this.changed(1);
  }

  /** Removes the item; false when it is not in the list. */
  remove(item: T): boolean {
    if (this.chunks.length === 0) return false;
    const c = this.chunkFor(item);
    const chunk = this.chunks[c] as T[];
    const at = this.positionIn(chunk, item);
    if (chunk[at] !== item) return false;
    chunk.splice(at, 1);
    if (chunk.length === 0) this.chunks.splice(c, 1);
    this.changed(-1);
    return true;
  }

  /** The first chunk whose last item is not before `item` (the last chunk when every one is). */
  private chunkFor(item: T): number {
    let low = 0;
    let high = this.chunks.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const chunk = this.chunks[mid] as T[];
      if (this.compare(chunk[chunk.length - 1] as T, item) >= 0) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  /** The first position in `chunk` whose item is not before `item`. */
  private positionIn(chunk: readonly T[], item: T): number {
    let low = 0;
    let high = chunk.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compare(chunk[mid] as T, item) >= 0) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  private changed(by: number): void {
    this.size += by;
    this.starts = null;
    this.recent = { chunk: 0, start: 0, end: 0 };
  }

  private findChunk(position: number): void {
    if (!this.starts) {
      let start = 0;
      this.starts = this.chunks.map((chunk) => {
        const at = start;
        start += chunk.length;
        return at;
      });
    }
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if ((starts[mid] as number) <= position) low = mid;
      else high = mid - 1;
    }
    const start = starts[low] as number;
    this.recent = { chunk: low, start, end: start + (this.chunks[low] as T[]).length };
  }
}
