import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { POSTCODE_DISTRICT_CENTRES } from "@roost/shared/domain/postcode-districts.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { postcodeCentres } from "../../../db/schema.ts";
import { ok, type Person, person } from "../../../test/fixtures.ts";
import { useTestApp } from "../../../test/test-app.ts";

// The wizard's location (decision 036): the postcode's centre until the landlord places
// the pin, the pin once they have, and only inside Greater Manchester.

let landlord: Person;
const t = useTestApp();
beforeAll(async () => {
  landlord = await person(t, "pin-landlord", "landlord");
  await t.db.insert(postcodeCentres).values({ postcode: "M13 9PL", latitude: 53.4668, longitude: -2.2339 });
});

const create = async (body: Record<string, unknown>) =>
  ok(await t.request<PropertyDetail>("/api/properties", { cookie: landlord.cookie, body }), 201).body;
const save = (id: string, body: Record<string, unknown>) =>
  t.request<PropertyDetail>(`/api/properties/${id}`, { method: "PATCH", cookie: landlord.cookie, body });
const where = (detail: PropertyDetail) => ({ lat: detail.latitude, lng: detail.longitude });

describe("the listing's location", () => {
  it("starts at the postcode district's centre when no pin is placed", async () => {
    const draft = await create({ postcode: "m14 6hr" });
    expect(where(draft)).toEqual(POSTCODE_DISTRICT_CENTRES.M14);
  });

  it("uses an imported exact postcode centre before the district's", async () => {
    const draft = await create({ postcode: "M13 9PL" });
    expect(where(draft)).toEqual({ lat: 53.4668, lng: -2.2339 });
  });

  it("keeps the landlord's pin, even when the postcode comes with it", async () => {
    const pin = { latitude: 53.4451, longitude: -2.2203 };
    const draft = await create({ postcode: "M14 6HR", ...pin });
    expect(where(draft)).toEqual({ lat: pin.latitude, lng: pin.longitude });
    const saved = ok(await save(draft.id, { description: "A bright house by the park." })).body;
    expect(where(saved)).toEqual({ lat: pin.latitude, lng: pin.longitude });
    const resent = ok(await save(draft.id, { postcode: "M14 6HR" })).body;
    expect(where(resent)).toEqual({ lat: pin.latitude, lng: pin.longitude });
  });

  it("moves to the new postcode's centre when the postcode changes without a pin", async () => {
    const draft = await create({ postcode: "M14 6HR", latitude: 53.4451, longitude: -2.2203 });
    const moved = ok(await save(draft.id, { postcode: "M20 2LT" })).body;
    expect(where(moved)).toEqual(POSTCODE_DISTRICT_CENTRES.M20);
  });

  it("goes back to the postcode's centre when the landlord clears the pin", async () => {
    const draft = await create({ postcode: "M14 6HR", latitude: 53.4451, longitude: -2.2203 });
    const cleared = ok(await save(draft.id, { latitude: null, longitude: null })).body;
    expect(where(cleared)).toEqual(POSTCODE_DISTRICT_CENTRES.M14);
  });

  it("stays unplaced for a postcode outside the table", async () => {
    const draft = await create({ postcode: "EC1A 1BB" });
    expect(where(draft)).toEqual({ lat: null, lng: null });
  });

  it("refuses a pin outside Greater Manchester", async () => {
    const draft = await create({ postcode: "M14 6HR" });
    for (const pin of [
      { latitude: 51.5074, longitude: -0.1278 },
      { latitude: 53.48, longitude: -3.5 },
    ]) {
      const res = await save(draft.id, pin);
      expect(res.status).toBe(400);
      expect((res.body as unknown as { error: { message: string } }).error.message).toBe(
        "Place the pin in Greater Manchester",
      );
    }
  });
});
