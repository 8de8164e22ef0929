import type { PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import type { SavedSearch } from "@roost/shared/contracts/saved-searches.ts";
import { ADVERT_TYPES, FURNISHING, PROPERTY_TYPES } from "@roost/shared/domain/property.ts";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, properties, savedSearches, savedSearchMatches } from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import { insertProperty, type Person, person } from "../../test/fixtures.ts";
import { seededSampler } from "../../test/sampler.ts";
import { useTestApp } from "../../test/test-app.ts";
import { COLUMN_FILTERS } from "../properties/search/search-filters.ts";
import { matchNewListing } from "./saved-search-matching.ts";

let landlord: Person;
const t = useTestApp();
beforeAll(async () => {
  landlord = await person(t, "match-landlord", "landlord");
});

async function saveSearch(
  who: Person,
  filters: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const res = await t.request<SavedSearch>("/api/saved-searches", {
    method: "POST",
    body: { filters, ...extra },
    cookie: who.cookie,
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** Matches the listing, then the names and owners of the searches it now matches. */
async function matchedSearches(propertyId: string) {
  await matchNewListing(t.db, propertyId, t.clock.now());
  return t.db
    .select({ name: savedSearches.name, userId: savedSearches.userId })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .where(eq(savedSearchMatches.propertyId, propertyId));
}

const matchedNames = async (propertyId: string) =>
  (await matchedSearches(propertyId)).map((m) => m.name).sort();

const alertsFor = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "saved_search_match")));

/** Each filter once satisfied (+) and once not (−) by the same listing. */
const CASES: [
  filter: string,
  matches: Record<string, string | number>,
  misses: Record<string, string | number>,
][] = [
  ["area", { area: "fallowfield" }, { area: "withington" }],
  ["keyword", { q: "sunny gard" }, { q: "swimming" }],
  ["min price", { min_price: 900 }, { min_price: 901 }],
  ["max price", { max_price: 900 }, { max_price: 899 }],
  ["bedrooms", { bedrooms: 2 }, { bedrooms: 3 }],
  ["property type", { property_type: "bedsit,flat" }, { property_type: "bedsit" }],
  ["furnishing", { furnishing: "furnished" }, { furnishing: "unfurnished" }],
  ["parking", { parking: "true" }, { parking: "false" }],
  ["bills", { bills_included: "false" }, { bills_included: "true" }],
  ["let type", { advert_type: "whole_property" }, { advert_type: "individual_rooms" }],
];

describe("matching a listing that goes live against saved searches", () => {
  it("applies each filter as the search page does", async () => {
    const student = await person(t, "match-filters");
    for (const [filter, matches, misses] of CASES) {
      await saveSearch(student, matches, { name: `${filter} +` });
      await saveSearch(student, misses, { name: `${filter} -` });
    }
    const home = await insertProperty(t.db, landlord.id, {
      area: "fallowfield",
      monthlyRent: 900,
      bedrooms: 2,
      propertyType: "flat",
      furnishing: "furnished",
      parking: true,
      billsIncluded: false,
      advertType: "whole_property",
      description: "A sunny flat with a garden, a short walk from the university and the shops.",
    });
    expect(await matchedNames(home.id)).toEqual(CASES.map(([filter]) => `${filter} +`).sort());

    // The same filters on the search page agree, listing for listing.
    for (const [, matches, misses] of CASES) {
      const found = async (filters: Record<string, string | number>) => {
        const query = new URLSearchParams(
          Object.entries(filters).map(([k, v]): [string, string] => [k, String(v)]),
        );
        const res = await t.request<PropertySearchResult>(`/api/properties?${query}&limit=48`);
        return res.body.items.some((card) => card.id === home.id);
      };
      expect([await found(matches), await found(misses)]).toEqual([true, false]);
    }
  });

  it("matches every column filter of the search's registry as the search page does", async () => {
    const r = seededSampler(53);
    // A word of their own, so the search page returns these listings and no others.
    const word = "quokkamatch";
    const homes = await Promise.all(
      Array.from({ length: 10 }, () =>
        insertProperty(t.db, landlord.id, {
          bedrooms: Math.floor(r.next() * 5),
          propertyType: r.pick(PROPERTY_TYPES),
          furnishing: r.pick(FURNISHING),
          parking: r.chance(0.5),
          billsIncluded: r.chance(0.5),
          advertType: r.pick(ADVERT_TYPES),
          roomsData: [{ name: "Room 1", monthlyRent: 500 }],
          description: `A ${word} home near the university, the shops and the bus stop.`,
        }),
      ),
    );
    for (const filter of COLUMN_FILTERS) {
      const student = await person(t, `match-registry-${filter.param}`);
      const values = new Set(Array.from({ length: 8 }, () => filter.sample(r)));
      for (const value of values)
        await saveSearch(student, { q: word, [filter.param]: value }, { name: value });
      const matchedBy = new Map<string, string[]>();
      for (const home of homes) {
        for (const { name, userId } of await matchedSearches(home.id)) {
          if (userId === student.id) matchedBy.set(name, [...(matchedBy.get(name) ?? []), home.id]);
        }
      }
      for (const value of values) {
        const res = await t.request<PropertySearchResult>(
          `/api/properties?q=${word}&${filter.param}=${value}&limit=48`,
        );
        const found = res.body.items.map((card) => card.id).sort();
        expect({ [filter.param]: value, matched: (matchedBy.get(value) ?? []).sort() }).toEqual({
          [filter.param]: value,
          matched: found,
        });
      }
    }
  });

  it("matches the map box and the time to a campus on the listing's public point", async () => {
    const student = await person(t, "match-location");
    // About 1 km south of the University of Manchester's Oxford Road campus (53.4668, -2.2339).
    const home = await insertProperty(t.db, landlord.id, { latitude: 53.4578, longitude: -2.2339 });
    const located = [
      ["box around it +", { bbox: "53.44,-2.26,53.47,-2.21" }],
      ["box elsewhere -", { bbox: "53.48,-2.26,53.50,-2.21" }],
      ["20 min walk +", { campus: "uom", max_walk_minutes: 20 }],
      ["5 min walk -", { campus: "uom", max_walk_minutes: 5 }],
      ["10 min cycle +", { campus: "uom", max_cycle_minutes: 10 }],
      ["campus alone +", { campus: "salford" }],
      ["far campus -", { campus: "salford", max_walk_minutes: 15 }],
    ] as const;
    for (const [name, filters] of located) await saveSearch(student, filters, { name });
    const names: readonly string[] = located.map(([name]) => name);
    expect((await matchedNames(home.id)).filter((name) => names.includes(name))).toEqual(
      names.filter((name) => name.endsWith("+")).sort(),
    );
    // Saved as asked, so each opens as the same search.
    const saved = await t.request<SavedSearch[]>("/api/saved-searches", { cookie: student.cookie });
    expect(saved.body.find((s) => s.name === "box around it +")?.filters).toEqual({
      bbox: "53.44,-2.26,53.47,-2.21",
    });
    expect(saved.body.find((s) => s.name === "20 min walk +")?.filters).toEqual({
      campus: "uom",
      max_walk_minutes: 20,
    });
    // Minutes mean nothing without a campus: refused, as the search refuses them.
    const refused = await t.request("/api/saved-searches", {
      method: "POST",
      body: { filters: { max_walk_minutes: 10 } },
      cookie: student.cookie,
    });
    expect(refused.status).toBe(400);
  });

  it('prices a rooms advert "From" its cheapest room, as its card and the search do', async () => {
    const student = await person(t, "match-rooms");
    await saveSearch(student, { max_price: 550 }, { name: "up to 550" });
    await saveSearch(student, { max_price: 549 }, { name: "up to 549" });
    await saveSearch(student, { min_price: 550 }, { name: "from 550" });
    await saveSearch(student, { min_price: 551 }, { name: "from 551" });
    const rooms = await insertProperty(t.db, landlord.id, {
      advertType: "individual_rooms",
      monthlyRent: null,
      roomsData: [
        { name: "Room 1", monthlyRent: 600 },
        { name: "Room 2", monthlyRent: 550 },
      ],
    });
    expect((await matchedNames(rooms.id)).filter((name) => name.includes("5"))).toEqual([
      "from 550",
      "up to 550",
    ]);
  });

  it("sends nothing for a let-agreed, paused or draft listing, nor to its owner", async () => {
    const student = await person(t, "match-never");
    await saveSearch(student, {}, { name: "anything" });
    await saveSearch(landlord, {}, { name: "landlord's own" });
    for (const status of ["let_agreed", "pause", "draft", "expired", "withdrawn"] as const) {
      const home = await insertProperty(t.db, landlord.id, { status });
      expect(await matchNewListing(t.db, home.id, t.clock.now())).toEqual({ matched: 0, alerting: false });
    }
    const live = await insertProperty(t.db, landlord.id, { status: "available" });
    const owners = (await matchedSearches(live.id)).map((m) => m.userId);
    expect(owners).toContain(student.id);
    expect(owners).not.toContain(landlord.id);
  });

  it("alerts through a job when a landlord publishes, once per person and home, never twice", async () => {
    const instant = await person(t, "match-instant");
    const daily = await person(t, "match-daily");
    const silent = await person(t, "match-silent");
    await saveSearch(instant, { area: "didsbury" }, { name: "Didsbury" });
    await saveSearch(instant, { area: "didsbury", bedrooms: 2 }, { name: "Didsbury 2 beds" });
    await saveSearch(daily, { area: "didsbury" }, { name: "Didsbury daily" });
    const silentSearch = await saveSearch(silent, { area: "didsbury" });
    await t.request(`/api/saved-searches/${silentSearch.id}`, {
      method: "PATCH",
      body: { alert: "off" },
      cookie: silent.cookie,
    });
    await t.request(
      `/api/saved-searches/${(await t.request<SavedSearch[]>("/api/saved-searches", { cookie: daily.cookie })).body[0].id}`,
      {
        method: "PATCH",
        body: { alert: "daily" },
        cookie: daily.cookie,
      },
    );

    const home = await insertProperty(t.db, landlord.id, {
      status: "draft",
      area: "didsbury",
      addressLine1: "8 Barlow Moor Road",
    });
    const publish = await t.request(`/api/properties/${home.id}/publish`, {
      method: "POST",
      cookie: landlord.cookie,
    });
    expect(publish.status).toBe(200);
    // Nothing is sent inside the landlord's request.
    expect(await alertsFor(instant.id)).toEqual([]);
    while ((await runDueJobs(t.deps)) > 0);

    const [alert, ...more] = await alertsFor(instant.id);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      title: "New home for your saved search",
      message: '8 Barlow Moor Road matches "Didsbury".',
      data: { property_id: home.id },
    });
    expect(await alertsFor(daily.id)).toHaveLength(1);
    expect(await alertsFor(silent.id)).toEqual([]);
    const silentList = await t.request<SavedSearch[]>("/api/saved-searches", { cookie: silent.cookie });
    expect(silentList.body[0].new_matches).toBe(1);

    // Paused and live again: the same home is not news to the same search.
    const setStatus = (status: string) =>
      t.request(`/api/properties/${home.id}/status`, {
        method: "PATCH",
        body: { status },
        cookie: landlord.cookie,
      });
    expect((await setStatus("pause")).status).toBe(200);
    expect((await setStatus("available")).status).toBe(200);
    while ((await runDueJobs(t.deps)) > 0);
    expect(await alertsFor(instant.id)).toHaveLength(1);
  });

  it("forgets the matches of a deleted search or home (no foreign keys: statement triggers)", async () => {
    const student = await person(t, "match-forget");
    const kept = await saveSearch(student, { area: "hulme" }, { name: "kept" });
    const dropped = await saveSearch(student, { area: "hulme" }, { name: "dropped" });
    const home = await insertProperty(t.db, landlord.id, { area: "hulme" });
    const other = await insertProperty(t.db, landlord.id, { area: "hulme" });
    for (const id of [home.id, other.id]) await matchNewListing(t.db, id, t.clock.now());
    const pairs = async () =>
      (
        await t.db
          .select()
          .from(savedSearchMatches)
          .where(inArray(savedSearchMatches.savedSearchId, [kept.id, dropped.id]))
      )
        .map(
          (m) =>
            `${m.savedSearchId === kept.id ? "kept" : "dropped"}:${m.propertyId === home.id ? "home" : "other"}`,
        )
        .sort();
    expect(await pairs()).toEqual(["dropped:home", "dropped:other", "kept:home", "kept:other"]);
    const res = await t.request(`/api/saved-searches/${dropped.id}`, {
      method: "DELETE",
      cookie: student.cookie,
    });
    expect(res.status).toBeLessThan(300);
    await t.db.delete(properties).where(eq(properties.id, other.id));
    expect(await pairs()).toEqual(["kept:home"]);
  });
});
