import { createHash } from "node:crypto";
import { TEXT_MATCH_MIN_WORDS } from "@roost/shared/domain/copy-check.ts";

// A description's fingerprint: the 16 smallest hashes of its five-word runs (a bottom-k sketch).
// Two descriptions' sketches estimate how much of their text is the same, so a copy with a phone
// number changed or a sentence added still matches, while two honest adverts share next to none.

const SHINGLE_WORDS = 5;
export const SKETCH_SIZE = 16;

/** Lower case, accents and punctuation gone, digits gone (prices and numbers are what copiers edit). */
export function descriptionWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z\s]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** The sketch, ascending; null for a description too short to be anyone's own. */
export function descriptionSketch(text: string): number[] | null {
  const words = descriptionWords(text);
  if (words.length < TEXT_MATCH_MIN_WORDS) return null;
  const hashes = new Set<number>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++)
    hashes.add(shingleHash(words.slice(i, i + SHINGLE_WORDS).join(" ")));
  return [...hashes].sort((a, b) => a - b).slice(0, SKETCH_SIZE);
}

/** A signed 32-bit hash (PostgreSQL's integer), well spread so the smallest are a fair sample. */
function shingleHash(shingle: string): number {
  return createHash("sha1").update(shingle).digest().readInt32BE(0);
}

/**
 * The estimated share of the two texts' runs that both have: of the smallest SKETCH_SIZE hashes
 * of both sketches together, how many are in both.
 */
export function sketchSimilarity(a: readonly number[], b: readonly number[]): number {
  const inB = new Set(b);
  const union = [...new Set([...a, ...b])].sort((x, y) => x - y).slice(0, SKETCH_SIZE);
  const inA = new Set(a);
  const shared = union.filter((hash) => inA.has(hash) && inB.has(hash)).length;
  return union.length === 0 ? 0 : shared / union.length;
}
