import { formatMapBox } from "@roost/shared/contracts/geo-search.ts";
import { CAMPUSES } from "@roost/shared/domain/campuses.ts";
import { POSTCODE_DISTRICT_CENTRES } from "@roost/shared/domain/postcode-districts.ts";
import type pg from "pg";
import { AREAS } from "../../apps/server/src/db/seed/areas.ts";
import { aroundBaseline } from "./around-baseline.ts";
import { captureSearchSql } from "./capture.ts";
import { type LoadOptions, measureSql } from "./measure.ts";
import type { Goal, Line } from "./ratios.ts";
import { seededRandom } from "./search-mix.ts";

// Map and campus searches at bench size (decision 036): boxes as a map pans, "within N
// minutes" of a campus and nearest-to-campus, each a stream of distinct searches drawn with a
// fixed seed, against the search budget (p99 < 50 ms at the bench's load).

const SEARCH_BUDGET: Goal = { maxP99Ms: 50 };
const STREAM = 3000;

/** Areas the demo seed has no centre for, placed at their postcode district's. */
const OTHER_CENTRES: Record<string, { lat: number; lng: number }> = {
  ardwick: POSTCODE_DISTRICT_CENTRES.M12,
  longsight: { lat: 53.4575, lng: -2.1985 },
  "whalley-range": POSTCODE_DISTRICT_CENTRES.M16,
  "old-trafford": { lat: 53.4605, lng: -2.2825 },
};

/**
 * The bench's listings get pins as the demo seed places them (around their area's centre, about
 * ±650 m), so the public points and both location indexes are built as in a real database.
 */
export async function placeBenchListings(pool: pg.Pool): Promise<void> {
  const centres = [
    ...Object.values(AREAS).map((a) => [a.slug, a.lat, a.lng] as const),
    ...Object.entries(OTHER_CENTRES).map(([slug, c]) => [slug, c.lat, c.lng] as const),
  ];
  const values = centres.map(([slug, lat, lng]) => `('${slug}', ${lat}, ${lng})`).join(", ");
  await pool.query("select setseed(0.16)");
  await pool.query(`
    update properties p set
      latitude = c.lat + (random() - 0.5) * 0.012,
      longitude = c.lng + (random() - 0.5) * 0.018
    from (values ${values}) as c(slug, lat, lng)
    where p.area = c.slug`);
  await pool.query("vacuum analyze properties");
}

const SORTS = ["newest", "price_asc", "price_desc"];
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** A map panned and zoomed around south Manchester: boxes from a street (~0.01°) to a district (~0.12°). */
function boxPaths(random: () => number): string[] {
  return Array.from({ length: STREAM }, () => {
    const height = 0.01 + random() * 0.08;
    const south = 53.41 + random() * 0.08;
    const west = -2.3 + random() * 0.11;
    const box = {
      south: round(south),
      west: round(west),
      north: round(south + height),
      east: round(west + height * 1.6),
    };
    const sort = SORTS[Math.floor(random() * SORTS.length)];
    return `/api/properties?bbox=${formatMapBox(box)}&sort=${sort}`;
  });
}

const MINUTES = [
  ["max_walk_minutes", 10],
  ["max_walk_minutes", 15],
  ["max_walk_minutes", 20],
  ["max_walk_minutes", 30],
  ["max_cycle_minutes", 10],
  ["max_cycle_minutes", 15],
  ["max_cycle_minutes", 20],
] as const;

/** "Within N minutes" of a campus, with an order and sometimes a budget or bedrooms. */
function campusPaths(random: () => number, sorts: readonly string[]): string[] {
  return Array.from({ length: STREAM }, () => {
    const campus = CAMPUSES[Math.floor(random() * CAMPUSES.length)];
    const [key, minutes] = MINUTES[Math.floor(random() * MINUTES.length)];
    const q = new URLSearchParams({ campus: campus.slug, [key]: String(minutes) });
    if (random() < 0.4) q.set("max_price", String(600 + 100 * Math.floor(random() * 20)));
    if (random() < 0.3) q.set("bedrooms", String(1 + Math.floor(random() * 5)));
    q.set("sort", sorts[Math.floor(random() * sorts.length)]);
    return `/api/properties?${q}`;
  });
}

/** The database the API reads, for each stream's SQL twin (the service's statements through pg). */
interface SqlTarget {
  url: string;
  poolSize: number;
}

export async function measureGeoSearches(
  base: string,
  load: LoadOptions,
  warmup: LoadOptions,
  sql: SqlTarget,
  writesTo: pg.Pool,
): Promise<Line[]> {
  const random = seededRandom(36);
  const streams = [
    { name: "(g) map box, first page  API", paths: boxPaths(random) },
    { name: "(h) within N min, first page API", paths: campusPaths(random, SORTS) },
    { name: "(i) nearest campus first API", paths: campusPaths(random, ["campus_time"]) },
  ];
  const around = await aroundBaseline({ base, load, warmup, writesTo });
  const lines: Line[] = [around.baselineLine];
  for (const { name, paths } of streams) {
    await around.warmUp(paths);
    const measured = await around.line(name, paths);
    const searches = paths.map((p) => captureSearchSql(p.slice(p.indexOf("?") + 1)).first);
    const twin = await measureSql("    same, SQL", sql.url, searches, { ...load, poolSize: sql.poolSize });
    lines.push({ ...measured, apiOverSql: twin.rps / measured.rps, goal: SEARCH_BUDGET }, twin);
  }
  return lines;
}
