import { PHOTO_MATCH_MIN_CONTRAST, PHOTO_MATCH_MIN_SIDE } from "@roost/shared/domain/copy-check.ts";
import sharp from "sharp";
import { withDecodeSlot } from "../../../lib/images.ts";

// A listing photo's difference hash (dHash): the image in greyscale at 9×8, one bit per pair of
// neighbours in a row (is the right one brighter?). Re-encoding, resizing and small colour changes
// keep it within a few bits; a different photo lands about half the bits away.

/** The 64 bits as a signed bigint, which is how PostgreSQL's bigint holds them. */
export type PhotoHash = bigint;

/**
 * The photo's hash, or null for a photo that must never match: too small to say anything, or
 * near-uniform (one colour, a plain gradient), whose hash every such photo shares.
 */
export async function photoFingerprint(stored: Buffer): Promise<PhotoHash | null> {
  return withDecodeSlot(async () => {
    const { width = 0, height = 0 } = await sharp(stored).metadata();
    if (Math.min(width, height) < PHOTO_MATCH_MIN_SIDE) return null;
    const grey = sharp(stored).greyscale();
    const { channels } = await grey.clone().resize(64, 64, { fit: "fill" }).stats();
    if ((channels[0]?.stdev ?? 0) < PHOTO_MATCH_MIN_CONTRAST) return null;
    const fine = await grey
      .resize(9 * BLOCK, 8 * BLOCK, { fit: "fill" })
      .raw()
      .toBuffer();
    const hash = differenceHash(blockAverages(fine));
    return isDegenerate(hash) ? null : hash;
  });
}

/** Each of the 9×8 cells is the mean of BLOCK×BLOCK pixels: the same whatever size the copy is. */
const BLOCK = 8;

function blockAverages(fine: Uint8Array): Uint8Array {
  const cells = new Uint8Array(9 * 8);
  const rowWidth = 9 * BLOCK;
  for (let cell = 0; cell < cells.length; cell++) {
    const top = Math.floor(cell / 9) * BLOCK;
    const left = (cell % 9) * BLOCK;
    let sum = 0;
    for (let y = top; y < top + BLOCK; y++)
      for (let x = left; x < left + BLOCK; x++) sum += fine[y * rowWidth + x] ?? 0;
    cells[cell] = Math.round(sum / (BLOCK * BLOCK));
  }
  return cells;
}

/** Neighbours this close count as equal: a flat wall or sky must not flip bits on re-encoding. */
const TIE = 2;

/** 8 rows of 9 greyscale bytes → 64 bits, row by row. */
export function differenceHash(pixels: Uint8Array): PhotoHash {
  let bits = 0n;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const left = pixels[row * 9 + col] ?? 0;
      const right = pixels[row * 9 + col + 1] ?? 0;
      bits = (bits << 1n) | (right - left > TIE ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, bits);
}

/** A gradient's hash is nearly all ones or all zeros: it says nothing about the photo. */
function isDegenerate(hash: PhotoHash): boolean {
  const ones = bitCount(hash);
  return ones <= 4 || ones >= 60;
}

export function bitCount(hash: PhotoHash): number {
  let bits = BigInt.asUintN(64, hash);
  let count = 0;
  while (bits) {
    count += Number(bits & 1n);
    bits >>= 1n;
  }
  return count;
}

/** The hash cut into six bands (11, 11, 11, 11, 10 and 10 bits). */
const BANDS = [0, 11, 22, 33, 44, 54, 64];

/**
 * The bands as keys (band number × 2048 + its bits): two hashes at most
 * PHOTO_MATCH_MAX_DISTANCE (5) bits apart share at least one of their six keys, by pigeonhole, so
 * an index of the keys finds every candidate.
 */
export function hashBandKeys(hash: PhotoHash): number[] {
  const bits = BigInt.asUintN(64, hash);
  return BANDS.slice(0, -1).map((from, band) => {
    const width = BigInt((BANDS[band + 1] ?? 64) - from);
    return band * 2048 + Number((bits >> BigInt(from)) & ((1n << width) - 1n));
  });
}
