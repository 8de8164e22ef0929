import type { PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { perPersonRent } from "@roost/shared/domain/housemate-prices.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertUser } from "../../../../test/fixtures.ts";
import { useTestApp } from "../../../../test/test-app.ts";

// "Fits my group" and the per-person order (decision 038) against real PostgreSQL: the SQL's
// per-person rent must be perPersonRent of domain/housemate-prices.ts, which the cards show.

type Overrides = NonNullable<Parameters<typeof insertProperty>[2]>;
const rooms = (...rents: (number | string | null)[]) =>
  rents.map((monthlyRent, i) => ({ name: `Room ${i + 1}`, monthlyRent })) as Overrides["roomsData"];

const FIXTURES: Record<string, Overrides> = {
  threeBed1500: { bedrooms: 3, monthlyRent: 1500 }, // 500 each for 3
  threeBed1501: { bedrooms: 3, monthlyRent: 1501 }, // 501 each for 3 (rounded up)
  fourBed1900: { bedrooms: 4, monthlyRent: 1900 }, // 634 for 3, 475 for 4
  twoBed900: { bedrooms: 2, monthlyRent: 900 }, // too small for 3
  studio: { bedrooms: 0, monthlyRent: 700 }, // too small for anyone
  unpriced: { bedrooms: 5, monthlyRent: null },
  noBedrooms: { bedrooms: null, monthlyRent: 1200 },
  rooms3: { advertType: "individual_rooms", monthlyRent: 99, bedrooms: 5, roomsData: rooms(520, 480, "450") },
  rooms2priced: {
    advertType: "individual_rooms",
    monthlyRent: null,
    bedrooms: 4,
    roomsData: rooms(400, null, 410),
  },
};

const ids: Record<string, string> = {};
const names = (items: { id: string }[]) =>
  items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.id);

const t = useTestApp();
beforeAll(async () => {
  const ownerId = await insertUser(t.db);
  for (const [name, overrides] of Object.entries(FIXTURES)) {
    const row = await insertProperty(t.db, ownerId, { latitude: 53.45, longitude: -2.22, ...overrides });
    ids[name] = row.id;
  }
});

const search = (query: string) => t.request<PropertySearchResult>(`/api/properties?limit=48&${query}`);

describe("fits my group", () => {
  it("lists only homes with a bedroom (or a priced room) for everyone", async () => {
    const { body } = await search("group_size=3");
    expect(new Set(names(body.items))).toEqual(
      // rooms2priced has two priced rooms of three: not one each.
      new Set(["threeBed1500", "threeBed1501", "fourBed1900", "rooms3"]),
    );
    expect(body.total).toBe(4);
  });

  it("keeps homes whose per-person rent is within the limit, rounding the share up", async () => {
    expect(new Set(names((await search("group_size=3&per_person_max=500")).body.items))).toEqual(
      new Set(["threeBed1500", "rooms3"]),
    );
    expect(new Set(names((await search("group_size=4&per_person_max=475")).body.items))).toEqual(
      new Set(["fourBed1900"]),
    );
  });

  it("sorts cheapest per person first and pages through every match exactly once", async () => {
    const first = await t.request<PropertySearchResult>(
      "/api/properties?group_size=2&sort=per_person&limit=2",
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const seen = [...first.body.items];
    let cursor = first.body.next_cursor;
    while (cursor) {
      const next = await t.request<PropertySearchResult>(
        `/api/properties?group_size=2&sort=per_person&limit=2&cursor=${encodeURIComponent(cursor)}`,
      );
      seen.push(...next.body.items);
      cursor = next.body.next_cursor;
    }
    // For 2: rooms2priced 400, rooms3 450, twoBed900 450, threeBed1500 750, threeBed1501 751, fourBed1900 950.
    expect(names(seen).slice(0, 1)).toEqual(["rooms2priced"]);
    expect(new Set(names(seen).slice(1, 3))).toEqual(new Set(["rooms3", "twoBed900"]));
    expect(names(seen).slice(3)).toEqual(["threeBed1500", "threeBed1501", "fourBed1900"]);
  });

  it("agrees with perPersonRent, the figure the cards show, for every size and limit", async () => {
    for (const size of [1, 2, 3, 4, 5]) {
      for (const max of [undefined, 400, 450, 500, 634, 10_000]) {
        const query = `group_size=${size}${max === undefined ? "" : `&per_person_max=${max}`}`;
        const got = new Set(names((await search(query)).body.items));
        const expected = Object.entries(FIXTURES).flatMap(([name, f]) => {
          const each = perPersonRent(
            {
              advertType: f.advertType,
              monthlyRent: f.monthlyRent,
              bedrooms: f.bedrooms,
              rooms: f.roomsData,
            },
            size,
          );
          return typeof each === "number" && (max === undefined || each <= max) ? [name] : [];
        });
        expect(got, query).toEqual(new Set(expected));
      }
    }
  });

  it("refuses a per-person limit or order without the group's size", async () => {
    for (const query of ["per_person_max=500", "sort=per_person"]) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ error: { field: "group_size" } });
    }
  });
});
