import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pixelBombPng } from "../test/pixel-bomb.ts";
import {
  decodeSlotStats,
  ImageRejected,
  MAX_CONCURRENT_DECODES,
  processImage,
  withDecodeSlot,
} from "./images.ts";

const CARD = [{ name: "card", width: 64, height: 48, fit: "cover" as const }];

async function rejection(promise: Promise<unknown>): Promise<ImageRejected> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejected);
  return error as ImageRejected;
}

describe("pixel caps", () => {
  it("refuses a pixel bomb from its header, quickly, with a clear message", async () => {
    const bomb = await pixelBombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const started = performance.now();
    const error = await rejection(processImage(bomb, CARD, { maxPixels: 12_000_000 }));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error.code).toBe("image_too_large");
    expect(error.message).toBe(
      "This image is too large (400 megapixels). Please upload one under 12 megapixels.",
    );
    expect(decodeSlotStats().active).toBe(0);
  });

  it("refuses a real image one row over the cap and accepts one at the cap", async () => {
    const image = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#c86428" } })
        .png()
        .toBuffer();
    const over = await rejection(processImage(await image(1001, 1000), CARD, { maxPixels: 1_000_000 }));
    expect(over.message).toBe(
      "This image is too large (1 megapixels). Please upload one under 1 megapixels.",
    );
    const [card] = await processImage(await image(1000, 1000), CARD, { maxPixels: 1_000_000 });
    expect([card.width, card.height]).toEqual([64, 48]);
  });
});

describe("decode slots", () => {
  it(`runs at most ${MAX_CONCURRENT_DECODES} tasks at once and hands slots to waiting ones in order`, async () => {
    const releases: Array<() => void> = [];
    const started: number[] = [];
    const tasks = [0, 1, 2, 3, 4].map((n) =>
      withDecodeSlot(async () => {
        started.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
        return n;
      }),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(started).toEqual([0, 1]);
    expect(decodeSlotStats()).toMatchObject({ active: 2, waiting: 3 });
    releases[0]();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect(decodeSlotStats()).toMatchObject({ active: 2, waiting: 2 });
    releases[1]();
    releases[2]();
    await settle();
    releases[3]();
    releases[4]();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(decodeSlotStats()).toMatchObject({ active: 0, waiting: 0 });
  });

  it("frees the slot when a task fails", async () => {
    await expect(withDecodeSlot(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(decodeSlotStats().active).toBe(0);
  });

  it("bounds real uploads decoding in parallel, every path sharing the same slots", async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toBuffer();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        processImage(
          photo,
          [
            { name: "card", width: 640, height: 480, fit: "cover" },
            { name: "large", width: 1600, height: 1200, fit: "inside" },
          ],
          { maxPixels: 24_000_000 },
        ),
      ),
    );
    expect(results.map((r) => r.map((v) => `${v.name}:${v.width}x${v.height}`))).toEqual(
      Array(6).fill(["card:640x480", "large:1600x1067"]),
    );
    expect(decodeSlotStats().peak).toBeLessThanOrEqual(MAX_CONCURRENT_DECODES);
    expect(decodeSlotStats().active).toBe(0);
  });
});
