import type { PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { perPersonRent } from "@roost/shared/domain/housemate-prices.ts";
import { effectiveMonthlyRent } from "@roost/shared/domain/price.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertUser } from "../../../../test/fixtures.ts";
import { useTestApp } from "../../../../test/test-app.ts";

// The per-person order reads each kind of advert from the price index and merges them
// (search-group.ts, perPersonCandidates). Paged in small steps over many ties, it must give
// exactly the order of (per-person rent, rent, id) over every match, for every size and limit.

type Overrides = NonNullable<Parameters<typeof insertProperty>[2]>;
const homes: { id: string; listing: Overrides }[] = [];

const t = useTestApp();
beforeAll(async () => {
  const ownerId = await insertUser(t.db);
  // Deterministic variety with many equal rents and shares: whole homes of 0-5 bedrooms at
  // £900-£1,500 in £100 steps, and room adverts of 1-4 rooms at £400-£550.
  for (let i = 0; i < 36; i++) {
    const listing: Overrides =
      i % 4 === 0
        ? {
            advertType: "individual_rooms",
            bedrooms: 4,
            monthlyRent: null,
            roomsData: Array.from({ length: 1 + (i % 5) }, (_, r) => ({
              name: `Room ${r + 1}`,
              monthlyRent: 400 + 50 * ((i + r) % 4),
            })),
          }
        : { bedrooms: i % 6, monthlyRent: 900 + 100 * (i % 7) };
    const row = await insertProperty(t.db, ownerId, { latitude: 53.45, longitude: -2.22, ...listing });
    homes.push({ id: row.id, listing });
  }
  // A key far beyond 2^31 (£30,000 each): the cursor must carry it, not refuse it.
  const dear: Overrides = { bedrooms: 1, monthlyRent: 30_000 };
  homes.push({
    id: (await insertProperty(t.db, ownerId, { latitude: 53.45, longitude: -2.22, ...dear })).id,
    listing: dear,
  });
});

function expectedOrder(size: number, max: number | undefined): string[] {
  return homes
    .flatMap(({ id, listing }) => {
      const input = {
        advertType: listing.advertType,
        monthlyRent: listing.monthlyRent,
        rooms: listing.roomsData,
      };
      const each = perPersonRent({ ...input, bedrooms: listing.bedrooms }, size);
      if (typeof each !== "number" || (max !== undefined && each > max)) return [];
      return [{ id, each, rent: effectiveMonthlyRent(input) ?? 0 }];
    })
    .sort((a, b) => a.each - b.each || a.rent - b.rent || (a.id < b.id ? -1 : 1))
    .map((h) => h.id);
}

async function pagedIds(query: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { status: number; body: PropertySearchResult } = await t.request<PropertySearchResult>(
      `/api/properties?${query}&sort=per_person&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    ids.push(...page.body.items.map((item) => item.id));
    cursor = page.body.next_cursor;
  } while (cursor);
  return ids;
}

describe("paging by price per person", () => {
  it("gives every match once, in (per person, rent, id) order, whatever the page size", async () => {
    for (const size of [1, 2, 3, 4]) {
      for (const max of [undefined, 300, 450]) {
        const query = `group_size=${size}${max === undefined ? "" : `&per_person_max=${max}`}`;
        const expected = expectedOrder(size, max);
        for (const limit of [1, 3, 7])
          expect(await pagedIds(query, limit), `${query} limit ${limit}`).toEqual(expected);
      }
    }
  });
});
