import { PHOTO_MATCH_MAX_DISTANCE, TEXT_MATCH_MIN_SIMILARITY } from "@roost/shared/domain/copy-check.ts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { copiedPhoto, scenePhoto } from "../../../test/scene-photo.ts";
import { bitCount, differenceHash, hashBandKeys, photoFingerprint } from "./photo-fingerprint.ts";
import { descriptionSketch, descriptionWords, sketchSimilarity } from "./text-fingerprint.ts";

// The two fingerprints of decision 059, on their own: a copy lands within the thresholds, a
// different photo or text well outside, and what must never match has no fingerprint at all.

/** The photo as Roost stores it: at most 1600 px, WebP. */
const stored = async (photo: Buffer) =>
  sharp(photo)
    .resize(1600, 1600, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
const hashOf = async (photo: Buffer) => photoFingerprint(await stored(photo));
const distance = (a: bigint | null, b: bigint | null) => {
  if (a === null || b === null) throw new Error("no hash");
  return bitCount(a ^ b);
};

describe("a photo's difference hash", () => {
  it("keeps a copy within the threshold, however it was saved again", async () => {
    const original = await scenePhoto(1);
    const { width = 0, height = 0 } = await sharp(original).metadata();
    const copies = [
      await copiedPhoto(original),
      await sharp(original).png().toBuffer(),
      await sharp(original).modulate({ brightness: 1.1 }).webp({ quality: 60 }).toBuffer(),
      await sharp(original)
        .extract({ left: 8, top: 8, width: width - 16, height: height - 16 })
        .jpeg()
        .toBuffer(),
    ];
    const hash = await hashOf(original);
    for (const copy of copies)
      expect(distance(hash, await hashOf(copy))).toBeLessThanOrEqual(PHOTO_MATCH_MAX_DISTANCE);
  });

  it("puts different photos well apart", async () => {
    const hashes = await Promise.all([2, 3, 4, 5, 6, 7].map(async (seed) => hashOf(await scenePhoto(seed))));
    for (const [i, a] of hashes.entries())
      for (const b of hashes.slice(i + 1))
        expect(distance(a, b)).toBeGreaterThan(2 * PHOTO_MATCH_MAX_DISTANCE);
  });

  it("gives none to a one-colour photo, a plain gradient or a small photo", async () => {
    const plain = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 240, g: 240, b: 235 } },
    })
      .jpeg()
      .toBuffer();
    const gradient = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g"><stop offset="0" stop-color="#123"/><stop offset="1" stop-color="#ddd"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
      ),
    )
      .jpeg()
      .toBuffer();
    expect(await hashOf(plain)).toBeNull();
    expect(await hashOf(gradient)).toBeNull();
    expect(await hashOf(await scenePhoto(8, 320, 200))).toBeNull();
  });

  it("sets a bit where the right neighbour is brighter by more than a tie", () => {
    const pixels = new Uint8Array(72).fill(100);
    pixels[1] = 110; // row 0: 100 → 110 is brighter (bit 63), 110 → 100 is not
    pixels[10] = 101; // row 1: a difference of one is a tie
    expect(BigInt.asUintN(64, differenceHash(pixels))).toBe(1n << 63n);
  });

  it("shares a band key between any two hashes a few bits apart", () => {
    const base = 0x0123_4567_89ab_cdefn;
    for (let trial = 0; trial < 200; trial++) {
      let other = base;
      for (let flip = 0; flip < PHOTO_MATCH_MAX_DISTANCE; flip++)
        other ^= 1n << BigInt((trial * 13 + flip * 29) % 64);
      const keys = new Set(hashBandKeys(base));
      expect(hashBandKeys(other).some((key) => keys.has(key))).toBe(true);
    }
  });
});

describe("a description's sketch", () => {
  const own =
    "Our red brick terrace sits on a quiet cul de sac behind the park, with a sunny south facing yard where the previous tenants grew tomatoes every summer. The kitchen was refitted last spring with a gas hob, a dishwasher and a tall fridge freezer, and every bedroom has a double bed, a desk and fitted wardrobes with plenty of hanging space for coats.";
  const other =
    "A modern second floor apartment in a converted cotton mill beside the canal, with exposed beams, tall arched windows and a shared roof terrace looking over the city. The building has a concierge, secure bike storage and a lift, and the tram stop is two minutes away, so the university and the airport are both easy to reach every day.";
  const sketch = (text: string) => {
    const s = descriptionSketch(text);
    if (!s) throw new Error("no sketch");
    return s;
  };

  it("reads words without case, punctuation, accents or numbers", () => {
    expect(descriptionWords("Café-bar, 2 mins' walk! Call 07700 900123")).toEqual([
      "cafe",
      "bar",
      "mins",
      "walk",
      "call",
    ]);
  });

  it("finds a copy with a phone number, a sentence and a word changed", () => {
    const copy = `${own.replace("tomatoes", "herbs")} Call 07700 900123 today to secure it with a deposit.`;
    expect(sketchSimilarity(sketch(own), sketch(copy))).toBeGreaterThanOrEqual(TEXT_MATCH_MIN_SIMILARITY);
  });

  it("finds two honest adverts of the same kind of home unlike", () => {
    expect(sketchSimilarity(sketch(own), sketch(other))).toBeLessThan(0.1);
  });

  it("has no sketch for a description too short to be anyone's own", () => {
    expect(
      descriptionSketch("Two bedroom flat close to the shops and the university, bills included."),
    ).toBeNull();
  });
});
