import type { SavedSearch } from "@roost/shared/contracts/saved-searches.ts";
import { MOVE_IN_FORMAT_PROBLEM } from "@roost/shared/domain/move-in.ts";
import { SAVED_SEARCH_TEXTS, SAVED_SEARCHES_MAX } from "@roost/shared/domain/saved-searches.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { savedSearchMatches } from "../../db/schema.ts";
import { insertProperty, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

/** Saves a search; `T` is the answer's type the test reads, the saved search unless named. */
const save = <T = SavedSearch>(cookie: string, body: unknown) =>
  t.request<T>("/api/saved-searches", { method: "POST", body, cookie });
const list = async (cookie: string) =>
  (await t.request<SavedSearch[]>("/api/saved-searches", { cookie })).body;

const EVERY_FILTER = {
  area: "fallowfield",
  q: "garden",
  min_price: 400,
  max_price: 900,
  bedrooms: 2,
  property_type: "flat,terraced-house",
  furnishing: "furnished",
  parking: true,
  bills_included: false,
  advert_type: "individual_rooms",
  min_pppw: 90,
  max_pppw: 150,
  move_in: "2027/28",
};

describe("saved searches", () => {
  it("stores every filter of the search and gives them back under the search API's names", async () => {
    const student = await person(t, "saved-every");
    const res = await save(student.cookie, { filters: EVERY_FILTER });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Fallowfield, £400–£900, £90–£150 pppw, 2+ beds, “garden”",
      alert: "instant",
      new_matches: 0,
      filters: { ...EVERY_FILTER, property_type: ["flat", "terraced-house"] },
    });
    expect(await list(student.cookie)).toEqual([res.body]);
  });

  it("takes the search page's query string as it is (text numbers, comma-joined types)", async () => {
    const student = await person(t, "saved-strings");
    const res = await save(student.cookie, {
      name: "Cheap flats",
      filters: { max_price: "700", property_type: "flat,studio-flat", parking: "true" },
    });
    expect(res.status).toBe(201);
    expect(res.body.filters).toEqual({
      max_price: 700,
      property_type: ["flat", "studio-flat"],
      parking: true,
    });
    expect(res.body.name).toBe("Cheap flats");
  });

  it("refuses a filter it cannot store, naming it, and an area it does not know", async () => {
    const student = await person(t, "saved-refused");
    const unknown = await save(student.cookie, { filters: { area: "fallowfield", map_bounds: "1,2,3,4" } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain(SAVED_SEARCH_TEXTS.unsupportedFilter(["map_bounds"]));
    const sorted = await save(student.cookie, { filters: { sort: "price_asc" } });
    expect(sorted.status).toBe(400);
    const moveIn = await save(student.cookie, { filters: { move_in: "2027/29" } });
    expect(moveIn.status).toBe(400);
    expect(JSON.stringify(moveIn.body)).toContain(MOVE_IN_FORMAT_PROBLEM);
    const area = await save<ApiErrorBody>(student.cookie, { filters: { area: "atlantis" } });
    expect(area.status).toBe(400);
    expect(area.body.error.message).toBe(SAVED_SEARCH_TEXTS.unknownArea);
    expect(await list(student.cookie)).toEqual([]);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per user, even when saved at once, with a clear message`, async () => {
    const student = await person(t, "saved-limit");
    const answers = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_MAX + 3 }, (_, i) =>
        save<ApiErrorBody>(student.cookie, { filters: { max_price: 500 + i } }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(SAVED_SEARCHES_MAX);
    const refusals = answers.filter((r) => r.status !== 201);
    expect(refusals.map((r) => r.status)).toEqual([422, 422, 422]);
    expect(refusals[0].body.error.message).toBe(SAVED_SEARCH_TEXTS.limitReached);
    expect(await list(student.cookie)).toHaveLength(SAVED_SEARCHES_MAX);
    const other = await person(t, "saved-limit-other");
    expect((await save(other.cookie, { filters: {} })).status).toBe(201);
  });

  it("renames, changes the alert, marks visited and deletes only the user's own searches", async () => {
    const owner = await person(t, "saved-owner");
    const stranger = await person(t, "saved-stranger");
    const { id } = (await save(owner.cookie, { filters: { area: "withington" } })).body;
    const patch = (cookie: string, body: unknown) =>
      t.request<SavedSearch>(`/api/saved-searches/${id}`, { method: "PATCH", body, cookie });

    expect((await patch(stranger.cookie, { name: "Mine now" })).status).toBe(404);
    expect(
      (await t.request(`/api/saved-searches/${id}`, { method: "DELETE", cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/saved-searches/${id}/visited`, { method: "POST", cookie: stranger.cookie }))
        .status,
    ).toBe(404);
    expect(await list(stranger.cookie)).toEqual([]);

    const renamed = await patch(owner.cookie, { name: "  Withington houses  ", alert: "daily" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id, name: "Withington houses", alert: "daily" });
    expect((await patch(owner.cookie, { alert: "off" })).body).toMatchObject({
      name: "Withington houses",
      alert: "off",
    });
    expect((await patch(owner.cookie, {})).body).toMatchObject({ name: "Withington houses", alert: "off" });
    expect((await patch(stranger.cookie, {})).status).toBe(404);
    expect((await patch(owner.cookie, { name: " " })).status).toBe(400);

    expect(
      (await t.request(`/api/saved-searches/${id}`, { method: "DELETE", cookie: owner.cookie })).status,
    ).toBe(204);
    expect(
      (await t.request(`/api/saved-searches/${id}`, { method: "DELETE", cookie: owner.cookie })).status,
    ).toBe(404);
    expect(
      (await t.request("/api/saved-searches/not-an-id", { method: "DELETE", cookie: owner.cookie })).status,
    ).toBe(404);
  });

  it("counts matched homes still on offer since the last visit, and opening the search resets it", async () => {
    const student = await person(t, "saved-count");
    const landlord = await person(t, "saved-count-landlord", "landlord");
    const search = (await save(student.cookie, { filters: { area: "fallowfield" } })).body;
    const live = await insertProperty(t.db, landlord.id);
    const available = await insertProperty(t.db, landlord.id, { status: "available" });
    const letAgreed = await insertProperty(t.db, landlord.id, { status: "let_agreed" });
    const paused = await insertProperty(t.db, landlord.id, { status: "pause" });
    t.clock.advance?.(1000);
    await t.db.insert(savedSearchMatches).values(
      [live, available, letAgreed, paused].map((home) => ({
        savedSearchId: search.id,
        propertyId: home.id,
        matchedAt: t.clock.now(),
      })),
    );
    expect((await list(student.cookie))[0].new_matches).toBe(2);

    t.clock.advance?.(1000);
    const visited = await t.request(`/api/saved-searches/${search.id}/visited`, {
      method: "POST",
      cookie: student.cookie,
    });
    expect(visited.status).toBe(204);
    expect((await list(student.cookie))[0].new_matches).toBe(0);
    // Deleting the search takes its matches with it.
    await t.request(`/api/saved-searches/${search.id}`, { method: "DELETE", cookie: student.cookie });
    expect(
      await t.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, search.id)),
    ).toEqual([]);
  });
});
