import {
  type PropertySearchResult,
  propertySearchQuery,
  SEARCH_PAGE_SIZE,
} from "@roost/shared/contracts/properties.ts";
import { CAMPUSES } from "@roost/shared/domain/campuses.ts";
import { EARTH_RADIUS_M, maxStraightLineMetres } from "@roost/shared/domain/geo.ts";
import { SEARCH_TOTAL_CAP } from "@roost/shared/domain/search-total.ts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SPHERE_POINT_SQL } from "../../../../db/location-sql.ts";
import { insertUser, ok } from "../../../../test/fixtures.ts";
import { useTestApp } from "../../../../test/test-app.ts";
import { searchParams, searchStatement } from "./search-statement.ts";

// Searches confined to a box or circle (search-place.ts, decision 044): the capped count is the
// total and chooses the page plan, sorting the collected matches when there are few and walking
// the order's index when there are many. Either way every page must be the same as ordering all
// the matches would give, each listing once, ties on the sort key broken by id.

const [uom, , salford] = CAMPUSES;
/** More listings than the cap round Oxford Road, a handful in Salford. */
const DENSE = SEARCH_TOTAL_CAP + 100;
const SPARSE = 40;
/** A first page's rows: the page and one more, which says another page follows. */
const PAGE_ROWS = SEARCH_PAGE_SIZE + 1;

const t = useTestApp();
beforeAll(async () => {
  const ownerId = await insertUser(t.db);
  // Published in tens to the same microsecond and priced in steps of £50, so the newest and price
  // orders have ties that only the id breaks. Fifty pins, each with its own last 12 hex digits of
  // the id, which set the privacy shift: every listing at a pin has the same public point, so
  // distances tie too.
  const insert = (batch: number, count: number, lat: number, lng: number, status = "published") =>
    t.db.execute(sql`
      insert into properties (id, user_id, address_line_1, town, postcode, area, bedrooms, bathrooms,
        property_type, furnishing, monthly_rent, rent_from, description, available_from, photos, status,
        published_at, latitude, longitude)
      select (lpad(to_hex(g), 8, '0') || '-000' || ${batch} || '-4000-8000-' || lpad(to_hex(g % 50), 12, '0'))::uuid,
        ${ownerId}, g || ' Oxford Road', 'Manchester', 'M13 9PL', 'hulme', 1 + g % 4, 1, 'flat',
        'furnished', 500 + 50 * (g % 9), 500 + 50 * (g % 9), 'A home.', '2026-09-01', '[]'::jsonb,
        ${status}::property_status, timestamptz '2026-11-01 12:00:00.123456+00' - (g / 10) * interval '1 minute',
        ${lat}::float8 + 0.0004 * (g % 50 % 10), ${lng}::float8 + 0.0006 * (g % 50 / 10)
      from generate_series(1, ${count}) g`);
  await insert(1, DENSE, uom.lat - 0.002, uom.lng - 0.002);
  await insert(2, SPARSE, salford.lat - 0.002, salford.lng - 0.002);
  await insert(3, 30, uom.lat, uom.lng, "draft");
  await t.db.execute(sql`vacuum analyze properties`);
});

/** Every page of a search, following next_cursor: the ids in order, and the first page's total. */
async function allPages(query: string, limit = 48) {
  const ids: string[] = [];
  let total: number | null = null;
  let cursor: string | null = null;
  do {
    const suffix = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
    const page: PropertySearchResult = ok(
      await t.request<PropertySearchResult>(`/api/properties?limit=${limit}&${query}${suffix}`),
    ).body;
    if (cursor === null) total = page.total;
    ids.push(...page.items.map((card) => card.id));
    cursor = page.next_cursor;
  } while (cursor);
  return { ids, total };
}

/** Live listings whose public point is in the box, ordered by SQL written out in full here. */
async function expectedInBox(box: [number, number, number, number], orderBy: string) {
  const [south, west, north, east] = box;
  const { rows } = await t.deps.database.pool.query<{ id: string }>(
    `select id from properties where status in ('published', 'available', 'let_agreed')
       and public_latitude between $1 and $3 and public_longitude between $2 and $4 order by ${orderBy}`,
    [south, west, north, east],
  );
  return rows.map((r) => r.id);
}

let explained = 0;

/** Rows each branch of the statement returned, with PostgreSQL's generic (prepared) plan. */
async function branchRows(queryString: string): Promise<number[]> {
  const query = propertySearchQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
  const params = searchParams(query, null);
  if (!params) throw new Error(`${queryString} matches nothing`);
  const { text, values } = searchStatement(query.sort, params, true);
  const client = await t.deps.database.pool.connect();
  try {
    await client.query("begin");
    // As the prepared statement runs after its first executions; the table is too small for the
    // planner to bother with indexes otherwise.
    await client.query("set local plan_cache_mode = force_generic_plan");
    await client.query("set local enable_seqscan = off");
    const name = `place_plan_${++explained}`;
    await client.query({ name, text, values });
    const literal = (v: unknown) => (v === null ? "null" : `'${String(v)}'`);
    const { rows } = await client.query(
      `explain (analyze, format json) execute ${name}(${values.map(literal).join(", ")})`,
    );
    await client.query("rollback");
    const find = (node: Record<string, unknown>): Record<string, unknown> | undefined =>
      node["Node Type"] === "Append"
        ? node
        : ((node.Plans ?? []) as Record<string, unknown>[]).map(find).find(Boolean);
    const append = find(rows[0]["QUERY PLAN"][0].Plan);
    return ((append?.Plans ?? []) as Record<string, unknown>[]).map((p) => p["Actual Rows"] as number);
  } finally {
    client.release();
  }
}

const around = (lat: number, lng: number, d: number): [number, number, number, number] => [
  lat - d,
  lng - 1.6 * d,
  lat + d,
  lng + 1.6 * d,
];

describe("a map box", () => {
  it("holding more than the cap: the total says so, and pages walk the newest index in order", async () => {
    const box = around(uom.lat, uom.lng, 0.02);
    const want = await expectedInBox(box, "published_at desc, id desc");
    expect(want.length).toBe(DENSE);
    const got = await allPages(`bbox=${box.join(",")}&sort=newest`);
    expect(got.total).toBe(SEARCH_TOTAL_CAP + 1);
    expect(got.ids).toEqual(want);
    // The first branch (sorting the collected matches) gives nothing, the second the page.
    expect(await branchRows(`bbox=${box.join(",")}&sort=newest`)).toEqual([0, PAGE_ROWS]);
  });

  it("walking the newest index, keeps listings on its edge and drops those just outside", async () => {
    const { rows } = await t.deps.database.pool.query<{ lat: number }>(
      "select min(public_latitude) as lat from properties where status = 'published' and public_latitude > 53.4",
    );
    const edge = rows[0].lat;
    for (const south of [edge, edge + 0.00001]) {
      const box: [number, number, number, number] = [south, uom.lng - 0.05, uom.lat + 0.05, uom.lng + 0.05];
      const want = await expectedInBox(box, "published_at desc, id desc");
      expect(want.length).toBeGreaterThan(SEARCH_TOTAL_CAP);
      expect((await allPages(`bbox=${box.join(",")}&sort=newest`)).ids).toEqual(want);
      expect(await branchRows(`bbox=${box.join(",")}&sort=newest`)).toEqual([0, PAGE_ROWS]);
    }
  });

  it("holding a few: the exact total, and pages sorted from the collected matches", async () => {
    const box = around(salford.lat, salford.lng, 0.02);
    const want = await expectedInBox(box, "coalesce(rent_from, 2147483647), id");
    expect(want.length).toBe(SPARSE);
    const got = await allPages(`bbox=${box.join(",")}&sort=price_asc`, 7);
    expect(got.total).toBe(SPARSE);
    expect(got.ids).toEqual(want);
    expect(await branchRows(`bbox=${box.join(",")}&sort=price_asc`)).toEqual([PAGE_ROWS, 0]);
  });

  it("holding nothing: an empty page and a total of 0", async () => {
    const got = await allPages("bbox=53.6,-2.9,53.61,-2.88&sort=price_desc");
    expect(got).toEqual({ ids: [], total: 0 });
  });
});

describe("nearest to a campus first, within N minutes", () => {
  const WALK_15_MIN = maxStraightLineMetres(15, "walk");
  /** Ordered as the statement orders: the chord to the campus, then the id. */
  async function expectedNearest(campus: (typeof CAMPUSES)[number], metres: number) {
    const { rows } = await t.deps.database.pool.query<{ id: string; chord: number }>(
      `select id, ${SPHERE_POINT_SQL} <-> cube(array[cos(radians($1)) * cos(radians($2)),
         cos(radians($1)) * sin(radians($2)), sin(radians($1))]) as chord
       from properties where status in ('published', 'available', 'let_agreed') and public_latitude is not null
       order by chord, id`,
      [campus.lat, campus.lng],
    );
    // The straight line through the Earth between points on a unit sphere, back to metres.
    const within = rows.filter((r) => 2 * EARTH_RADIUS_M * Math.asin(r.chord / 2) <= metres);
    return { ids: within.map((r) => r.id), chords: within.map((r) => r.chord) };
  }

  it("with more than the cap: walks the nearest-first index, ties broken by id across pages", async () => {
    const want = await expectedNearest(uom, WALK_15_MIN);
    expect(want.ids.length).toBe(DENSE);
    // Listings at the same public point are the same distance away: the id orders them.
    expect(new Set(want.chords).size).toBeLessThan(want.chords.length);
    const got = await allPages("campus=uom&max_walk_minutes=15&sort=campus_time");
    expect(got.total).toBe(SEARCH_TOTAL_CAP + 1);
    expect(got.ids).toEqual(want.ids);
    expect(await branchRows("campus=uom&max_walk_minutes=15&sort=campus_time")).toEqual([0, PAGE_ROWS]);
    // Every dense listing has 1 to 4 bedrooms and £500 to £900: the walk keeps those on the limits.
    const filtered = "campus=uom&max_walk_minutes=15&sort=campus_time&bedrooms=1&min_price=500&max_price=900";
    expect((await allPages(filtered)).ids).toEqual(want.ids);
    expect(await branchRows(filtered)).toEqual([0, PAGE_ROWS]);
  });

  it("with a few: sorted from the collected matches", async () => {
    const want = await expectedNearest(salford, WALK_15_MIN);
    expect(want.ids.length).toBe(SPARSE);
    const got = await allPages("campus=salford&max_walk_minutes=15&sort=campus_time", 9);
    expect(got.total).toBe(SPARSE);
    expect(got.ids).toEqual(want.ids);
    expect(await branchRows("campus=salford&max_walk_minutes=15&sort=campus_time")).toEqual([PAGE_ROWS, 0]);
  });
});
