import { GEO_SEARCH_TEXTS, MAP_BOX_MAX_SPAN } from "@roost/shared/contracts/geo-search.ts";
import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import type { PropertyDetail, PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { CAMPUSES } from "@roost/shared/domain/campuses.ts";
import { distanceMetres, type LatLng, maxStraightLineMetres } from "@roost/shared/domain/geo.ts";
import {
  METRES_PER_DEGREE,
  PUBLIC_LOCATION_RADIUS_M,
  publicLocation,
} from "@roost/shared/domain/public-location.ts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../../../db/schema.ts";
import { insertProperty, ok, type Person, person } from "../../../../test/fixtures.ts";
import { useTestApp } from "../../../../test/test-app.ts";

// Location search against real PostgreSQL (decision 036): the map box, "within N
// minutes" of a campus, nearest-first with its cursor, and the privacy rule for coordinates.

let landlord: Person;
const [uom] = CAMPUSES;

/** A pin `north` and `east` metres from Oxford Road. */
const near = (north: number, east: number): LatLng => ({
  lat: uom.lat + north / METRES_PER_DEGREE,
  lng: uom.lng + east / (METRES_PER_DEGREE * Math.cos((uom.lat * Math.PI) / 180)),
});

const PINS: Record<string, LatLng> = {
  oxfordRoad: near(300, 0),
  hulme: near(0, -800),
  rusholme: near(-1500, 300),
  fallowfield: near(-2600, 500),
  didsbury: near(-5000, 0),
  salford: near(2000, -2600),
};
const listings: { name: string; id: string; pin: LatLng; shown: LatLng }[] = [];

const t = useTestApp();
beforeAll(async () => {
  landlord = await person(t, "geo-landlord", "landlord");
  for (const [name, pin] of Object.entries(PINS)) {
    const row = await insertProperty(t.db, landlord.id, { latitude: pin.lat, longitude: pin.lng });
    const [stored] = await t.db
      .select({ lat: properties.publicLatitude, lng: properties.publicLongitude })
      .from(properties)
      .where(eq(properties.id, row.id));
    listings.push({ name, id: row.id, pin, shown: { lat: stored.lat as number, lng: stored.lng as number } });
  }
  // Without a location (and a draft): never in a location search, never an error.
  await insertProperty(t.db, landlord.id, { latitude: null, longitude: null });
  await insertProperty(t.db, landlord.id, { ...near(0, 0), status: "draft" });
});

const search = (query: string) =>
  t.request<PropertySearchResult>(`/api/properties?${query.includes("limit=") ? "" : "limit=48&"}${query}`);
const names = (result: PropertySearchResult) =>
  result.items.map((card) => listings.find((l) => l.id === card.id)?.name ?? card.id);
const byName = (name: string) => listings.find((l) => l.name === name) as (typeof listings)[number];

describe("the privacy circle", () => {
  it("stores the shared rule's public point, 60–150 m from the pin", () => {
    for (const { id, pin, shown, name } of listings) {
      const rule = publicLocation(id, pin);
      expect(shown.lat, name).toBeCloseTo(rule.lat, 4);
      expect(shown.lng, name).toBeCloseTo(rule.lng, 4);
      const moved = distanceMetres(pin, shown);
      expect(moved, name).toBeGreaterThan(50);
      expect(moved, name).toBeLessThan(PUBLIC_LOCATION_RADIUS_M);
    }
  });

  it("gives everyone but the owner the public point: search cards, the detail page", async () => {
    const { id, pin, shown } = byName("hulme");
    const card = ok(await search("")).body.items.find((c) => c.id === id);
    expect(card).toMatchObject({ latitude: shown.lat, longitude: shown.lng });
    const student = await person(t, "geo-student");
    for (const cookie of [undefined, student.cookie]) {
      const detail = ok(await t.request<PropertyDetail>(`/api/properties/${id}`, { cookie })).body;
      expect(detail.is_owner).toBe(false);
      expect({ lat: detail.latitude, lng: detail.longitude }).toEqual(shown);
      // Moved, though not necessarily on both axes: an offset due east or west keeps the latitude.
      expect(
        distanceMetres(pin, { lat: detail.latitude as number, lng: detail.longitude as number }),
      ).toBeGreaterThan(50);
    }
  });

  it("gives the owner the exact pin in the detail and in My Listings", async () => {
    const { id, pin } = byName("hulme");
    const detail = ok(
      await t.request<PropertyDetail>(`/api/properties/${id}`, { cookie: landlord.cookie }),
    ).body;
    expect({ lat: detail.latitude, lng: detail.longitude }).toEqual(pin);
    const mine = ok(await t.request<MyListing[]>("/api/me/properties", { cookie: landlord.cookie })).body;
    const row = mine.find((m) => m.id === id);
    expect({ lat: row?.latitude, lng: row?.longitude }).toEqual(pin);
  });
});

describe("the map box", () => {
  const box = (s: number, w: number, n: number, e: number) => `bbox=${s},${w},${n},${e}`;

  it("includes listings on the box's edges and excludes those just outside", async () => {
    const { shown } = byName("rusholme");
    const onEdges = ok(await search(box(shown.lat, shown.lng, shown.lat + 0.01, shown.lng + 0.01))).body;
    expect(names(onEdges)).toContain("rusholme");
    const justNorth = ok(
      await search(box(shown.lat + 0.00001, shown.lng, shown.lat + 0.01, shown.lng + 0.01)),
    ).body;
    expect(names(justNorth)).not.toContain("rusholme");
    const justEast = ok(
      await search(box(shown.lat - 0.01, shown.lng + 0.00001, shown.lat, shown.lng + 0.01)),
    ).body;
    expect(names(justEast)).not.toContain("rusholme");
  });

  it("finds the city campus area and counts it, with other filters", async () => {
    const around = ok(
      await search(`${box(uom.lat - 0.01, uom.lng - 0.02, uom.lat + 0.01, uom.lng + 0.01)}`),
    ).body;
    expect(names(around).sort()).toEqual(["hulme", "oxfordRoad"]);
    expect(around.total).toBe(2);
    const filtered = ok(await search(`${box(53.3, -2.4, 53.6, -2.1)}&min_price=1600`)).body;
    expect(filtered.total).toBe(0);
  });

  it("answers an empty box (the sea off Blackpool) with nothing", async () => {
    const empty = ok(await search(box(53.8, -3.2, 53.81, -3.19))).body;
    expect(empty).toEqual({ items: [], next_cursor: null, total: 0 });
  });

  it("takes the largest box allowed, 2° × 3°, and finds every located live listing in it", async () => {
    const { lat, lng } = MAP_BOX_MAX_SPAN;
    const largest = ok(
      await search(box(uom.lat - lat / 2, uom.lng - lng / 2, uom.lat + lat / 2, uom.lng + lng / 2)),
    ).body;
    expect(names(largest).sort()).toEqual(Object.keys(PINS).sort());
    expect(largest.total).toBe(Object.keys(PINS).length);
  });

  it("refuses huge, reversed, off-the-map and malformed boxes with a clear 400", async () => {
    const cases: [string, string][] = [
      [box(52, -4, 55, -1), GEO_SEARCH_TEXTS.boxTooLarge],
      [box(53.3, -3, 53.4, 0.1), GEO_SEARCH_TEXTS.boxTooLarge],
      [box(53.5, -2.3, 53.4, -2.2), GEO_SEARCH_TEXTS.boxOrder],
      [box(53.4, -2.2, 53.5, -2.3), GEO_SEARCH_TEXTS.boxOrder],
      [box(89.5, -2.3, 91, -2.2), GEO_SEARCH_TEXTS.boxRange],
      ["bbox=53.4,-2.3,53.5", GEO_SEARCH_TEXTS.boxFormat],
      ["bbox=53.4,-2.3,53.5,east", GEO_SEARCH_TEXTS.boxFormat],
      ["bbox=1e1,-2.3,53.5,-2.2", GEO_SEARCH_TEXTS.boxFormat],
    ];
    for (const [query, message] of cases) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect((res.body as unknown as { error: { message: string } }).error.message, query).toBe(message);
    }
  });
});

describe("time to campus", () => {
  const byDistance = () =>
    [...listings].sort(
      (a, b) => distanceMetres(uom, a.shown) - distanceMetres(uom, b.shown) || a.id.localeCompare(b.id),
    );

  it("keeps listings within N minutes' walk or cycle, by the estimate on the public point", async () => {
    for (const [param, mode, minutes] of [
      ["max_walk_minutes", "walk", 15],
      ["max_walk_minutes", "walk", 30],
      ["max_cycle_minutes", "cycle", 10],
      ["max_cycle_minutes", "cycle", 20],
    ] as const) {
      const expected = listings
        .filter((l) => distanceMetres(uom, l.shown) <= maxStraightLineMetres(minutes, mode))
        .map((l) => l.name);
      const result = ok(await search(`campus=uom&${param}=${minutes}`)).body;
      expect(names(result).sort(), `${param}=${minutes}`).toEqual(expected.sort());
      expect(result.total).toBe(expected.length);
    }
  });

  it("uses the tighter of two limits", async () => {
    const result = ok(await search("campus=uom&max_walk_minutes=60&max_cycle_minutes=10")).body;
    const cycle = ok(await search("campus=uom&max_cycle_minutes=10")).body;
    expect(names(result).sort()).toEqual(names(cycle).sort());
  });

  it("sorts nearest first and pages with the cursor without repeats or gaps", async () => {
    const expected = byDistance().map((l) => l.name);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: PropertySearchResult = ok(
        await search(`campus=uom&sort=campus_time&limit=2${cursor ? `&cursor=${cursor}` : ""}`),
      ).body;
      seen.push(...names(page));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });

  it("sorts from the picked campus: Peel Park puts the Salford listing first", async () => {
    const result = ok(await search("campus=salford&sort=campus_time&max_cycle_minutes=30")).body;
    expect(names(result)[0]).toBe("salford");
  });

  it("combines the box, the minutes and the order", async () => {
    const result = ok(
      await search(`campus=uom&sort=campus_time&max_walk_minutes=40&bbox=53.4,-2.3,53.5,-2.22`),
    ).body;
    const expected = byDistance()
      .filter((l) => distanceMetres(uom, l.shown) <= maxStraightLineMetres(40, "walk"))
      .filter(
        (l) => l.shown.lng <= -2.22 && l.shown.lng >= -2.3 && l.shown.lat >= 53.4 && l.shown.lat <= 53.5,
      )
      .map((l) => l.name);
    expect(names(result)).toEqual(expected);
  });

  it("refuses minutes or the campus order without a campus, and unknown campuses", async () => {
    for (const query of ["max_walk_minutes=15", "max_cycle_minutes=5", "sort=campus_time"]) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect((res.body as unknown as { error: { message: string } }).error.message).toBe(
        GEO_SEARCH_TEXTS.campusNeeded,
      );
    }
    expect((await search("campus=oxford&sort=campus_time")).status).toBe(400);
    expect((await search("campus=uom&max_walk_minutes=0")).status).toBe(400);
    expect((await search("campus=uom&max_walk_minutes=61")).status).toBe(400);
    expect((await search("campus=uom&max_walk_minutes=1.5")).status).toBe(400);
  });

  it("ignores a campus on its own: the browser shows the times", async () => {
    const plain = ok(await search("")).body;
    expect(ok(await search("campus=mmu")).body).toEqual(plain);
  });
});
