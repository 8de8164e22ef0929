import {
  type PropertySearchQuery,
  SEARCH_PAGE_SIZE,
  type SearchSort,
} from "@roost/shared/contracts/properties.ts";
import { FURNISHING, MANCHESTER_AREAS, PROPERTY_TYPES } from "@roost/shared/domain/property.ts";
import type pg from "pg";
import { encodeCursor } from "../../apps/server/src/features/properties/search/search-cursor.ts";
import type { SearchParams } from "../../apps/server/src/features/properties/search/search-params.ts";
import {
  searchParams,
  searchStatement,
} from "../../apps/server/src/features/properties/search/sql/search-statement.ts";

// The searches the bench sends (decision 042): not one URL hammered (which any cache would answer
// every time) but a stream drawn with a fixed seed from thousands of filter combinations and pages.
// Half the stream repeats a search already sent, as popular searches come back; the other half
// is new, so a cache of result pages can answer at most about half of it and the goals must hold
// with the uncached path doing the rest.

/** Share of the stream that repeats an earlier search: the most any cache could answer. */
export const REPEAT_SHARE = 0.5;
/** Longer than any run at the bench's rates; beyond it the stream starts again (all repeats). */
const STREAM_LENGTH = 60_000;

/** Deterministic random numbers (mulberry32): the same seed draws the same searches every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)];
const maybe = (random: Random, share: number) => random() < share;

/** The orders every search offers (others, such as time to a campus, need more than an area). */
const SORTS: readonly SearchSort[] = ["newest", "price_asc", "price_desc"];
const MOVE_INS = ["2026/27", "2027/28", "2028/29", "2027-01", "2027-06", "2027-09", "2028-01"];
const KEYWORDS = ["garden", "refurbished", "broadband", "park", "glazing", "m14", "wilmslow", "burton"];

/** One search with filters a visitor might combine: every filter optional, at least two set. */
function filteredQuery(random: Random): string {
  const q = new URLSearchParams();
  if (maybe(random, 0.8)) q.set("area", pick(random, MANCHESTER_AREAS).slug);
  if (maybe(random, 0.6)) q.set("max_price", String(600 + 100 * Math.floor(random() * 20)));
  if (maybe(random, 0.3)) q.set("min_price", String(300 + 100 * Math.floor(random() * 6)));
  if (maybe(random, 0.5)) q.set("bedrooms", String(Math.floor(random() * 6)));
  if (maybe(random, 0.25)) {
    const types = new Set([pick(random, PROPERTY_TYPES), pick(random, PROPERTY_TYPES)]);
    q.set("property_type", [...types].slice(0, maybe(random, 0.5) ? 1 : 2).join(","));
  }
  if (maybe(random, 0.2)) q.set("furnishing", pick(random, FURNISHING));
  if (maybe(random, 0.15)) q.set("parking", "true");
  if (maybe(random, 0.2)) q.set("bills_included", "true");
  if (maybe(random, 0.15)) q.set("max_pppw", String(80 + 10 * Math.floor(random() * 15)));
  if (maybe(random, 0.05)) q.set("min_pppw", String(60 + 10 * Math.floor(random() * 6)));
  if (maybe(random, 0.15)) q.set("move_in", pick(random, MOVE_INS));
  if (maybe(random, 0.1)) q.set("q", pick(random, KEYWORDS));
  q.set("sort", pick(random, SORTS));
  return [...q.keys()].length >= 3 ? q.toString() : filteredQuery(random);
}

/**
 * A stream of STREAM_LENGTH searches from `draw`: each one repeats an earlier search with
 * probability REPEAT_SHARE, and is otherwise a search not sent before.
 */
function stream(random: Random, draw: (random: Random) => string): { paths: string[]; distinct: number } {
  const sent: string[] = [];
  const seen = new Set<string>();
  const paths: string[] = [];
  for (let i = 0; i < STREAM_LENGTH; i++) {
    let query: string;
    if (sent.length > 0 && maybe(random, REPEAT_SHARE)) {
      query = pick(random, sent);
    } else {
      query = draw(random);
      for (let tries = 0; seen.has(query) && tries < 20; tries++) query = draw(random);
      seen.add(query);
      sent.push(query);
    }
    paths.push(`/api/properties?${query}`);
  }
  return { paths, distinct: seen.size };
}

export interface SearchMix {
  name: string;
  paths: string[];
  distinct: number;
}

/**
 * (a) Filtered first pages: areas, price ranges monthly and weekly per person, bedrooms, types,
 * furnishing, parking, bills, move-in dates, keywords, sorts.
 */
export function filteredFirstPages(seed = 2026): SearchMix {
  return { name: "filtered first pages", ...stream(seededRandom(seed), filteredQuery) };
}

/**
 * (b) Browsing: the first `pages` pages of every area page (and all listings) in each order, no
 * filters, as a visitor walks an area. A first page exists once per area and order, so the later
 * pages are what give the line its variety.
 */
export async function browsePages(pool: pg.Pool, pages: number, seed = 2027) {
  const { cursors, areas } = await pageQueries(pool, { from: 1, to: pages - 1 });
  const firstPages = ["", ...MANCHESTER_AREAS.map((a) => `area=${a.slug}&`)].flatMap((area) =>
    SORTS.map((sort) => `${area}sort=${sort}`),
  );
  const { paths, distinct } = stream(seededRandom(seed), (r) => pick(r, [...firstPages, ...cursors]));
  return { name: `browse pages 1-${pages}`, paths, distinct, areas };
}

/**
 * Browsing deep: pages `depths` (around 200) of the area pages that have that many, in each order.
 */
export async function deepPages(pool: pg.Pool, depths: { from: number; to: number }, seed = 2028) {
  const { cursors, areas } = await pageQueries(pool, { from: depths.from - 1, to: depths.to - 1 });
  const { paths, distinct } = stream(seededRandom(seed), (r) => pick(r, cursors));
  return { name: `pages ${depths.from}-${depths.to}`, paths, distinct, areas };
}

/**
 * The queries of the pages after pages `after.from`..`after.to` of every area page that has them,
 * in each order. The cursors come from the service's own statement run once with a long page
 * (search-statement.ts), rather than from walking hundreds of pages through the API.
 */
async function pageQueries(pool: pg.Pool, after: { from: number; to: number }) {
  const areas = await areasWithRows(pool, (after.to + 1) * SEARCH_PAGE_SIZE);
  const cursors: string[] = [];
  for (const area of areas) {
    for (const sort of SORTS) {
      const keys = await keysAt(pool, area, sort, after);
      for (const { key, id } of keys) {
        const prefix = area ? `area=${area}&` : "";
        cursors.push(`${prefix}sort=${sort}&cursor=${encodeCursor({ sort, key, id })}`);
      }
    }
  }
  return { cursors, areas: areas.length };
}

/** Area slugs (and "" for all listings) with at least `rows` live listings. */
async function areasWithRows(pool: pg.Pool, rows: number): Promise<string[]> {
  const { rows: counts } = await pool.query<{ area: string; n: number }>(
    "select area, count(*)::int as n from properties where status in ('published', 'available', 'let_agreed') group by area",
  );
  return ["", ...counts.filter((c) => c.n >= rows).map((c) => c.area)];
}

/** The cursor of the last row of each page from..to: its sort key and id, in the service's order. */
async function keysAt(
  pool: pg.Pool,
  area: string,
  sort: SearchSort,
  { from, to }: { from: number; to: number },
) {
  // The service's own statement (search-statement.ts) with one long page: rows are [card, id, key].
  const query = { sort, limit: to * SEARCH_PAGE_SIZE, ...(area ? { area } : {}) } as PropertySearchQuery;
  const statement = searchStatement(sort, searchParams(query, null) as SearchParams, false);
  const { rows } = await pool.query<[string, string, string | number]>({ ...statement, rowMode: "array" });
  const keys: { key: string | number; id: string }[] = [];
  for (let page = from; page <= to; page++) {
    const [, id, key] = rows[page * SEARCH_PAGE_SIZE - 1];
    keys.push({ key: sort === "newest" ? String(key) : Number(key), id });
  }
  return keys;
}
