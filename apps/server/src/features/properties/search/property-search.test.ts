import {
  type PropertyCard,
  PropertyCardSchema,
  type PropertySearchResult,
} from "@roost/shared/contracts/properties.ts";
import { HOUR_MS } from "@roost/shared/domain/durations.ts";
import { LIVE_STATUSES } from "@roost/shared/domain/property.ts";
import { SEARCH_TOTAL_CAP } from "@roost/shared/domain/search-total.ts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { fakePhoto, insertProperty, insertUser, person } from "../../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../../test/test-app.ts";

let ownerId: string;
const DESCRIPTION = "A well kept home close to shops and transport, ready for the new academic year.";

type Overrides = NonNullable<Parameters<typeof insertProperty>[2]>;

/** The known world of this file: every row a search could return, with what makes it match. */
const FIXTURES: Record<string, Overrides> = {
  ladybarn: {
    area: "fallowfield",
    addressLine1: "12 Ladybarn Lane",
    postcode: "M14 6HR",
    propertyType: "terraced-house",
    bedrooms: 4,
    monthlyRent: 2000,
    furnishing: "furnished",
    parking: true,
  },
  wilmslow: {
    area: "fallowfield",
    addressLine1: "300 Wilmslow Road",
    postcode: "M14 6AB",
    propertyType: "flat",
    bedrooms: 2,
    monthlyRent: 1100,
    furnishing: "unfurnished",
    billsIncluded: true,
    status: "available",
  },
  mauldeth: {
    area: "fallowfield",
    addressLine1: "5 Mauldeth Road",
    postcode: "M14 6SG",
    propertyType: "flat",
    bedrooms: 2,
    monthlyRent: 1100,
    furnishing: "part-furnished",
  },
  burton: {
    area: "withington",
    addressLine1: "7 Burton Road",
    postcode: "M20 1HB",
    propertyType: "terraced-house",
    bedrooms: 5,
    advertType: "individual_rooms",
    monthlyRent: null,
    roomsData: [
      { name: "Room 1", monthlyRent: 600 },
      { name: "Room 2", monthlyRent: 550 },
    ],
    billsIncluded: true,
    status: "let_agreed",
  },
  copson: {
    area: "withington",
    addressLine1: "9 Copson Street",
    postcode: "M20 3HE",
    propertyType: "studio-flat",
    bedrooms: 0,
    monthlyRent: null,
  },
  palatine: {
    area: "didsbury",
    addressLine1: "41 Palatine Road",
    postcode: "M20 2LT",
    propertyType: "semi-detached-house",
    bedrooms: 3,
    monthlyRent: 1800,
    parking: true,
    billsIncluded: true,
    status: "available",
  },
  deansgate: {
    area: "city-centre",
    addressLine1: "1 Deansgate",
    postcode: "M3 1AZ",
    propertyType: "flat",
    bedrooms: 1,
    monthlyRent: 950,
    photos: [],
  },
  stockport: {
    area: "levenshulme",
    addressLine1: "880 Stockport Road",
    postcode: "M19 3BP",
    propertyType: "end-terrace",
    bedrooms: 3,
    monthlyRent: null,
  },
  ladybarnDraft: { area: "fallowfield", addressLine1: "14 Ladybarn Lane", monthlyRent: 100, status: "draft" },
  paused: { area: "fallowfield", addressLine1: "2 Paused Place", monthlyRent: 900, status: "pause" },
  expired: { area: "withington", addressLine1: "3 Expired Row", monthlyRent: 800, status: "expired" },
};

const ids: Record<string, string> = {};
const nameOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? id;

const t = useTestApp();
beforeAll(async () => {
  ownerId = await insertUser(t.db);
  const start = t.clock.now().getTime() - 30 * 24 * HOUR_MS;
  let i = 0;
  for (const [name, overrides] of Object.entries(FIXTURES)) {
    // wilmslow and mauldeth share a publication instant, so the id decides their order.
    const at = name === "mauldeth" ? start + 1 * HOUR_MS : start + i * HOUR_MS;
    const row = await insertProperty(t.db, ownerId, {
      description: DESCRIPTION,
      now: new Date(at),
      ...overrides,
    });
    ids[name] = row.id;
    i++;
  }
});

interface LiveRow {
  id: string;
  area: string | null;
  rent_from: number | null;
  bedrooms: number | null;
  property_type: string | null;
  furnishing: string | null;
  parking: boolean;
  bills_included: boolean;
  advert_type: string;
  photo_count: number;
  published_us: bigint;
}

/** The reference answer, read straight from the table (microsecond publication times included). */
async function liveRows(): Promise<LiveRow[]> {
  const res = await t.db.execute(sql`
    select id, area, rent_from, bedrooms, property_type, furnishing, parking, bills_included, advert_type,
           jsonb_array_length(photos) as photo_count,
           (extract(epoch from published_at) * 1000000)::bigint::text as published_us
    from properties where status in ('published', 'available', 'let_agreed')`);
  return (res.rows as unknown as (LiveRow & { published_us: string })[]).map((r) => ({
    ...r,
    published_us: BigInt(r.published_us),
  }));
}

const BY = {
  newest: (a: LiveRow, b: LiveRow) =>
    a.published_us === b.published_us ? (a.id < b.id ? 1 : -1) : a.published_us < b.published_us ? 1 : -1,
  price_asc: (a: LiveRow, b: LiveRow) => {
    const ka = a.rent_from ?? Number.MAX_SAFE_INTEGER;
    const kb = b.rent_from ?? Number.MAX_SAFE_INTEGER;
    return ka === kb ? (a.id < b.id ? -1 : 1) : ka - kb;
  },
  price_desc: (a: LiveRow, b: LiveRow) => {
    const ka = a.rent_from ?? -1;
    const kb = b.rent_from ?? -1;
    return ka === kb ? (a.id < b.id ? 1 : -1) : kb - ka;
  },
};

async function expected(
  filter: (r: LiveRow) => boolean,
  sort: keyof typeof BY = "newest",
): Promise<string[]> {
  return (await liveRows())
    .filter(filter)
    .sort(BY[sort])
    .map((r) => r.id);
}

/** Follows next_cursor to the end; checks total is on the first page only and nothing repeats. */
async function walk(query: Record<string, string | number>, limit = 2, between?: () => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let total: number | null = null;
  for (let page = 0; page < 100; page++) {
    const params = new URLSearchParams({
      ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      limit: String(limit),
    });
    if (cursor) params.set("cursor", cursor);
    const res = await t.request<PropertySearchResult>(`/api/properties?${params}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (page === 0) total = res.body.total;
    else expect(res.body.total).toBeNull();
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    seen.push(...res.body.items.map((item) => item.id));
    cursor = res.body.next_cursor;
    if (!cursor) break;
    await between?.();
  }
  expect(new Set(seen).size, "no listing appears twice").toBe(seen.length);
  return { ids: seen, total };
}

async function expectSearch(query: Record<string, string | number>, filter: (r: LiveRow) => boolean) {
  const sort = (query.sort as keyof typeof BY | undefined) ?? "newest";
  const want = await expected(filter, sort);
  expect(want.length, "the fixture set must exercise this filter").toBeGreaterThan(0);
  const got = await walk(query);
  expect(got.ids.map(nameOf)).toEqual(want.map(nameOf));
  expect(got.total).toBe(want.length);
}

describe("the backend", () => {
  it("is the one SEARCH_INDEX names: the in-process index by default, none with SQL alone", () => {
    expect(t.deps.search.index === null).toBe(process.env.SEARCH_INDEX === "sql");
  });
});

describe("what search shows", () => {
  it("shows every live listing, let agreed included with its status, and nothing else", async () => {
    await expectSearch({}, () => true);
    const res = await t.request<PropertySearchResult>("/api/properties?limit=48");
    const names = res.body.items.map((i) => nameOf(i.id));
    for (const hidden of ["ladybarnDraft", "paused", "expired"]) expect(names).not.toContain(hidden);
    const burton = res.body.items.find((i) => i.id === ids.burton);
    expect(burton).toMatchObject({
      status: "let_agreed",
      advert_type: "individual_rooms",
      rooms: FIXTURES.burton.roomsData,
    });
  });

  it("returns cards with a cover and photo count", async () => {
    const res = await t.request<PropertySearchResult>("/api/properties?limit=48");
    const deansgate = res.body.items.find((i) => i.id === ids.deansgate);
    expect(deansgate).toMatchObject({ cover_url: null, photo_count: 0, monthly_rent: 950, bedrooms: 1 });
    const ladybarn = res.body.items.find((i) => i.id === ids.ladybarn);
    expect(ladybarn?.cover_url).toMatch(/^\/files\/fixtures\/.+-card\.webp$/);
    expect(ladybarn?.photo_count).toBe(1);
    expect(Object.keys(ladybarn ?? {})).not.toContain("description");
  });
});

describe("cards", () => {
  it("are the same in search, favourites and on the home page, and exactly as the contract spells them", async () => {
    const fan = await person(t, "card-compare");
    // Microseconds and a room with every optional field, to catch format drift.
    await t.db.execute(
      sql`update properties set published_at = published_at + interval '123 microseconds' where id = ${ids.burton}`,
    );
    await t.db.execute(
      sql`update properties set rooms_data = '[{"name":"Attic","monthlyRent":550,"ensuite":true,"availableFrom":"2026-09-01"}]' where id = ${ids.burton}`,
    );
    // A location, so the public point appended to the stored search card is compared too.
    await t.db.execute(
      sql`update properties set latitude = 53.4452, longitude = -2.2199 where id = ${ids.burton}`,
    );
    const search = (await t.request<PropertySearchResult>("/api/properties?limit=48")).body.items;
    for (const card of search) {
      expect(() => PropertyCardSchema.strict().parse(card)).not.toThrow();
      await t.request(`/api/favourites/${card.id}`, { method: "PUT", cookie: fan.cookie });
    }
    const favourites = (await t.request<PropertyCard[]>("/api/favourites", { cookie: fan.cookie })).body;
    expect(favourites).toHaveLength(search.length);
    for (const card of favourites) expect(search.find((s) => s.id === card.id)).toEqual(card);
    const featured = (await t.request<PropertyCard[]>("/api/properties/featured")).body;
    for (const card of featured) expect(search.find((s) => s.id === card.id)).toEqual(card);
  });
});

describe("filters", () => {
  it("filters by area slug", async () => {
    await expectSearch({ area: "fallowfield" }, (r) => r.area === "fallowfield");
    await expectSearch({ area: "Withington" }, (r) => r.area === "withington");
  });

  it("answers an unknown area with an empty result, not an error", async () => {
    const res = await t.request("/api/properties?area=atlantis");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], next_cursor: null, total: 0 });
  });

  it("filters by price range on the effective rent (rooms count from their cheapest)", async () => {
    await expectSearch(
      { min_price: 1000, max_price: 1800 },
      (r) => r.rent_from !== null && r.rent_from >= 1000 && r.rent_from <= 1800,
    );
    await expectSearch({ max_price: 600 }, (r) => r.rent_from !== null && r.rent_from <= 600);
    await expectSearch({ min_price: 1800 }, (r) => r.rent_from !== null && r.rent_from >= 1800);
  });

  it("filters by minimum bedrooms", async () => {
    await expectSearch({ bedrooms: 3 }, (r) => (r.bedrooms ?? -1) >= 3);
    await expectSearch({ bedrooms: 0 }, (r) => r.bedrooms !== null);
  });

  it("filters by one or several property types", async () => {
    await expectSearch({ property_type: "flat" }, (r) => r.property_type === "flat");
    await expectSearch(
      { property_type: "flat,studio-flat" },
      (r) => r.property_type === "flat" || r.property_type === "studio-flat",
    );
  });

  it("filters by furnishing, parking, bills and advert type", async () => {
    await expectSearch({ furnishing: "furnished" }, (r) => r.furnishing === "furnished");
    await expectSearch({ parking: "true" }, (r) => r.parking);
    await expectSearch({ bills_included: "true" }, (r) => r.bills_included);
    await expectSearch({ advert_type: "individual_rooms" }, (r) => r.advert_type === "individual_rooms");
  });

  it("combines filters", async () => {
    await expectSearch(
      { area: "fallowfield", bedrooms: 2, max_price: 1500, property_type: "flat", sort: "price_asc" },
      (r) =>
        r.area === "fallowfield" &&
        (r.bedrooms ?? -1) >= 2 &&
        r.rent_from !== null &&
        r.rent_from <= 1500 &&
        r.property_type === "flat",
    );
  });

  it("rejects malformed filters with the field", async () => {
    for (const [query, field] of [
      ["bedrooms=lots", "bedrooms"],
      ["sort=cheapest", "sort"],
      ["property_type=castle", "property_type"],
      ["limit=500", "limit"],
      ["furnishing=plush", "furnishing"],
    ]) {
      const res = await t.request<ApiErrorBody>(`/api/properties?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.field).toContain(field);
    }
  });
});

describe("free text", () => {
  const search = async (q: string) => {
    const res = await t.request<PropertySearchResult>(`/api/properties?limit=48&q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.body.items.map((i) => nameOf(i.id)).sort();
  };

  it("matches postcode and address prefixes", async () => {
    expect(await search("m14")).toEqual(["ladybarn", "mauldeth", "wilmslow"]);
    expect(await search("M14 6HR")).toEqual(["ladybarn"]);
    expect(await search("ladyb")).toEqual(["ladybarn"]);
    expect(await search("palatine rd")).toEqual([]);
    expect(await search("Palatine Road")).toEqual(["palatine"]);
    expect(await search("stockport")).toEqual(["stockport"]);
  });

  it("matches the description and the town", async () => {
    const everyone = (await expected(() => true)).map(nameOf).sort();
    expect(await search("transport")).toEqual(everyone);
    expect(await search("manchester")).toEqual(everyone);
  });

  it("treats tsquery syntax as plain text instead of failing", async () => {
    expect(await search("m14 & | ! :* ( ) <-> 'ladyb'")).toEqual(["ladybarn"]);
    expect(await search("\\")).toEqual((await expected(() => true)).map(nameOf).sort());
    expect(await search("!!!")).toEqual((await expected(() => true)).map(nameOf).sort());
  });

  it("never finds listings that are not live", async () => {
    expect(await search("14 Ladybarn")).toEqual([]);
    expect(await search("paused")).toEqual([]);
  });
});

describe("sorting", () => {
  it("newest first, ties broken by id", async () => {
    await expectSearch({ sort: "newest" }, () => true);
    const all = (await walk({}, 48)).ids;
    const [w, m] = [all.indexOf(ids.wilmslow), all.indexOf(ids.mauldeth)];
    expect(Math.abs(w - m)).toBe(1);
  });

  it("by price both ways, listings without a price last in both", async () => {
    await expectSearch({ sort: "price_asc" }, () => true);
    await expectSearch({ sort: "price_desc" }, () => true);
    const asc = (await walk({ sort: "price_asc" }, 48)).ids.map(nameOf);
    const desc = (await walk({ sort: "price_desc" }, 48)).ids.map(nameOf);
    expect(asc.slice(0, 4)).toEqual([
      "burton",
      "deansgate",
      ...["mauldeth", "wilmslow"].sort((a, b) => (ids[a] < ids[b] ? -1 : 1)),
    ]);
    expect(new Set(asc.slice(-2))).toEqual(new Set(["copson", "stockport"]));
    expect(desc.slice(0, 2)).toEqual(["ladybarn", "palatine"]);
    expect(new Set(desc.slice(-2))).toEqual(new Set(["copson", "stockport"]));
  });

  it("sorts by price within a price range", async () => {
    await expectSearch(
      { sort: "price_desc", max_price: 1800 },
      (r) => r.rent_from !== null && r.rent_from <= 1800,
    );
    await expectSearch(
      { sort: "price_asc", min_price: 1000 },
      (r) => r.rent_from !== null && r.rent_from >= 1000,
    );
  });
});

describe("keyset pagination", () => {
  it("pages through every sort one row at a time", async () => {
    for (const sort of ["newest", "price_asc", "price_desc"] as const) {
      const want = await expected(() => true, sort);
      const got = await walk({ sort }, 1);
      expect(got.ids).toEqual(want);
    }
  });

  it("keeps rows published in the same millisecond apart (microsecond keys)", async () => {
    const a = await insertProperty(t.db, ownerId, { area: "hulme", now: t.clock.now() });
    const b = await insertProperty(t.db, ownerId, { area: "hulme", now: t.clock.now() });
    const c = await insertProperty(t.db, ownerId, { area: "hulme", now: t.clock.now() });
    await t.db.execute(
      sql`update properties set published_at = '2026-01-01 10:00:00.000001+00' where id = ${a.id}`,
    );
    await t.db.execute(
      sql`update properties set published_at = '2026-01-01 10:00:00.000002+00' where id = ${b.id}`,
    );
    await t.db.execute(
      sql`update properties set published_at = '2026-01-01 10:00:00.000003+00' where id = ${c.id}`,
    );
    const got = await walk({ area: "hulme" }, 1);
    expect(got.ids).toEqual([c.id, b.id, a.id]);
  });

  it("never repeats or skips a row while new listings are published (newest)", async () => {
    const before = await expected(() => true, "newest");
    let n = 0;
    const got = await walk({ sort: "newest" }, 2, async () => {
      await insertProperty(t.db, ownerId, { addressLine1: `${n++} New Street`, now: t.clock.now() });
    });
    // New listings sort before the first page, so the walk sees exactly the listings it started with.
    expect(got.ids).toEqual(before);
    expect(n).toBeGreaterThan(3);
  });

  it("never repeats or skips an existing row while listings at any price are added (price order)", async () => {
    const before = await expected(() => true, "price_asc");
    let n = 0;
    const got = await walk({ sort: "price_asc" }, 2, async () => {
      await insertProperty(t.db, ownerId, {
        monthlyRent: [500, 1100, 1900, 3000][n++ % 4],
        now: t.clock.now(),
      });
    });
    const existing = got.ids.filter((id) => before.includes(id));
    expect(existing).toEqual(before);
  });

  it("refuses a tampered cursor or one from another sort", async () => {
    const first = await t.request<PropertySearchResult>("/api/properties?limit=1&sort=price_asc");
    const cursor = first.body.next_cursor;
    expect(cursor).toBeTruthy();
    const otherSort = await t.request<ApiErrorBody>(`/api/properties?limit=1&sort=newest&cursor=${cursor}`);
    expect(otherSort.status).toBe(400);
    expect(otherSort.body.error).toMatchObject({ code: "invalid_cursor", field: "cursor" });
    const tampered = Buffer.from(
      JSON.stringify({ s: "price_asc", k: "1; drop table properties", i: "x" }),
    ).toString("base64url");
    for (const bad of ["garbage", tampered]) {
      const res = await t.request<ApiErrorBody>(`/api/properties?limit=1&sort=price_asc&cursor=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("invalid_cursor");
    }
  });
});

describe("featured listings", () => {
  it("shows the six newest live listings that have photos", async () => {
    const want = (await liveRows())
      .filter((r) => r.photo_count > 0)
      .sort(BY.newest)
      .slice(0, 6)
      .map((r) => r.id);
    await insertProperty(t.db, ownerId, {
      status: "draft",
      photos: [fakePhoto()],
      now: new Date(t.clock.now().getTime() + HOUR_MS),
    });
    const res = await t.request<PropertyCard[]>("/api/properties/featured");
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.id)).toEqual(want);
    for (const card of res.body) expect(LIVE_STATUSES).toContain(card.status);
  });
});

describe("totals of broad searches", () => {
  it("stop at the cap, are counted once and reused for a while; small totals and area pages are exact", async () => {
    await t.db.execute(sql`
      insert into properties (user_id, address_line_1, town, postcode, area, bedrooms, bathrooms, property_type,
        furnishing, monthly_rent, rent_from, description, available_from, photos, status, published_at, expires_at)
      select ${ownerId}, g || ' Ardwick Green Café', 'Manchester', 'M12 6FZ', 'ardwick', 2, 1, 'flat', 'furnished',
        900, 900, ${DESCRIPTION}, '2026-09-01', '[]'::jsonb, 'published', now() - g * interval '1 minute', now() + interval '30 days'
      from generate_series(1, 1200) g`);
    const broad = "/api/properties?area=ardwick&bedrooms=2";
    const first = await t.request<PropertySearchResult>(broad);
    // 1,200 match: counted up to one past the cap, which means "more than 1,000" (decision 044).
    expect(first.body.total).toBe(SEARCH_TOTAL_CAP + 1);
    // A keyword outside a-z and 0-9 is searched by the statement (decision 047), whose broad totals
    // are cached for a while.
    const bySql = `${broad}&q=${encodeURIComponent("café")}`;
    expect((await t.request<PropertySearchResult>(bySql)).body.total).toBe(SEARCH_TOTAL_CAP + 1);
    const added = await insertProperty(t.db, ownerId, {
      area: "ardwick",
      bedrooms: 2,
      addressLine1: "1 Ardwick Café Row",
      now: t.clock.now(),
    });
    const { lookups } = t.deps.search.sql.totals;
    const hitsBefore = lookups.hits;
    const again = await t.request<PropertySearchResult>(bySql);
    // The new listing is on the page at once; the broad total is the cached one for a while.
    expect(again.body.items[0].id).toBe(added.id);
    expect(again.body.total).toBe(SEARCH_TOTAL_CAP + 1);
    expect(lookups.hits).toBe(hitsBefore + 1);
    // The in-process index, when there is one, counts afresh and has the new listing at once too;
    // with SQL alone the same search is the statement's, its total cached too.
    const byDefault = await t.request<PropertySearchResult>(broad);
    expect(byDefault.body.items[0].id).toBe(added.id);
    expect(byDefault.body.total).toBe(SEARCH_TOTAL_CAP + 1);
    expect(lookups.hits).toBe(hitsBefore + (t.deps.search.index ? 1 : 2));
    // An area page's total is exact at once, at any size.
    expect((await t.request<PropertySearchResult>("/api/properties?area=ardwick")).body.total).toBe(1201);

    await insertProperty(t.db, ownerId, { area: "ardwick", bedrooms: 3, now: t.clock.now() });
    const small = await t.request<PropertySearchResult>("/api/properties?area=ardwick&bedrooms=3");
    expect(small.body.total).toBe(1);
    await insertProperty(t.db, ownerId, { area: "ardwick", bedrooms: 4, now: t.clock.now() });
    expect(
      (await t.request<PropertySearchResult>("/api/properties?area=ardwick&bedrooms=3")).body.total,
    ).toBe(2);
  });
});
