import { type FilterBitsets, keepIn, setSlot, type WordRange } from "./listing-bitsets.ts";

// The keyword part of search's in-process index (decision 047): which listings hold each word of
// their search vector, for prefix matches as to_tsquery's "term:*" makes them. A rare word keeps
// the list of its listings; a word in COMMON_WORD listings or more becomes a bitset over their
// slots (and stays one), which costs less memory than the list and is ORed a word at a time.

/** A listing as the word index needs it: its slot and its words. */
export interface WordHolder {
  slot: number;
  /** The search vector's lexemes, NUL-separated (one string per listing, not one per word). */
  words: string;
}

const COMMON_WORD = 256;
const SEPARATOR = "\0";

export const joinWords = (lexemes: readonly string[]) => lexemes.join(SEPARATOR);
const wordsOf = (holder: WordHolder) => (holder.words === "" ? [] : holder.words.split(SEPARATOR));
const bitsetOf = (word: string) => `w:${word}`;

export class WordIndex {
  private readonly rare = new Map<string, WordHolder[]>();
  /** Common words and how many listings hold each. */
  private readonly common = new Map<string, number>();
  /**
   * Every word, sorted, for prefix ranges: sorted once when a keyword first needs it (not during
   * the load), then kept in order as words come and go.
   */
  private vocabulary: string[] | null = null;

  constructor(private readonly bitsets: FilterBitsets) {}

  add(holder: WordHolder): void {
    for (const word of wordsOf(holder)) {
      const count = this.common.get(word);
      if (count !== undefined) {
        this.common.set(word, count + 1);
        this.bitsets.mark(bitsetOf(word), holder.slot);
        continue;
      }
      const holders = this.rare.get(word);
      if (!holders) {
        this.rare.set(word, [holder]);
        this.vocabulary?.splice(lowerBound(this.vocabulary, word), 0, word);
      } else if (holders.length + 1 < COMMON_WORD) {
        holders.push(holder);
      } else {
        for (const other of [...holders, holder]) this.bitsets.mark(bitsetOf(word), other.slot);
        this.rare.delete(word);
        this.common.set(word, holders.length + 1);
      }
    }
  }

  /** Before the holder's slot is freed. */
  remove(holder: WordHolder): void {
    for (const word of wordsOf(holder)) {
      const count = this.common.get(word);
      if (count !== undefined) {
        this.bitsets.unmark(bitsetOf(word), holder.slot);
        if (count > 1) this.common.set(word, count - 1);
        else {
          this.common.delete(word);
          this.forgetWord(word);
        }
        continue;
      }
      const holders = this.rare.get(word);
      const at = holders?.indexOf(holder) ?? -1;
      if (!holders || at < 0) continue;
      holders.splice(at, 1);
      if (holders.length === 0) {
        this.rare.delete(word);
        this.forgetWord(word);
      }
    }
  }

  /** Clears from the mask the listings without a word starting with every term ("term:*"). */
  keepMatches(mask: Uint32Array, terms: readonly string[], words: WordRange): void {
    this.vocabulary ??= [...this.rare.keys(), ...this.common.keys()].sort();
    const vocabulary = this.vocabulary;
    for (const term of terms) {
      const found = this.bitsets.scratchBlank("found", words);
      for (let i = lowerBound(vocabulary, term); i < vocabulary.length; i++) {
        const word = vocabulary[i] as string;
        if (!word.startsWith(term)) break;
        const common = this.common.has(word) ? this.bitsets.get(bitsetOf(word)) : undefined;
        if (common)
          for (let w = words.from; w < words.to; w++) found[w] = (found[w] as number) | (common[w] as number);
        else for (const holder of this.rare.get(word) ?? []) setSlot(found, holder.slot);
      }
      keepIn(mask, found, words);
    }
  }

  private forgetWord(word: string): void {
    if (!this.vocabulary) return;
    const at = lowerBound(this.vocabulary, word);
    if (this.vocabulary[at] === word) this.vocabulary.splice(at, 1);
  }
}

/** The first index in a sorted array whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
