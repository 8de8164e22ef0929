import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import type { PropertyCard, PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { earliestMoveIn } from "@roost/shared/domain/move-in.ts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../../db/schema.ts";
import {
  COMPLETE_ADVERT_FACTS,
  fakePhoto,
  insertProperty,
  insertUser,
  person,
} from "../../../test/fixtures.ts";
import type { ApiDocument } from "../../../test/openapi-operations.ts";
import { type ApiErrorBody, useTestApp } from "../../../test/test-app.ts";

let landlord: { cookie: string; id: string };
let stranger: { cookie: string; id: string };
const t = useTestApp();
beforeAll(async () => {
  landlord = await person(t, "landlord", "landlord", { first_name: "James", last_name: "Holt" });
  stranger = await person(t, "stranger", "property_finder");
});

const rowOf = async (id: string) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];

const latest = (...dates: (Date | null)[]) =>
  dates.reduce<Date | null>((a, b) => (a === null || (b !== null && b > a) ? b : a), null);

/**
 * The card the contract spells, written here from the row's columns: the stored card the trigger
 * builds (migration 0019) must come out as this.
 */
function expectedCard(row: typeof properties.$inferSelect): PropertyCard {
  const cover = row.photos[0];
  return {
    id: row.id,
    address_line_1: row.addressLine1,
    town: row.town,
    postcode: row.postcode,
    area: row.area,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parking: row.parking,
    property_type: row.propertyType,
    furnishing: row.furnishing,
    advert_type: row.advertType,
    monthly_rent: row.monthlyRent,
    rooms: row.roomsData,
    bills_included: row.billsIncluded,
    status: row.status,
    cover_url: cover?.card ?? null,
    cover_variants: cover?.variants ?? null,
    photo_count: row.photos.length,
    published_at: row.publishedAt?.toISOString() ?? null,
    move_in_from: earliestMoveIn({
      advertType: row.advertType,
      availableFrom: row.availableFrom,
      rooms: row.roomsData,
    }),
    landlord_verified: row.ownerVerified,
    confirmed_available_at: latest(row.publishedAt, row.availabilityConfirmedAt)?.toISOString() ?? null,
    latitude: row.publicLatitude,
    longitude: row.publicLongitude,
  };
}

/** A draft that passes every publish check (photos are inserted directly, as uploads would). */
const completeDraft = (ownerId: string) =>
  insertProperty(t.db, ownerId, { status: "draft", now: t.clock.now() });

describe("creating a listing", () => {
  it("creates a draft for a landlord from a partial wizard step", async () => {
    const res = await t.request<PropertyDetail>("/api/properties", {
      cookie: landlord.cookie,
      body: { address_line_1: " 4 Ladybarn Lane ", town: "Manchester", postcode: "m146hr", draft_step: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "draft",
      address_line_1: "4 Ladybarn Lane",
      postcode: "M14 6HR",
      draft_step: 1,
      is_owner: true,
      published_at: null,
      photo_count: 0,
      cover_url: null,
      owner: { user_id: landlord.id, display_name: "James Holt" },
    });
    expect(res.body.owner.member_since).toMatch(/^Member since \w+ \d{4}$/);
  });

  it("lets every non-student type list", async () => {
    for (const type of ["property_finder", "professional", "general"] as const) {
      const u = await person(t, `lister-${type}`, type);
      const res = await t.request("/api/properties", { cookie: u.cookie, body: {} });
      expect(res.status).toBe(201);
    }
  });

  it("refuses students with students_cannot_list", async () => {
    const student = await person(t, "student");
    const res = await t.request<ApiErrorBody>("/api/properties", {
      cookie: student.cookie,
      body: { town: "Manchester" },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("students_cannot_list");
  });

  it("refuses a user who has not finished onboarding", async () => {
    const cookie = await t.signIn("not-onboarded@example.com");
    const res = await t.request<ApiErrorBody>("/api/properties", { cookie, body: {} });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("onboarding_required");
  });

  it("answers 401 when signed out", async () => {
    const res = await t.request("/api/properties", { body: {} });
    expect(res.status).toBe(401);
  });

  it("rejects an unknown area and invalid values with the field", async () => {
    const area = await t.request<ApiErrorBody>("/api/properties", {
      cookie: landlord.cookie,
      body: { area: "atlantis" },
    });
    expect(area.status).toBe(400);
    expect(area.body.error.field).toBe("area");
    const rent = await t.request<ApiErrorBody>("/api/properties", {
      cookie: landlord.cookie,
      body: { monthly_rent: -5 },
    });
    expect(rent.status).toBe(400);
    expect(rent.body.error.field).toBe("monthly_rent");
  });

  it("keeps rent_from as the cheapest room for a room-by-room advert", async () => {
    const res = await t.request<PropertyDetail>("/api/properties", {
      cookie: landlord.cookie,
      body: {
        advert_type: "individual_rooms",
        monthly_rent: 2000,
        rooms: [
          { name: "Front room", monthlyRent: 650 },
          { name: "Attic", monthlyRent: 520, ensuite: true },
          { name: "Box room", monthlyRent: null },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.rooms).toEqual([
      { name: "Front room", monthlyRent: 650 },
      { name: "Attic", monthlyRent: 520, ensuite: true },
      { name: "Box room", monthlyRent: null },
    ]);
    expect((await rowOf(res.body.id)).rentFrom).toBe(520);
  });
});

describe("editing a listing", () => {
  it("saves a partial update, the wizard step and the derived rent", async () => {
    const created = await t.request<PropertyDetail>("/api/properties", {
      cookie: landlord.cookie,
      body: { monthly_rent: 1200 },
    });
    const id = created.body.id;
    const res = await t.request<PropertyDetail>(`/api/properties/${id}`, {
      method: "PATCH",
      cookie: landlord.cookie,
      body: { bedrooms: 4, draft_step: 3, area: "withington" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bedrooms: 4, draft_step: 3, area: "withington", monthly_rent: 1200 });
    expect((await rowOf(id)).rentFrom).toBe(1200);

    const toRooms = await t.request(`/api/properties/${id}`, {
      method: "PATCH",
      cookie: landlord.cookie,
      body: { advert_type: "individual_rooms", rooms: [{ name: "Room 1", monthlyRent: 480 }] },
    });
    expect(toRooms.status).toBe(200);
    expect((await rowOf(id)).rentFrom).toBe(480);

    const cleared = await t.request<PropertyDetail>(`/api/properties/${id}`, {
      method: "PATCH",
      cookie: landlord.cookie,
      body: { area: null, bedrooms: null },
    });
    expect(cleared.body).toMatchObject({ area: null, bedrooms: null });
  });

  it("saves the key facts whole, shows them on the page, and refuses a bad one with its message", async () => {
    const created = await t.request<PropertyDetail>("/api/properties", { cookie: landlord.cookie, body: {} });
    const id = created.body.id;
    const facts = {
      council_tax_band: "B",
      council_tax_payer: "tenants",
      epc: "F",
      epc_certificate: "0123-4567-8901-2345-6789",
      epc_exemption: "PRSE-000123",
      tenancy_type: "joint",
      bills: ["gas", "electricity"],
      bills_cap: 120,
      pets: "ask",
    };
    const saved = await t.request<PropertyDetail>(`/api/properties/${id}`, {
      method: "PATCH",
      cookie: landlord.cookie,
      body: { facts },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.facts).toEqual(facts);
    const page = await t.request<PropertyDetail>(`/api/properties/${id}`, { cookie: landlord.cookie });
    expect(page.body.facts).toEqual(facts);

    // A certificate number as nobody prints it, and an F rating without its exemption: each is
    // refused with its message and nothing is saved.
    const refuse = async (changed: Record<string, unknown>) => {
      const res = await t.request<{ error: { message: string; field?: string } }>(`/api/properties/${id}`, {
        method: "PATCH",
        cookie: landlord.cookie,
        body: { facts: { ...facts, ...changed } },
      });
      expect(res.status).toBe(400);
      return res.body.error;
    };
    expect(await refuse({ epc_certificate: "12-34" })).toMatchObject({ field: "facts.epc_certificate" });
    expect(await refuse({ epc_exemption: undefined })).toEqual({
      code: "validation_failed",
      field: "facts.epc_exemption",
      message:
        "A home rated F or G may be let only with an exemption: enter its PRS Exemptions Register reference",
    });
    expect((await rowOf(id)).facts).toEqual(facts);
  });

  it("answers 404 to anyone but the owner and changes nothing", async () => {
    const listing = await completeDraft(landlord.id);
    const res = await t.request(`/api/properties/${listing.id}`, {
      method: "PATCH",
      cookie: stranger.cookie,
      body: { town: "Hijacked" },
    });
    expect(res.status).toBe(404);
    expect((await rowOf(listing.id)).town).toBe("Manchester");
    const signedOut = await t.request(`/api/properties/${listing.id}`, {
      method: "PATCH",
      body: { town: "x" },
    });
    expect(signedOut.status).toBe(401);
  });

  it("keeps a live listing publishable: a change that breaks it is refused with the field", async () => {
    const listing = await insertProperty(t.db, landlord.id, { now: t.clock.now() });
    const broken = await t.request<ApiErrorBody>(`/api/properties/${listing.id}`, {
      method: "PATCH",
      cookie: landlord.cookie,
      body: { monthly_rent: null },
    });
    expect(broken.status).toBe(422);
    expect(broken.body.error).toMatchObject({ code: "listing_incomplete", field: "monthly_rent" });
    expect((await rowOf(listing.id)).monthlyRent).toBe(1500);

    const fine = await t.request(`/api/properties/${listing.id}`, {
      method: "PATCH",
      cookie: landlord.cookie,
      body: { monthly_rent: 1650, bills_included: true },
    });
    expect(fine.status).toBe(200);
    expect(fine.body).toMatchObject({ status: "published", monthly_rent: 1650, bills_included: true });
    expect((await rowOf(listing.id)).rentFrom).toBe(1650);
  });

  it("lets a draft be saved incomplete", async () => {
    const listing = await completeDraft(landlord.id);
    const res = await t.request<PropertyDetail>(`/api/properties/${listing.id}`, {
      method: "PATCH",
      cookie: landlord.cookie,
      body: { description: "", monthly_rent: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe("");
  });
});

describe("publishing", () => {
  it("refuses an incomplete draft with the first missing field and its message", async () => {
    const created = await t.request<PropertyDetail>("/api/properties", {
      cookie: landlord.cookie,
      body: { town: "Manchester" },
    });
    const res = await t.request<ApiErrorBody>(`/api/properties/${created.body.id}/publish`, {
      method: "POST",
      cookie: landlord.cookie,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: "listing_incomplete",
      field: "address_line_1",
      message: "Enter the first line of the address",
    });
    expect((await rowOf(created.body.id)).status).toBe("draft");
  });

  it("refuses a draft without photos", async () => {
    const listing = await insertProperty(t.db, landlord.id, { status: "draft", photos: [] });
    const res = await t.request<ApiErrorBody>(`/api/properties/${listing.id}/publish`, {
      method: "POST",
      cookie: landlord.cookie,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.field).toBe("photo_count");
  });

  it("refuses a draft without each fact an advert must state, with its message", async () => {
    const cases = [
      [{ deposit: null }, "deposit", "Enter the deposit"],
      [
        { facts: { ...COMPLETE_ADVERT_FACTS, council_tax_band: undefined } },
        "facts",
        "Choose the council tax band",
      ],
      [
        { facts: { ...COMPLETE_ADVERT_FACTS, council_tax_payer: undefined } },
        "facts",
        "Say who pays the council tax",
      ],
      [{ facts: { ...COMPLETE_ADVERT_FACTS, epc: undefined } }, "facts", "Choose the EPC rating"],
      [
        { facts: { ...COMPLETE_ADVERT_FACTS, epc_certificate: undefined } },
        "facts",
        "Enter the EPC certificate number",
      ],
    ] as const;
    for (const [overrides, field, message] of cases) {
      const listing = await insertProperty(t.db, landlord.id, { status: "draft", ...overrides });
      const res = await t.request<ApiErrorBody>(`/api/properties/${listing.id}/publish`, {
        method: "POST",
        cookie: landlord.cookie,
      });
      expect(res.status, message).toBe(422);
      expect(res.body.error).toEqual({ code: "listing_incomplete", field, message });
    }
  });

  it("keeps a live listing without them changeable until its owner completes them, and then holds it to them", async () => {
    const listing = await insertProperty(t.db, landlord.id, { now: t.clock.now(), deposit: null, facts: {} });
    const patch = <T>(body: object) =>
      t.request<T>(`/api/properties/${listing.id}`, { method: "PATCH", cookie: landlord.cookie, body });
    const factsMissing = async () =>
      (await t.request<MyListing[]>("/api/me/properties", { cookie: landlord.cookie })).body.find(
        (l) => l.id === listing.id,
      )?.facts_missing;
    expect(await factsMissing()).toBe(true);
    expect((await patch({ monthly_rent: 1550 })).status).toBe(200);
    const letAgreed = await t.request(`/api/properties/${listing.id}/status`, {
      method: "PATCH",
      cookie: landlord.cookie,
      body: { status: "let_agreed" },
    });
    expect(letAgreed.status).toBe(200);
    expect((await patch({ deposit: 1600, facts: COMPLETE_ADVERT_FACTS })).status).toBe(200);
    expect(await factsMissing()).toBe(false);
    const cleared = await patch<ApiErrorBody>({ facts: {} });
    expect(cleared.status).toBe(422);
    expect(cleared.body.error).toMatchObject({
      code: "listing_incomplete",
      message: "Choose the council tax band",
    });
  });

  it("publishes a complete draft for 60 days from now", async () => {
    const listing = await completeDraft(landlord.id);
    const now = t.clock.now();
    const res = await t.request<PropertyDetail>(`/api/properties/${listing.id}/publish`, {
      method: "POST",
      cookie: landlord.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("published");
    const row = await rowOf(listing.id);
    expect(Math.abs((row.publishedAt?.getTime() ?? 0) - now.getTime())).toBeLessThan(5000);
    expect((row.expiresAt?.getTime() ?? 0) - (row.publishedAt?.getTime() ?? 0)).toBe(60 * DAY_MS);
    // Now public.
    expect((await t.request(`/api/properties/${listing.id}`)).status).toBe(200);
  });

  it("republishes an expired listing", async () => {
    const listing = await insertProperty(t.db, landlord.id, {
      status: "expired",
      publishedAt: new Date(t.clock.now().getTime() - 70 * DAY_MS),
    });
    const res = await t.request<PropertyDetail>(`/api/properties/${listing.id}/publish`, {
      method: "POST",
      cookie: landlord.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("published");
    expect(new Date(res.body.expires_at ?? 0).getTime()).toBeGreaterThan(
      t.clock.now().getTime() + 59 * DAY_MS,
    );
  });

  it("answers 404 to another user", async () => {
    const listing = await completeDraft(landlord.id);
    const res = await t.request(`/api/properties/${listing.id}/publish`, {
      method: "POST",
      cookie: stranger.cookie,
    });
    expect(res.status).toBe(404);
    expect((await rowOf(listing.id)).status).toBe("draft");
  });
});

describe("changing the status", () => {
  /** `T` is the answer's type the test reads: the listing, or a refusal. */
  const setStatus = <T>(id: string, status: string, cookie = landlord.cookie) =>
    t.request<T>(`/api/properties/${id}/status`, { method: "PATCH", cookie, body: { status } });

  it("pausing clears published_at and hides the listing; a live choice stamps now again", async () => {
    const listing = await insertProperty(t.db, landlord.id, {
      publishedAt: new Date(t.clock.now().getTime() - 10 * DAY_MS),
    });
    const paused = await setStatus(listing.id, "pause");
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ status: "pause", published_at: null, expires_at: null });
    expect((await t.request(`/api/properties/${listing.id}`, { cookie: stranger.cookie })).status).toBe(404);

    t.clock.advance?.(DAY_MS);
    const available = await setStatus<PropertyDetail>(listing.id, "available");
    expect(available.status).toBe(200);
    expect(available.body.status).toBe("available");
    const row = await rowOf(listing.id);
    expect(Math.abs((row.publishedAt?.getTime() ?? 0) - t.clock.now().getTime())).toBeLessThan(5000);
    expect((row.expiresAt?.getTime() ?? 0) - (row.publishedAt?.getTime() ?? 0)).toBe(60 * DAY_MS);

    const letAgreed = await setStatus<PropertyDetail>(listing.id, "let_agreed");
    expect(letAgreed.body.status).toBe("let_agreed");
    expect(letAgreed.body.published_at).not.toBeNull();
  });

  it("refuses to put an incomplete draft live", async () => {
    const created = await t.request<PropertyDetail>("/api/properties", {
      cookie: landlord.cookie,
      body: { address_line_1: "1 A St" },
    });
    for (const status of ["published", "available", "let_agreed"]) {
      const res = await setStatus<ApiErrorBody>(created.body.id, status);
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: "listing_incomplete", field: "town" });
    }
    expect((await rowOf(created.body.id)).status).toBe("draft");
  });

  it("puts a complete draft live through the selector too", async () => {
    const listing = await completeDraft(landlord.id);
    const res = await setStatus<PropertyDetail>(listing.id, "available");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("available");
    expect(res.body.published_at).not.toBeNull();
    expect(res.body.expires_at).not.toBeNull();
  });

  it("refuses to pause a draft that was never published", async () => {
    const listing = await completeDraft(landlord.id);
    const res = await setStatus<ApiErrorBody>(listing.id, "pause");
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("not_published");
  });

  it("accepts only the four selectable statuses", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    for (const status of ["draft", "expired", "sold"]) {
      const res = await setStatus<ApiErrorBody>(listing.id, status);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe("status");
    }
  });

  it("answers 404 to another user", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    const res = await setStatus(listing.id, "pause", stranger.cookie);
    expect(res.status).toBe(404);
    expect((await rowOf(listing.id)).status).toBe("published");
  });
});

describe("deleting", () => {
  it("deletes the owner's draft", async () => {
    const listing = await completeDraft(landlord.id);
    const res = await t.request(`/api/properties/${listing.id}`, {
      method: "DELETE",
      cookie: landlord.cookie,
    });
    expect(res.status).toBe(204);
    expect(await rowOf(listing.id)).toBeUndefined();
  });

  it("refuses to delete anything but a draft", async () => {
    for (const status of ["published", "available", "let_agreed", "pause", "expired"] as const) {
      const listing = await insertProperty(t.db, landlord.id, { status });
      const res = await t.request<ApiErrorBody>(`/api/properties/${listing.id}`, {
        method: "DELETE",
        cookie: landlord.cookie,
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("only_drafts_deletable");
      expect(await rowOf(listing.id)).toBeDefined();
    }
  });

  it("answers 404 to another user and keeps the draft", async () => {
    const listing = await completeDraft(landlord.id);
    const res = await t.request(`/api/properties/${listing.id}`, {
      method: "DELETE",
      cookie: stranger.cookie,
    });
    expect(res.status).toBe(404);
    expect(await rowOf(listing.id)).toBeDefined();
  });
});

describe("the detail page", () => {
  it("shows a live listing to everyone, with the owner's public details", async () => {
    const listing = await insertProperty(t.db, landlord.id, {
      status: "let_agreed",
      photos: [fakePhoto("p1"), fakePhoto("p2")],
    });
    const res = await t.request<PropertyDetail>(`/api/properties/${listing.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: listing.id,
      status: "let_agreed",
      is_owner: false,
      photo_count: 2,
      cover_url: "/files/fixtures/p1-card.webp",
      owner: { user_id: landlord.id, display_name: "James Holt", avatar_url: null },
    });
    expect(res.body.photos.map((p) => p.id)).toEqual(["p1", "p2"]);
  });

  it("shows drafts, paused and expired listings only to their owner; others get 404, or 410 once expired", async () => {
    const hiddenAs = {
      draft: [404, "not_found"],
      pause: [404, "not_found"],
      expired: [410, "listing_expired"],
    };
    for (const [status, [code, errorCode]] of Object.entries(hiddenAs)) {
      const listing = await insertProperty(t.db, landlord.id, { status: status as keyof typeof hiddenAs });
      const anonymous = await t.request<ApiErrorBody>(`/api/properties/${listing.id}`);
      expect([anonymous.status, anonymous.body.error.code], status).toEqual([code, errorCode]);
      expect((await t.request(`/api/properties/${listing.id}`, { cookie: stranger.cookie })).status).toBe(
        code,
      );
      const own = await t.request<PropertyDetail>(`/api/properties/${listing.id}`, {
        cookie: landlord.cookie,
      });
      expect(own.status).toBe(200);
      expect(own.body.is_owner).toBe(true);
    }
  });

  it("carries every field of the row as the contract spells it, the exact pin for its owner only", async () => {
    const listing = await insertProperty(t.db, landlord.id, {
      photos: [fakePhoto("d1"), fakePhoto("d2")],
      floorplan: fakePhoto("plan"),
      deposit: 1750,
      latitude: 53.4451,
      longitude: -2.2203,
    });
    // PostgreSQL keeps microseconds; the API writes milliseconds, as toISOString does.
    await t.db
      .update(properties)
      .set({ createdAt: sql`'2026-10-01T09:30:15.123789Z'::timestamptz` })
      .where(eq(properties.id, listing.id));
    const row = await rowOf(listing.id);
    const common = {
      ...expectedCard(row),
      description: row.description,
      deposit: 1750,
      available_from: row.availableFrom,
      facts: row.facts,
      photos: row.photos,
      floorplan: row.floorplan,
      owner: {
        user_id: landlord.id,
        display_name: "James Holt",
        avatar_url: null,
        member_since: expect.stringMatching(/^Member since \w+ \d{4}$/),
        trust: { verified: false, response_time: "new" },
      },
      draft_step: row.draftStep,
      expires_at: row.expiresAt?.toISOString(),
      created_at: "2026-10-01T09:30:15.123Z",
    };
    // The public point is 100 m or more away, in a direction taken from the id: one coordinate at
    // least differs once rounded (a move due east leaves the latitude as it was).
    expect([row.publicLatitude, row.publicLongitude]).not.toEqual([row.latitude, row.longitude]);
    const visitor = await t.request<PropertyDetail>(`/api/properties/${listing.id}`);
    expect(visitor.body).toEqual({ ...common, is_owner: false });
    const own = await t.request<PropertyDetail>(`/api/properties/${listing.id}`, { cookie: landlord.cookie });
    expect(own.body).toEqual({ ...common, latitude: 53.4451, longitude: -2.2203, is_owner: true });
  });

  it("answers the same 404 for unknown and malformed ids", async () => {
    const unknown = await t.request("/api/properties/00000000-0000-4000-8000-000000000000");
    const malformed = await t.request("/api/properties/not-a-uuid");
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual(unknown.body);
  });

  it("falls back to 'Property Owner' when the owner has no name", async () => {
    const owner = await insertUser(t.db, { displayName: "" });
    const listing = await insertProperty(t.db, owner);
    const res = await t.request<PropertyDetail>(`/api/properties/${listing.id}`);
    expect(res.body.owner.display_name).toBe("Property Owner");
  });
});

describe("My Listings", () => {
  it("lists only the owner's listings, newest first, in every status", async () => {
    const owner = await person(t, "my-listings", "landlord");
    const base = t.clock.now().getTime();
    const older = await insertProperty(t.db, owner.id, { status: "draft", now: new Date(base - 2 * DAY_MS) });
    const newer = await insertProperty(t.db, owner.id, { status: "expired", now: new Date(base - DAY_MS) });
    const newest = await insertProperty(t.db, owner.id, { now: new Date(base) });
    await insertProperty(t.db, landlord.id);
    const res = await t.request<MyListing[]>("/api/me/properties", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.body.map((l) => l.id)).toEqual([newest.id, newer.id, older.id]);
    expect(res.body[0]).toMatchObject({ views: 0, favourites: 0, inquiries: 0, status: "published" });
    expect(res.body[0].created_at).toBe(new Date(base).toISOString());
  });

  it("counts views, favourites and inquiries per listing", async () => {
    const owner = await person(t, "counts", "landlord");
    const listing = await insertProperty(t.db, owner.id);
    const fan = await person(t, "fan");
    await t.request(`/api/properties/${listing.id}/views`, { body: { session_id: "session-one" } });
    await t.request(`/api/properties/${listing.id}/views`, { body: { session_id: "session-two" } });
    await t.request(`/api/favourites/${listing.id}`, { method: "PUT", cookie: fan.cookie });
    await t.request(`/api/properties/${listing.id}/inquiry`, { method: "POST", cookie: fan.cookie });
    const res = await t.request<MyListing[]>("/api/me/properties", { cookie: owner.cookie });
    expect(res.body[0]).toMatchObject({ id: listing.id, views: 2, favourites: 1, inquiries: 1 });
  });

  it("needs sign-in", async () => {
    expect((await t.request("/api/me/properties")).status).toBe(401);
  });

  it("is no page for students (§2: every type except student), like listing itself", async () => {
    const student = await person(t, "my-listings-student");
    const res = await t.request<ApiErrorBody>("/api/me/properties", { cookie: student.cookie });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("students_cannot_list");
    for (const type of ["property_finder", "professional", "general"] as const) {
      const other = await person(t, `my-listings-${type}`, type);
      expect((await t.request("/api/me/properties", { cookie: other.cookie })).status, type).toBe(200);
    }
  });
});

describe("OpenAPI", () => {
  it("documents every listing endpoint", async () => {
    const res = await t.request<ApiDocument>("/api/openapi.json");
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    expect(Object.keys(paths["/api/properties"])).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(paths["/api/properties/{id}"])).toEqual(
      expect.arrayContaining(["get", "patch", "delete"]),
    );
    for (const path of [
      "/api/properties/featured",
      "/api/properties/{id}/publish",
      "/api/properties/{id}/status",
      "/api/properties/{id}/photos",
      "/api/properties/{id}/photos/{photoId}",
      "/api/properties/{id}/photos/order",
      "/api/properties/{id}/views",
      "/api/properties/{id}/inquiry",
      "/api/properties/{id}/performance",
      "/api/me/properties",
      "/api/favourites",
      "/api/favourites/ids",
      "/api/favourites/{propertyId}",
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });
});
