import { createHash } from "node:crypto";
import { PROPERTY_PHOTO_MAX_PIXELS } from "@roost/shared/domain/constants.ts";
import sharp from "sharp";
import { processImage } from "../../lib/images.ts";
import type { Storage } from "../../storage/storage.ts";

/**
 * The demo listings' photos: a dozen illustrated facades and rooms drawn as SVG, rendered with sharp
 * and pushed through the same processImage pipeline (and variants) as real uploads. Each image is
 * written once under properties/seed/ and shared by many listings.
 */

export type PhotoKind =
  | "terraced"
  | "semi"
  | "villa"
  | "apartments"
  | "mill"
  | "bungalow"
  | "houseboat"
  | "living-room"
  | "bedroom"
  | "kitchen"
  | "study"
  | "bathroom";

export const EXTERIOR_KINDS: readonly PhotoKind[] = [
  "terraced",
  "semi",
  "villa",
  "apartments",
  "mill",
  "bungalow",
  "houseboat",
];
export const INTERIOR_KINDS: readonly PhotoKind[] = [
  "living-room",
  "bedroom",
  "kitchen",
  "study",
  "bathroom",
];

export interface SeedPhoto {
  kind: PhotoKind;
  card: string;
  large: string;
  width: number;
  height: number;
}

const W = 1600;
const H = 1200;

export const SEED_PHOTO_VARIANTS = [
  { name: "card", width: 640, height: 480, fit: "cover" as const },
  { name: "large", width: 1600, height: 1200, fit: "inside" as const },
];

/** Renders, processes and stores every seed photo; returns them keyed by kind. */
export async function writeSeedPhotos(storage: Storage): Promise<Map<PhotoKind, SeedPhoto>> {
  const kinds = [...EXTERIOR_KINDS, ...INTERIOR_KINDS];
  const photos = await Promise.all(
    kinds.map(async (kind, index) => {
      const png = await sharp(Buffer.from(drawPhoto(kind)))
        .png({ compressionLevel: 1 })
        .toBuffer();
      const variants = await processImage(png, SEED_PHOTO_VARIANTS, { maxPixels: PROPERTY_PHOTO_MAX_PIXELS });
      // Named by their content, like every upload's key, since /files serves them as immutable.
      const version = createHash("sha256").update(png).digest("hex").slice(0, 12);
      const urls: Record<string, string> = {};
      for (const v of variants) {
        urls[v.name] = await storage.put(
          `properties/seed/${index + 1}-${version}-${v.name}.webp`,
          v.body,
          v.contentType,
        );
      }
      const large = variants.find((v) => v.name === "large");
      return {
        kind,
        card: urls.card,
        large: urls.large,
        width: large?.width ?? W,
        height: large?.height ?? H,
      } satisfies SeedPhoto;
    }),
  );
  return new Map(photos.map((p) => [p.kind, p]));
}

export function drawPhoto(kind: PhotoKind): string {
  switch (kind) {
    case "terraced":
      return terraced();
    case "semi":
      return semiDetached();
    case "villa":
      return villa();
    case "apartments":
      return apartments();
    case "mill":
      return millConversion();
    case "bungalow":
      return bungalow();
    case "houseboat":
      return houseboat();
    case "living-room":
      return livingRoom();
    case "bedroom":
      return bedroom();
    case "kitchen":
      return kitchen();
    case "study":
      return study();
    case "bathroom":
      return bathroom();
  }
}

// ---------------------------------------------------------------- drawing helpers

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}${glassDefs}</defs>${body}</svg>`;

const glassDefs =
  `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dcefff"/><stop offset="0.45" stop-color="#9cc3dd"/><stop offset="1" stop-color="#5f89a8"/></linearGradient>` +
  `<linearGradient id="glassWarm" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4d6"/><stop offset="1" stop-color="#e9b872"/></linearGradient>`;

const vGradient = (id: string, stops: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((c, i) => `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`;

const brickPattern = (id: string, brick: string, mortar: string) =>
  `<pattern id="${id}" width="80" height="40" patternUnits="userSpaceOnUse"><rect width="80" height="40" fill="${brick}"/>` +
  `<path d="M0 1.5H80M0 21.5H80M40 0V20M0 20V40M80 20V40" stroke="${mortar}" stroke-width="3"/></pattern>`;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

const sun = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r * 2.2}" fill="#fff7d6" opacity="0.35"/><circle cx="${x}" cy="${y}" r="${r}" fill="#ffe9a8"/>`;

const cloud = (x: number, y: number, s: number) =>
  `<g fill="#ffffff" opacity="0.88"><ellipse cx="${x}" cy="${y}" rx="${95 * s}" ry="${34 * s}"/>` +
  `<ellipse cx="${x - 60 * s}" cy="${y + 8 * s}" rx="${60 * s}" ry="${26 * s}"/>` +
  `<ellipse cx="${x + 65 * s}" cy="${y + 6 * s}" rx="${70 * s}" ry="${28 * s}"/>` +
  `<ellipse cx="${x + 5 * s}" cy="${y - 24 * s}" rx="${58 * s}" ry="${32 * s}"/></g>`;

const tree = (x: number, ground: number, s: number, leaf = "#4f8a4b", dark = "#3b6e3a") =>
  `<g><rect x="${x - 14 * s}" y="${ground - 190 * s}" width="${28 * s}" height="${190 * s}" fill="#6b4a32"/>` +
  `<circle cx="${x}" cy="${ground - 260 * s}" r="${110 * s}" fill="${dark}"/>` +
  `<circle cx="${x - 70 * s}" cy="${ground - 210 * s}" r="${80 * s}" fill="${leaf}"/>` +
  `<circle cx="${x + 72 * s}" cy="${ground - 215 * s}" r="${84 * s}" fill="${leaf}"/>` +
  `<circle cx="${x + 10 * s}" cy="${ground - 320 * s}" r="${78 * s}" fill="${leaf}"/></g>`;

const shrub = (x: number, y: number, s: number, fill = "#5c9a52") =>
  `<ellipse cx="${x}" cy="${y}" rx="${80 * s}" ry="${45 * s}" fill="${fill}"/><ellipse cx="${x + 40 * s}" cy="${y - 15 * s}" rx="${50 * s}" ry="${35 * s}" fill="${fill}" opacity="0.85"/>`;

interface WindowOptions {
  frame?: string;
  glass?: string;
  bars?: "cross" | "vertical" | "none";
  sill?: string;
  lintel?: string;
}

const windowAt = (x: number, y: number, w: number, h: number, o: WindowOptions = {}) => {
  const frame = o.frame ?? "#ffffff";
  const glass = o.glass ?? "url(#glass)";
  const bars = o.bars ?? "cross";
  let out = "";
  if (o.lintel) out += rect(x - 12, y - 24, w + 24, 24, o.lintel);
  out += rect(x, y, w, h, frame);
  out += rect(x + 10, y + 10, w - 20, h - 20, glass);
  out += `<path d="M${x + 16} ${y + h * 0.62}L${x + w * 0.55} ${y + 16}" stroke="#ffffff" stroke-width="10" opacity="0.25"/>`;
  if (bars === "cross") {
    out += rect(x + w / 2 - 4, y + 10, 8, h - 20, frame);
    out += rect(x + 10, y + h * 0.42, w - 20, 8, frame);
  } else if (bars === "vertical") {
    out += rect(x + w / 2 - 4, y + 10, 8, h - 20, frame);
  }
  if (o.sill) out += rect(x - 10, y + h, w + 20, 16, o.sill);
  return out;
};

const door = (x: number, y: number, w: number, h: number, color: string, frame = "#f4f1ea") =>
  rect(x - 12, y - 12, w + 24, h + 12, frame) +
  rect(x, y, w, h, color) +
  rect(x + 12, y + 14, w - 24, h * 0.22, "url(#glass)") +
  rect(
    x + 14,
    y + h * 0.34,
    w - 28,
    h * 0.26,
    "none",
    `stroke="#000" stroke-opacity="0.18" stroke-width="4"`,
  ) +
  rect(
    x + 14,
    y + h * 0.66,
    w - 28,
    h * 0.26,
    "none",
    `stroke="#000" stroke-opacity="0.18" stroke-width="4"`,
  ) +
  `<circle cx="${x + w - 18}" cy="${y + h * 0.58}" r="7" fill="#d8b45a"/>`;

const pavement = (y: number) =>
  rect(0, y, W, H - y, "#b9b6b0") +
  rect(0, y, W, 14, "#d6d2ca") +
  Array.from({ length: 9 }, (_, i) => rect(i * 200 - 2, y + 14, 4, H - y, "#a7a39c")).join("");

// ---------------------------------------------------------------- exteriors

function terraced() {
  const defs =
    vGradient("sky", ["#6fa8dc", "#cfe6f7", "#eef6fb"]) +
    brickPattern("brick", "#a8553b", "#c99f86") +
    brickPattern("brickDark", "#8e4532", "#b88a72");
  const doors = ["#1f3a5f", "#7a1f2b", "#2f5d3a"];
  let houses = "";
  for (let i = 0; i < 3; i++) {
    const x0 = 110 + i * 460;
    houses +=
      // Bay window with a stone surround and its own little slate roof.
      rect(x0 + 30, 620, 250, 300, "#e8e1d3") +
      `<polygon points="${x0 + 20},620 ${x0 + 290},620 ${x0 + 260},580 ${x0 + 50},580" fill="#4a5360"/>` +
      windowAt(x0 + 45, 650, 70, 240, { bars: "none", frame: "#fbfaf7" }) +
      windowAt(x0 + 120, 650, 70, 240, { bars: "none", frame: "#fbfaf7" }) +
      windowAt(x0 + 195, 650, 70, 240, { bars: "none", frame: "#fbfaf7" }) +
      door(x0 + 320, 640, 105, 300, doors[i]) +
      `<path d="M${x0 + 308} 628 A64 40 0 0 1 ${x0 + 437} 628" fill="#e8e1d3"/>` +
      windowAt(x0 + 55, 450, 160, 130, { sill: "#e8e1d3", lintel: "#e8e1d3" }) +
      windowAt(x0 + 280, 450, 130, 130, { sill: "#e8e1d3", lintel: "#e8e1d3" }) +
      rect(x0 - 2, 430, 4, 570, "#7d3c2a") +
      rect(x0 + 10, 930, 280, 70, "url(#brickDark)") +
      rect(x0 + 4, 920, 292, 14, "#d9d2c4");
  }
  const chimneys = [330, 790, 1250]
    .map(
      (x) =>
        rect(x - 35, 220, 70, 110, "url(#brick)") +
        rect(x - 42, 212, 84, 14, "#d9d2c4") +
        rect(x - 22, 190, 16, 26, "#b5694a") +
        rect(x + 6, 194, 16, 22, "#b5694a"),
    )
    .join("");
  const body =
    rect(0, 0, W, H, "url(#sky)") +
    sun(1380, 150, 60) +
    cloud(320, 140, 1.1) +
    cloud(900, 90, 0.8) +
    tree(40, 1000, 1.2, "#5b9a55", "#3f7a3e") +
    chimneys +
    `<polygon points="80,440 1520,440 1450,300 150,300" fill="#4d5663"/>` +
    `<path d="M150 300H1450" stroke="#3a414b" stroke-width="8"/>` +
    rect(110, 430, 1380, 570, "url(#brick)") +
    rect(100, 430, 1400, 16, "#3a414b") +
    houses +
    pavement(1000) +
    rect(0, 1100, W, 100, "#5a5d63") +
    tree(1560, 1010, 1.3, "#6aa35f", "#497f44");
  return svg(defs, body);
}

function semiDetached() {
  const defs =
    vGradient("sky", ["#8ab6e8", "#dbeaf8", "#fdf6ec"]) + vGradient("lawn", ["#7dbb65", "#5d9a4c"]);
  const half = (x0: number, mirror: boolean) => {
    const bayX = mirror ? x0 + 300 : x0 + 40;
    const doorX = mirror ? x0 + 80 : x0 + 400;
    return (
      rect(bayX, 640, 220, 300, "#f6efe2") +
      `<polygon points="${bayX - 14},640 ${bayX + 234},640 ${bayX + 200},590 ${bayX + 20},590" fill="#6e4330"/>` +
      windowAt(bayX + 15, 670, 190, 230, { bars: "vertical", frame: "#ffffff" }) +
      door(doorX, 660, 100, 290, mirror ? "#3d6b8c" : "#8c3d4f") +
      `<polygon points="${doorX - 40},650 ${doorX + 140},650 ${doorX + 120},610 ${doorX - 20},610" fill="#6e4330"/>` +
      windowAt(x0 + 60, 470, 170, 130, { sill: "#d8ccb4" }) +
      windowAt(x0 + 320, 470, 170, 130, { sill: "#d8ccb4" })
    );
  };
  const body =
    rect(0, 0, W, H, "url(#sky)") +
    sun(260, 170, 55) +
    cloud(1150, 130, 1) +
    cloud(700, 220, 0.6) +
    tree(110, 1010, 1.25, "#6aa35f", "#487f42") +
    tree(1500, 1010, 1.1, "#7aad5a", "#557f3c") +
    rect(560, 230, 70, 120, "#a8705a") +
    rect(970, 230, 70, 120, "#a8705a") +
    `<polygon points="200,460 1400,460 1230,250 370,250" fill="#7b4b35"/>` +
    `<path d="M370 250H1230" stroke="#5e3726" stroke-width="10"/>` +
    rect(240, 460, 1120, 540, "#efe4cf") +
    rect(797, 460, 6, 540, "#d9ccb2") +
    half(240, false) +
    half(800, true) +
    rect(0, 1000, W, 200, "url(#lawn)") +
    `<polygon points="690,1000 800,1000 860,1200 600,1200" fill="#cbbfa8"/>` +
    `<polygon points="800,1000 910,1000 1000,1200 860,1200" fill="#d9cdb6"/>` +
    shrub(380, 1010, 1.1, "#4e8a45") +
    shrub(1230, 1010, 1.1, "#4e8a45") +
    shrub(90, 1120, 1.3, "#3f7a3a") +
    shrub(1500, 1130, 1.3, "#3f7a3a");
  return svg(defs, body);
}

function villa() {
  const defs =
    vGradient("sky", ["#6d93d6", "#c5d5ef", "#ffe0b8"]) +
    brickPattern("brick", "#b5654a", "#d9b39d") +
    vGradient("lawn", ["#6fae5c", "#4c8a43"]);
  const lintel = "#efe6d6";
  const body =
    rect(0, 0, W, H, "url(#sky)") +
    cloud(1250, 160, 1.2) +
    cloud(420, 110, 0.7) +
    tree(180, 1000, 1.6, "#4d8a49", "#336236") +
    tree(1440, 1000, 1.5, "#5a9650", "#3a6b38") +
    rect(520, 180, 64, 130, "url(#brick)") +
    rect(1040, 190, 64, 120, "url(#brick)") +
    `<polygon points="380,400 1230,400 1130,240 480,240" fill="#525a66"/>` +
    rect(420, 400, 780, 610, "url(#brick)") +
    `<polygon points="400,420 610,180 820,420" fill="#525a66"/>` +
    `<polygon points="430,420 610,215 790,420" fill="url(#brick)"/>` +
    `<path d="M400 420 L610 180 L820 420" fill="none" stroke="${lintel}" stroke-width="14"/>` +
    windowAt(560, 300, 100, 100, { bars: "none", lintel, frame: "#fff" }) +
    windowAt(480, 470, 110, 200, { lintel, sill: lintel }) +
    windowAt(640, 470, 110, 200, { lintel, sill: lintel }) +
    windowAt(900, 470, 110, 200, { lintel, sill: lintel }) +
    windowAt(1050, 470, 110, 200, { lintel, sill: lintel }) +
    windowAt(480, 760, 110, 210, { lintel, sill: lintel }) +
    windowAt(640, 760, 110, 210, { lintel, sill: lintel }) +
    door(930, 760, 130, 250, "#203a2d", lintel) +
    rect(900, 1000, 190, 20, "#cfc6b6") +
    rect(880, 1020, 230, 20, "#bfb5a3") +
    rect(0, 1010, W, 190, "url(#lawn)") +
    `<polygon points="900,1040 1090,1040 1180,1200 820,1200" fill="#d8ccb2"/>` +
    shrub(560, 1010, 1.2, "#3f7a3a") +
    shrub(760, 1015, 0.9, "#4e8a45") +
    shrub(1250, 1015, 1.1, "#3f7a3a") +
    `<g fill="#e7a0b4">${[520, 600, 680, 1220, 1290].map((x) => `<circle cx="${x}" cy="985" r="12"/>`).join("")}</g>`;
  return svg(defs, body);
}

function apartments() {
  const defs =
    vGradient("sky", ["#3f8fe0", "#9fcff3", "#e3f3fd"]) +
    brickPattern("brick", "#9a5a45", "#bf9582") +
    vGradient("tower", ["#f1f3f5", "#d9dde2"]);
  const panels = ["#2a9d8f", "#e76f51", "#e9c46a", "#2a9d8f", "#264653"];
  let grid = "";
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 5; col++) {
      const x = 460 + col * 140;
      const y = 200 + row * 102;
      grid += rect(x, y, 110, 78, "url(#glass)");
      grid += rect(x, y + 78, 110, 8, "#9aa3ad");
      if ((row + col) % 3 === 0) grid += rect(x - 6, y + 10, 14, 68, panels[(row + col) % panels.length]);
      if (col % 2 === 1)
        grid += rect(x - 8, y + 60, 126, 26, "#cfe3ee", `opacity="0.8" stroke="#8a96a3" stroke-width="3"`);
    }
  }
  let left = "";
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 2; col++)
      left += windowAt(150 + col * 120, 560 + row * 110, 80, 80, { bars: "none" });
  let right = "";
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 2; col++)
      right += windowAt(1230 + col * 130, 470 + row * 110, 90, 80, { bars: "vertical", frame: "#efe9df" });
  const body =
    rect(0, 0, W, H, "url(#sky)") +
    cloud(250, 140, 0.9) +
    cloud(1350, 200, 1.1) +
    rect(100, 520, 330, 540, "#8a8f98") +
    left +
    rect(1190, 420, 330, 640, "url(#brick)") +
    right +
    rect(420, 150, 760, 910, "url(#tower)") +
    rect(410, 140, 780, 20, "#aab2bb") +
    grid +
    rect(700, 930, 200, 130, "#3a4550") +
    rect(712, 942, 176, 118, "url(#glass)") +
    pavement(1050) +
    `<g>${[300, 1000, 1400]
      .map((x) => rect(x - 50, 1030, 100, 50, "#6b6f75") + shrub(x, 1020, 0.8, "#5c9a52"))
      .join("")}</g>`;
  return svg(defs, body);
}

function millConversion() {
  const defs =
    vGradient("sky", ["#7fb3d9", "#cfe4f2", "#f4f8fb"]) +
    brickPattern("brick", "#9c4a32", "#c08a73") +
    vGradient("water", ["#4c8f9c", "#2b6470", "#1c4852"]);
  let windows = "";
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 9; col++) {
      const x = 90 + col * 150;
      const y = 330 + row * 125;
      windows +=
        `<path d="M${x} ${y + 90}V${y + 30}A45 30 0 0 1 ${x + 90} ${y + 30}V${y + 90}Z" fill="#2e3a40"/>` +
        `<path d="M${x + 8} ${y + 88}V${y + 32}A37 24 0 0 1 ${x + 82} ${y + 32}V${y + 88}Z" fill="url(#glass)"/>` +
        rect(x + 42, y + 12, 6, 78, "#2e3a40") +
        rect(x - 6, y + 90, 102, 10, "#d8c7b2");
    }
  }
  const body =
    rect(0, 0, W, H, "url(#sky)") +
    cloud(400, 120, 1) +
    cloud(1000, 80, 0.7) +
    rect(1390, 40, 90, 300, "url(#brick)") +
    rect(1380, 30, 110, 20, "#7a3826") +
    rect(40, 280, 1420, 560, "url(#brick)") +
    rect(30, 262, 1440, 24, "#7a3826") +
    windows +
    rect(1460, 420, 140, 420, "#6f7780") +
    rect(0, 830, W, 60, "#a8a39a") +
    rect(0, 830, W, 10, "#c9c3b8") +
    rect(0, 890, W, 310, "url(#water)") +
    Array.from(
      { length: 14 },
      (_, i) =>
        `<rect x="${(i * 137) % 1500}" y="${920 + i * 19}" width="${120 + (i % 4) * 40}" height="6" fill="#ffffff" opacity="0.18"/>`,
    ).join("") +
    `<g opacity="0.25" transform="translate(0 1780) scale(1 -1)">${rect(40, 840, 1420, 60, "#9c4a32")}</g>` +
    tree(1540, 840, 0.9, "#5b9a55", "#3f7a3e");
  return svg(defs, body);
}

function bungalow() {
  const defs =
    vGradient("sky", ["#5aa3e8", "#bfe0fa", "#eef8ff"]) +
    vGradient("lawn", ["#8cc56c", "#5f9d4d"]) +
    `<pattern id="dash" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="#dccfb3"/><circle cx="6" cy="7" r="2" fill="#c9b997"/><circle cx="17" cy="16" r="2" fill="#c9b997"/></pattern>`;
  const flowers = Array.from({ length: 22 }, (_, i) => {
    const colors = ["#e85d75", "#f4a261", "#ffd166", "#c77dff", "#ffffff"];
    const x = 120 + i * 62;
    return `<circle cx="${x}" cy="${1000 + (i % 3) * 10}" r="13" fill="${colors[i % colors.length]}"/>`;
  }).join("");
  const body =
    rect(0, 0, W, H, "url(#sky)") +
    sun(1300, 160, 70) +
    cloud(400, 170, 1) +
    tree(130, 960, 1.3, "#6aa35f", "#487f42") +
    tree(1480, 960, 1.1, "#5f9a4d", "#3f7a3a") +
    rect(1000, 380, 60, 110, "#a0522d") +
    `<polygon points="260,620 1340,620 1190,410 410,410" fill="#a9583a"/>` +
    `<path d="M410 410H1190" stroke="#7f3f28" stroke-width="10"/>` +
    rect(300, 620, 1000, 340, "url(#dash)") +
    rect(290, 610, 1020, 14, "#f3efe6") +
    windowAt(360, 680, 220, 170, { sill: "#f3efe6" }) +
    windowAt(1020, 680, 220, 170, { sill: "#f3efe6" }) +
    door(740, 690, 120, 270, "#c0392b") +
    windowAt(640, 700, 60, 130, { bars: "none" }) +
    windowAt(900, 700, 60, 130, { bars: "none" }) +
    rect(0, 960, W, 240, "url(#lawn)") +
    flowers +
    `<polygon points="740,960 860,960 940,1200 660,1200" fill="#d6cbb5"/>` +
    `<g fill="#fbfbf8">${Array.from({ length: 40 }, (_, i) =>
      i * 40 > 620 && i * 40 < 940
        ? ""
        : `<path d="M${i * 40 + 4} 1150V1085L${i * 40 + 16} 1070L${i * 40 + 28} 1085V1150Z"/>`,
    ).join("")}</g>` +
    rect(0, 1095, 640, 12, "#fbfbf8") +
    rect(960, 1095, 640, 12, "#fbfbf8");
  return svg(defs, body);
}

function houseboat() {
  const defs =
    vGradient("sky", ["#7ab8e6", "#d3ebfa", "#fbf3e4"]) +
    vGradient("water", ["#5a9aa4", "#2f6a73", "#1d4a52"]) +
    brickPattern("brick", "#a35a40", "#c79a84");
  const windows = Array.from(
    { length: 7 },
    (_, i) =>
      `<rect x="${420 + i * 120}" y="600" width="64" height="52" rx="12" fill="#c9a227"/><rect x="${428 + i * 120}" y="608" width="48" height="36" rx="8" fill="url(#glassWarm)"/>`,
  ).join("");
  const body =
    rect(0, 0, W, H, "url(#sky)") +
    cloud(1200, 120, 1) +
    cloud(300, 90, 0.7) +
    rect(0, 330, W, 290, "url(#brick)") +
    Array.from({ length: 6 }, (_, i) => windowAt(90 + i * 260, 400, 120, 150, { frame: "#e9e2d4" })).join(
      "",
    ) +
    tree(150, 640, 0.9, "#5b9a55", "#3f7a3e") +
    tree(1450, 640, 1, "#6aa35f", "#487f42") +
    rect(0, 620, W, 90, "#b4aea3") +
    rect(0, 620, W, 10, "#d2cbbf") +
    rect(0, 710, W, 490, "url(#water)") +
    // The narrowboat: cabin, trim, hull and a rounded bow.
    `<path d="M240 700 H1320 Q1440 700 1470 760 L1440 820 H270 Q230 820 230 780 Z" fill="#1d1f22"/>` +
    rect(300, 560, 1010, 140, "#1e5a3c", `rx="10"`) +
    rect(300, 560, 1010, 16, "#a52a2a", `rx="6"`) +
    rect(300, 684, 1010, 16, "#a52a2a") +
    windows +
    rect(360, 590, 30, 110, "#a52a2a") +
    rect(1250, 520, 26, 50, "#2b2b2b") +
    `<circle cx="1120" cy="548" r="20" fill="#d45b5b"/><circle cx="1150" cy="548" r="16" fill="#5c9a52"/><circle cx="1090" cy="552" r="14" fill="#f2c14e"/>` +
    rect(1080, 552, 90, 10, "#7a4e2d") +
    `<g opacity="0.28" transform="translate(0 1640) scale(1 -1)">${rect(300, 700, 1010, 120, "#1e5a3c")}</g>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${(i * 173) % 1450}" y="${860 + i * 27}" width="${140 + (i % 3) * 50}" height="5" fill="#ffffff" opacity="0.2"/>`,
    ).join("");
  return svg(defs, body);
}

// ---------------------------------------------------------------- interiors

const planks = (y: number, color: string, line: string) =>
  rect(0, y, W, H - y, color) +
  Array.from({ length: 8 }, (_, i) => rect(0, y + 20 + i * 42, W, 3, line)).join("") +
  Array.from({ length: 14 }, (_, i) =>
    rect(((i * 263) % 1500) + 40, y + 20 + (i % 8) * 42, 3, 42, line),
  ).join("");

let clipCount = 0;
const viewOutside = (x: number, y: number, w: number, h: number) => {
  const id = `view${++clipCount}`;
  return (
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath><g clip-path="url(#${id})">` +
    rect(x, y, w, h, "url(#outside)") +
    `<ellipse cx="${x + w * 0.3}" cy="${y + h * 0.3}" rx="${w * 0.18}" ry="${h * 0.05}" fill="#fff" opacity="0.8"/>` +
    `<ellipse cx="${x + w * 0.5}" cy="${y + h * 1.02}" rx="${w * 0.7}" ry="${h * 0.3}" fill="#6da45e"/>` +
    `<circle cx="${x + w * 0.78}" cy="${y + h * 0.72}" r="${w * 0.14}" fill="#4c8a49"/></g>`
  );
};

const plant = (x: number, floor: number, s: number) =>
  `<path d="M${x - 40 * s} ${floor - 110 * s}H${x + 40 * s}L${x + 30 * s} ${floor}H${x - 30 * s}Z" fill="#c8734f"/>` +
  `<g fill="#3f8a4f">` +
  `<ellipse cx="${x - 40 * s}" cy="${floor - 180 * s}" rx="${22 * s}" ry="${70 * s}" transform="rotate(-25 ${x - 40 * s} ${floor - 180 * s})"/>` +
  `<ellipse cx="${x + 40 * s}" cy="${floor - 185 * s}" rx="${22 * s}" ry="${70 * s}" transform="rotate(25 ${x + 40 * s} ${floor - 185 * s})"/>` +
  `<ellipse cx="${x}" cy="${floor - 220 * s}" rx="${24 * s}" ry="${85 * s}"/></g>`;

const frame = (x: number, y: number, w: number, h: number, a: string, b: string) =>
  rect(x, y, w, h, "#3b3a36") +
  rect(x + 12, y + 12, w - 24, h - 24, a) +
  `<circle cx="${x + w * 0.62}" cy="${y + h * 0.45}" r="${Math.min(w, h) * 0.2}" fill="${b}"/>` +
  `<polygon points="${x + 12},${y + h - 12} ${x + w * 0.4},${y + h * 0.45} ${x + w - 12},${y + h - 12}" fill="${b}" opacity="0.6"/>`;

function livingRoom() {
  const defs =
    vGradient("wall", ["#f6ede1", "#eadccb"]) +
    vGradient("outside", ["#7db9e8", "#d5ecfa"]) +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff3cf" stop-opacity="0.9"/><stop offset="1" stop-color="#fff3cf" stop-opacity="0"/></radialGradient>`;
  const body =
    rect(0, 0, W, 860, "url(#wall)") +
    planks(860, "#b98b63", "#a07550") +
    rect(0, 845, W, 18, "#fbf8f2") +
    // Window with curtains.
    rect(1030, 200, 400, 470, "#ffffff") +
    viewOutside(1048, 218, 364, 434) +
    rect(1226, 218, 8, 434, "#ffffff") +
    rect(990, 170, 480, 14, "#6b5a48") +
    `<path d="M990 184 H1070 Q1060 450 1090 700 H990Z" fill="#c96f4a"/>` +
    `<path d="M1470 184 H1390 Q1400 450 1370 700 H1470Z" fill="#c96f4a"/>` +
    // Pictures above the sofa.
    frame(300, 250, 220, 170, "#f4d6b0", "#e07a5f") +
    frame(560, 220, 160, 220, "#cde3dd", "#3d8b7d") +
    // Rug, sofa, cushions, coffee table.
    `<ellipse cx="620" cy="1010" rx="520" ry="110" fill="#d9c3a5"/>` +
    `<ellipse cx="620" cy="1010" rx="470" ry="90" fill="none" stroke="#b5562f" stroke-width="8"/>` +
    rect(180, 540, 800, 250, "#3f6f73", `rx="40"`) +
    rect(150, 660, 120, 230, "#35605f", `rx="36"`) +
    rect(890, 660, 120, 230, "#35605f", `rx="36"`) +
    rect(240, 700, 680, 160, "#4a7f83", `rx="26"`) +
    rect(250, 610, 160, 130, "#e9c46a", `rx="24" transform="rotate(-8 330 675)"`) +
    rect(760, 610, 160, 130, "#e76f51", `rx="24" transform="rotate(8 840 675)"`) +
    rect(520, 630, 130, 110, "#f4efe6", `rx="22"`) +
    rect(200, 880, 24, 30, "#3b2f25") +
    rect(940, 880, 24, 30, "#3b2f25") +
    rect(430, 930, 380, 24, "#7a5638", `rx="8"`) +
    rect(460, 954, 16, 70, "#5e4029") +
    rect(764, 954, 16, 70, "#5e4029") +
    rect(520, 900, 70, 34, "#fbfbf8", `rx="6"`) +
    `<circle cx="700" cy="915" r="20" fill="#8fb996"/>` +
    // Floor lamp and plant.
    `<circle cx="1560" cy="380" r="260" fill="url(#glow)"/>` +
    rect(1555, 420, 10, 600, "#333") +
    `<path d="M1490 420 H1630 L1590 320 H1530Z" fill="#f6e7c8"/>` +
    rect(1520, 1010, 80, 14, "#333") +
    plant(1120, 1000, 1.2);
  return svg(defs, body);
}

function bedroom() {
  const defs =
    vGradient("wall", ["#e4ece0", "#d3dfcf"]) +
    vGradient("outside", ["#8cc4ec", "#e3f2fb"]) +
    vGradient("duvet", ["#ffffff", "#eceae6"]);
  const blinds = Array.from({ length: 9 }, (_, i) => rect(128, 228 + i * 18, 324, 8, "#f6f1e8")).join("");
  const body =
    rect(0, 0, W, 880, "url(#wall)") +
    rect(0, 880, W, 320, "#cdbfae") +
    rect(0, 868, W, 16, "#fbf8f2") +
    rect(110, 210, 360, 440, "#ffffff") +
    viewOutside(128, 228, 324, 404) +
    blinds +
    frame(680, 260, 420, 220, "#f1dcc8", "#b07156") +
    // Headboard, bed, duvet, pillows, throw.
    rect(520, 480, 560, 300, "#8a9a7b", `rx="30"`) +
    rect(470, 720, 660, 230, "#ece6dc", `rx="16"`) +
    rect(540, 640, 220, 110, "#ffffff", `rx="28"`) +
    rect(840, 640, 220, 110, "#ffffff", `rx="28"`) +
    rect(600, 670, 160, 90, "#d4a373", `rx="22"`) +
    `<path d="M470 760 H1130 V960 Q800 990 470 960Z" fill="url(#duvet)"/>` +
    rect(470, 860, 660, 80, "#c97b63") +
    rect(470, 860, 660, 10, "#a85f4a") +
    rect(490, 950, 24, 50, "#5e4a38") +
    rect(1086, 950, 24, 50, "#5e4a38") +
    // Bedside tables and lamps.
    rect(300, 750, 150, 180, "#b08968", `rx="8"`) +
    rect(318, 810, 114, 6, "#8f6c4f") +
    rect(1150, 750, 150, 180, "#b08968", `rx="8"`) +
    rect(1168, 810, 114, 6, "#8f6c4f") +
    `<path d="M330 740 L420 740 L400 660 L350 660Z" fill="#f2e2c0"/>` +
    rect(370, 740, 10, 10, "#555") +
    `<path d="M1180 740 L1270 740 L1250 660 L1200 660Z" fill="#f2e2c0"/>` +
    rect(1220, 740, 10, 10, "#555") +
    // Wardrobe.
    rect(1360, 260, 240, 620, "#f2ede4") +
    rect(1480, 260, 4, 620, "#d6cfc3") +
    rect(1455, 520, 8, 70, "#9b8f80") +
    rect(1500, 520, 8, 70, "#9b8f80") +
    `<ellipse cx="800" cy="1100" rx="420" ry="70" fill="#b7a793" opacity="0.7"/>`;
  return svg(defs, body);
}

function kitchen() {
  const defs =
    vGradient("wall", ["#fbfaf6", "#efede6"]) +
    vGradient("outside", ["#7fbce8", "#e0f1fb"]) +
    vGradient("steel", ["#e9edf0", "#b9c1c8"]) +
    `<pattern id="tiles" width="60" height="30" patternUnits="userSpaceOnUse"><rect width="60" height="30" fill="#dfeeea"/><path d="M0 0.5H60M0 15.5H60M30 0V15M0 15V30M60 15V30" stroke="#bcd3cd" stroke-width="2"/></pattern>` +
    `<pattern id="floor" width="120" height="120" patternUnits="userSpaceOnUse"><rect width="120" height="120" fill="#e8e2d6"/><rect width="60" height="60" fill="#5b6770"/><rect x="60" y="60" width="60" height="60" fill="#5b6770"/></pattern>`;
  const cabinets = (x0: number, count: number, y: number, h: number, color: string) =>
    Array.from(
      { length: count },
      (_, i) =>
        rect(x0 + i * 150 + 4, y, 142, h, color, `rx="4"`) +
        rect(x0 + i * 150 + 60, y + (y > 600 ? 20 : h - 30), 30, 8, "#d8b45a", `rx="4"`),
    ).join("");
  const body =
    rect(0, 0, W, 1000, "url(#wall)") +
    rect(0, 1000, W, 200, "url(#floor)") +
    rect(520, 220, 440, 300, "#ffffff") +
    viewOutside(536, 236, 408, 268) +
    rect(736, 236, 8, 268, "#ffffff") +
    rect(500, 516, 480, 14, "#e4ddd0") +
    cabinets(40, 3, 180, 250, "#27496d") +
    cabinets(1000, 1, 180, 250, "#27496d") +
    rect(40, 540, 1160, 110, "url(#tiles)") +
    rect(20, 640, 1200, 44, "#b98b5e") +
    cabinets(40, 8, 690, 300, "#27496d") +
    rect(600, 644, 280, 16, "url(#steel)") +
    `<path d="M730 644 V590 Q730 560 760 560 H790" fill="none" stroke="#b9c1c8" stroke-width="12"/>` +
    // Hob and pan.
    rect(170, 630, 300, 14, "#2b2b2b") +
    `<ellipse cx="260" cy="620" rx="80" ry="16" fill="#3a3a3a"/>` +
    rect(180, 560, 160, 62, "#3a3a3a", `rx="10"`) +
    rect(340, 580, 90, 10, "#3a3a3a") +
    // Oven door.
    rect(164, 720, 290, 240, "#1d1d1f", `rx="8"`) +
    rect(190, 770, 238, 150, "#3b3f44", `rx="6"`) +
    rect(210, 735, 200, 12, "#c9ccd0", `rx="6"`) +
    // Fridge, pendants, bowl of fruit.
    rect(1260, 240, 260, 760, "url(#steel)", `rx="12"`) +
    rect(1260, 540, 260, 6, "#9aa3ab") +
    rect(1280, 320, 10, 150, "#8a939b") +
    rect(1280, 580, 10, 200, "#8a939b") +
    [360, 1100]
      .map(
        (x) =>
          rect(x - 2, 0, 4, 120, "#333") +
          `<path d="M${x - 60} 180 Q${x} 90 ${x + 60} 180Z" fill="#e9c46a"/>` +
          `<ellipse cx="${x}" cy="182" rx="40" ry="8" fill="#fff4c2"/>`,
      )
      .join("") +
    `<ellipse cx="1060" cy="628" rx="80" ry="22" fill="#f4f1ea"/><circle cx="1030" cy="605" r="24" fill="#f4a261"/><circle cx="1075" cy="600" r="26" fill="#90be6d"/><circle cx="1100" cy="615" r="18" fill="#e63946"/>`;
  return svg(defs, body);
}

function study() {
  const defs =
    vGradient("wall", ["#e9f0f8", "#d8e3ef"]) +
    vGradient("outside", ["#93c8ee", "#e6f4fc"]) +
    vGradient("screen", ["#4a6fa5", "#88b4e6"]);
  const bookColors = ["#e76f51", "#2a9d8f", "#e9c46a", "#264653", "#f4a261", "#8d99ae", "#b5838d", "#6d597a"];
  const books = (x0: number, y: number) =>
    Array.from({ length: 12 }, (_, i) => {
      const h = 70 + ((i * 37) % 40);
      return rect(x0 + i * 30, y - h, 26, h, bookColors[i % bookColors.length]);
    }).join("");
  const notes = ["#ffd166", "#f4a261", "#a8dadc", "#ffafcc", "#caffbf"]
    .map((c, i) =>
      rect(770 + i * 60, 300 + (i % 2) * 70, 50, 50, c, `transform="rotate(${(i % 3) - 1} 0 0)"`),
    )
    .join("");
  const body =
    rect(0, 0, W, 900, "url(#wall)") +
    planks(900, "#c9a27e", "#b08a66") +
    rect(0, 886, W, 16, "#ffffff") +
    rect(160, 160, 360, 400, "#ffffff") +
    viewOutside(176, 176, 328, 368) +
    rect(336, 176, 8, 368, "#ffffff") +
    rect(740, 260, 330, 220, "#c89f74") +
    rect(752, 272, 306, 196, "#dcbc94") +
    notes +
    rect(120, 140, 440, 12, "#8d99ae") +
    books(180, 140) +
    // Desk, laptop, mug, chair.
    rect(120, 640, 700, 30, "#8c6a4f") +
    rect(140, 670, 20, 300, "#6f533d") +
    rect(780, 670, 20, 300, "#6f533d") +
    rect(600, 670, 200, 180, "#9d7a5c") +
    rect(680, 750, 40, 8, "#d8b45a") +
    `<path d="M320 640 L340 520 H560 L580 640Z" fill="#2b2d42"/>` +
    `<path d="M345 630 L360 535 H540 L555 630Z" fill="url(#screen)"/>` +
    rect(280, 636, 340, 10, "#8d99ae", `rx="4"`) +
    rect(640, 590, 44, 50, "#e76f51", `rx="6"`) +
    `<path d="M684 600 q24 14 0 28" fill="none" stroke="#e76f51" stroke-width="8"/>` +
    rect(330, 700, 220, 40, "#2a9d8f", `rx="12"`) +
    rect(360, 740, 160, 180, "#2a9d8f", `rx="20"`) +
    rect(430, 920, 20, 80, "#444") +
    `<ellipse cx="440" cy="1010" rx="110" ry="18" fill="#444"/>` +
    // Single bed with a patterned throw.
    rect(920, 610, 60, 360, "#6d597a", `rx="16"`) +
    rect(960, 760, 600, 180, "#f4f1ea", `rx="14"`) +
    rect(990, 700, 200, 90, "#ffffff", `rx="26"`) +
    `<path d="M1150 770 H1560 V940 H1120Z" fill="#b5838d"/>` +
    Array.from({ length: 6 }, (_, i) => rect(1180 + i * 64, 780, 10, 150, "#e5c1c8")).join("") +
    rect(990, 940, 20, 50, "#4a3b30") +
    rect(1520, 940, 20, 50, "#4a3b30") +
    plant(1480, 640, 0.7) +
    rect(1420, 640, 120, 10, "#8c6a4f");
  return svg(defs, body);
}

function bathroom() {
  const defs =
    `<pattern id="wallTiles" width="100" height="50" patternUnits="userSpaceOnUse"><rect width="100" height="50" fill="#f4f8f7"/><path d="M0 0.5H100M0 25.5H100M50 0V25M0 25V50M100 25V50" stroke="#d5e4e1" stroke-width="3"/></pattern>` +
    `<pattern id="floorTiles" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="#9fb8b3"/><path d="M0 0.5H80M0.5 0V80" stroke="#86a19b" stroke-width="3"/></pattern>` +
    vGradient("mirror", ["#e8f2f7", "#b7cfdb"]) +
    vGradient("glassPanel", ["#e6f4f8", "#cfe6ee"]);
  const body =
    rect(0, 0, W, 1000, "url(#wallTiles)") +
    rect(0, 520, W, 20, "#7fb5a9") +
    rect(0, 1000, W, 200, "url(#floorTiles)") +
    // Bath with a shower screen.
    rect(140, 720, 760, 280, "#ffffff", `rx="24"`) +
    rect(140, 720, 760, 30, "#eef2f2", `rx="12"`) +
    rect(170, 760, 700, 230, "#f7f9f9", `rx="20" stroke="#dfe6e6" stroke-width="4"`) +
    rect(820, 300, 16, 430, "#c0c7cc") +
    rect(836, 300, 4, 420, "#aab3b9") +
    rect(560, 290, 300, 430, "url(#glassPanel)", `opacity="0.55" stroke="#c0c7cc" stroke-width="6"`) +
    `<circle cx="760" cy="300" r="36" fill="#c0c7cc"/>` +
    rect(700, 320, 120, 10, "#c0c7cc") +
    // Basin, mirror, tap, toiletries.
    rect(1080, 200, 360, 340, "url(#mirror)", `rx="170" stroke="#c9a227" stroke-width="10"`) +
    rect(1060, 640, 400, 40, "#ffffff", `rx="16"`) +
    rect(1090, 680, 340, 300, "#5b7f8c", `rx="8"`) +
    rect(1258, 700, 4, 260, "#4b6b76") +
    rect(1200, 800, 40, 8, "#d8b45a") +
    rect(1280, 800, 40, 8, "#d8b45a") +
    rect(1245, 600, 30, 44, "#c0c7cc") +
    rect(1150, 600, 34, 44, "#e9c46a", `rx="6"`) +
    rect(1340, 596, 30, 48, "#2a9d8f", `rx="6"`) +
    // Towel rail and towel.
    rect(960, 560, 60, 8, "#c0c7cc") +
    rect(960, 560, 60, 200, "#e76f51", `rx="6"`) +
    rect(960, 720, 60, 10, "#f4a261") +
    plant(1520, 1000, 0.9) +
    `<ellipse cx="520" cy="1080" rx="220" ry="50" fill="#f1e3d3"/>`;
  return svg(defs, body);
}
