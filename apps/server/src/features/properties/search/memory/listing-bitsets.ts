// Which listings hold each filter value, as bitsets over slot numbers (decision 047): a search
// ANDs a few of them, a word (32 listings) at a time, instead of testing every listing's fields,
// and a total is a population count. Slots are small integers handed out to listings as they
// enter the index and reused when they leave.

/** The value that names a set: "live" holds every listing, the others one filter value each. */
export type BitsetKey = string;

/**
 * The words [from, to) outside which a set has no bit. The index gives an area's listings
 * neighbouring slots (listing-index.ts), so a search in one area reads a few hundred words of each
 * set instead of all of them.
 */
export interface WordRange {
  from: number;
  to: number;
}

const BITS = 32;

/** A search's working sets, one reusable array each (FilterBitsets.scratchCopy). */
export type ScratchName = "mask" | "price" | "found" | "inside";

export class FilterBitsets {
  private words = 0;
  private readonly sets = new Map<BitsetKey, Uint32Array>();
  private readonly scratchArrays = new Map<ScratchName, Uint32Array>();
  /** Each set's WordRange; it only widens (a leaving listing's word may hold others' bits). */
  private readonly ranges = new Map<BitsetKey, WordRange>();
  private readonly freeSlots: number[] = [];
  private nextSlot = 0;
  /** An empty set, for a value no listing holds. */
  private empty = new Uint32Array(0);

  /** A slot for a listing entering the index, with its values' bits set. */
  add(keys: readonly BitsetKey[]): number {
    const slot = this.freeSlots.pop() ?? this.nextSlot++;
    if (slot >= this.words * BITS) this.grow(Math.max(64, this.words * 2));
    const word = slot >>> 5;
    const bit = 1 << (slot & 31);
    for (const key of keys) {
      let set = this.sets.get(key);
      if (!set) {
        set = new Uint32Array(this.words);
        this.sets.set(key, set);
      }
      set[word] = (set[word] as number) | bit;
      this.widen(key, word);
    }
    return slot;
  }

  /** The words outside which a value's set is empty. */
  rangeOf(key: BitsetKey): WordRange {
    return this.ranges.get(key) ?? { from: 0, to: 0 };
  }

  private widen(key: BitsetKey, word: number): void {
    const range = this.ranges.get(key);
    if (!range) this.ranges.set(key, { from: word, to: word + 1 });
    else if (word < range.from) range.from = word;
    else if (word >= range.to) range.to = word + 1;
  }

  /** Clears a leaving listing's bits and frees its slot. */
  remove(slot: number, keys: readonly BitsetKey[]): void {
    const word = slot >>> 5;
    const keep = ~(1 << (slot & 31));
    for (const key of keys) {
      const set = this.sets.get(key);
      if (set) set[word] = (set[word] as number) & keep;
    }
    this.freeSlots.push(slot);
  }

  /**
   * The listings in `base` that hold a value of every group: each group's sets are ORed, the
   * groups ANDed, over base's words only (it has no bit outside them). In the "mask" scratch
   * array, valid within base's range (see scratchCopy).
   */
  mask(base: BitsetKey, groups: readonly (readonly BitsetKey[])[]): Uint32Array {
    const range = this.rangeOf(base);
    const mask = this.scratchCopy("mask", base, range);
    const { from, to } = range;
    for (const group of groups) {
      const sets = group.map((key) => this.sets.get(key) ?? this.emptySet());
      if (sets.length === 1) {
        const only = sets[0] as Uint32Array;
        for (let i = from; i < to; i++) mask[i] = (mask[i] as number) & (only[i] as number);
        continue;
      }
      for (let i = from; i < to; i++) {
        let any = 0;
        for (const set of sets) any |= set[i] as number;
        mask[i] = (mask[i] as number) & any;
      }
    }
    return mask;
  }

  /** Sets one listing's bit in a value's set, made when missing. */
  mark(key: BitsetKey, slot: number): void {
    let set = this.sets.get(key);
    if (!set) {
      set = new Uint32Array(this.words);
      this.sets.set(key, set);
    }
    setSlot(set, slot);
    this.widen(key, slot >>> 5);
  }

  /** Clears one listing's bit in a value's set, if there is one. */
  unmark(key: BitsetKey, slot: number): void {
    const set = this.sets.get(key);
    if (set) unsetSlot(set, slot);
  }

  /** A value's set, to read; undefined when no listing was ever given it. */
  get(key: BitsetKey): Uint32Array | undefined {
    return this.sets.get(key);
  }

  /**
   * One value's set over the words of `range`, in the scratch array `name`; its other words hold
   * whatever the last search left there, so the caller reads it within `range` only (it may write
   * anywhere). A search runs synchronously, one at a time: each of its steps reuses its own array
   * rather than allocating one the size of every set, which under load was most of the heap's
   * churn (decision 047).
   */
  scratchCopy(name: ScratchName, key: BitsetKey, range: WordRange): Uint32Array {
    const into = this.scratch(name);
    const set = this.sets.get(key);
    if (set) into.set(set.subarray(range.from, range.to), range.from);
    else into.fill(0, range.from, range.to);
    return into;
  }

  /** The scratch array `name`, empty over the words of `range` (see scratchCopy). */
  scratchBlank(name: ScratchName, range: WordRange): Uint32Array {
    return this.scratch(name).fill(0, range.from, range.to);
  }

  private scratch(name: ScratchName): Uint32Array {
    let array = this.scratchArrays.get(name);
    if (!array || array.length !== this.words) {
      array = new Uint32Array(this.words);
      this.scratchArrays.set(name, array);
    }
    return array;
  }

  private emptySet(): Uint32Array {
    if (this.empty.length !== this.words) this.empty = new Uint32Array(this.words);
    return this.empty;
  }

  private grow(words: number): void {
    for (const [key, set] of this.sets) {
      const grown = new Uint32Array(words);
      grown.set(set);
      this.sets.set(key, grown);
    }
    this.words = words;
  }
}

export function hasSlot(mask: Uint32Array, slot: number): boolean {
  return (((mask[slot >>> 5] as number) >>> (slot & 31)) & 1) === 1;
}

export function setSlot(mask: Uint32Array, slot: number): void {
  mask[slot >>> 5] = (mask[slot >>> 5] as number) | (1 << (slot & 31));
}

export function unsetSlot(mask: Uint32Array, slot: number): void {
  mask[slot >>> 5] = (mask[slot >>> 5] as number) & ~(1 << (slot & 31));
}

/** ANDs `other` into `mask` over the words of `range` (the mask has no bit outside them). */
export function keepIn(mask: Uint32Array, other: Uint32Array, range: WordRange): void {
  for (let i = range.from; i < range.to; i++) mask[i] = (mask[i] as number) & (other[i] as number);
}

/** How many bits are set (Hamming weight, a word at a time) in the words of `range`. */
export function countSlots(mask: Uint32Array, range: WordRange = { from: 0, to: mask.length }): number {
  let count = 0;
  for (let i = range.from; i < range.to; i++) {
    let w = mask[i] as number;
    w -= (w >>> 1) & 0x55555555;
    w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
    count += (((w + (w >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** The set slots in the words of `range`, in slot order. */
export function slotList(mask: Uint32Array, range: WordRange = { from: 0, to: mask.length }): number[] {
  const slots: number[] = [];
  for (let i = range.from; i < range.to; i++) {
    let w = mask[i] as number;
    while (w !== 0) {
      const low = w & -w;
      slots.push(i * BITS + (31 - Math.clz32(low)));
      w ^= low;
    }
  }
  return slots;
}
