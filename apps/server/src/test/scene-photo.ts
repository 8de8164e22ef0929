import sharp from "sharp";

// Photo-like test images for the copied-advert check: a seeded scene of overlapping shapes has the
// contrast and structure a real photo has, so its hash means something, and every seed is different.

/** A small deterministic generator (mulberry32), so a seed always draws the same scene. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A JPEG of the scene drawn from `seed`. */
export async function scenePhoto(seed: number, width = 1200, height = 800): Promise<Buffer> {
  const next = random(seed);
  const colour = () =>
    `rgb(${Math.floor(next() * 256)},${Math.floor(next() * 256)},${Math.floor(next() * 256)})`;
  const shapes = Array.from({ length: 14 }, () => {
    const [x, y] = [next() * width, next() * height];
    const [w, h] = [(0.1 + next() * 0.4) * width, (0.1 + next() * 0.4) * height];
    return next() < 0.5
      ? `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" fill="${colour()}"/>`
      : `<ellipse cx="${x}" cy="${y}" rx="${w / 2}" ry="${h / 2}" fill="${colour()}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour()}"/>${shapes.join("")}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** What a copier does to a photo: scaled down and saved again at a lower quality. */
export async function copiedPhoto(original: Buffer): Promise<Buffer> {
  const { width = 0 } = await sharp(original).metadata();
  return sharp(original)
    .resize(Math.round(width * 0.6))
    .modulate({ brightness: 1.05 })
    .jpeg({ quality: 50 })
    .toBuffer();
}
