#!/usr/bin/env node
// Draws the installable app's PNG icons from the favicon (apps/web/public/favicon.svg), once: the
// PNGs are committed beside it (decision 065). Run again after changing the favicon:
//   node scripts/generate-app-icons.mjs
// The maskable icon puts the house inside the middle 80 % on a full-bleed background, the safe
// zone every launcher's mask keeps; the badge is the house alone; the others are the favicon as it
// is, rounded corners and all.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/public");
const favicon = readFileSync(path.join(publicDir, "favicon.svg"), "utf8").trim();
/** The favicon's background: the brand's teal (styles.css --color-brand-700). */
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1] ?? "#0f766e";

/** @param {string} svg @param {number} size @param {string} file */
const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));

/** The favicon's house alone, scaled into the safe zone of a square filled with its background. */
function maskable() {
  const house = favicon.replace(/<title>.*?<\/title>/, "").replace(/<rect[^>]*\/>/, "");
  const inner = house.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  // 32 units, the house scaled to 80 % around the centre.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(3.2 3.2) scale(0.8)">${inner}</g></svg>`;
}

/** Android draws a notification's badge from its alpha alone: the house, white on nothing. */
const badge = () =>
  favicon
    .replace(/<title>.*?<\/title>/, "")
    .replace(/<rect[^>]*\/>/, "")
    .replace('viewBox="0 0 32 32">', 'viewBox="5 6 22 22">');

/** iOS rounds the corners itself and shows transparency as black: a full square. */
const square = favicon.replace(/ rx="\d+"/, "");

await Promise.all([
  render(favicon, 192, "icon-192.png"),
  render(favicon, 512, "icon-512.png"),
  render(maskable(), 512, "icon-maskable-512.png"),
  render(square, 180, "apple-touch-icon.png"),
  render(badge(), 96, "badge-96.png"),
]);
