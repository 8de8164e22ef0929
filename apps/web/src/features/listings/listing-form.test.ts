import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { publishProblems } from "@roost/shared/domain/listing.ts";
import { priceDisplay } from "@roost/shared/domain/price.ts";
import { describe, expect, it } from "vitest";
import {
  applySaved,
  dirtyFields,
  emptyForm,
  errorsFor,
  fieldPath,
  formFromProperty,
  type ListingForm,
  listingForPublish,
  newRoom,
  numberOrNull,
  priceInput,
  rootField,
  savePayload,
  tidyPostcode,
  toPayload,
  validateStep,
  visibleFields,
} from "./listing-form.ts";

const detail: PropertyDetail = {
  id: "p1",
  address_line_1: "12 Wilmslow Road",
  town: "Manchester",
  postcode: "M14 6HR",
  area: "fallowfield",
  bedrooms: 4,
  bathrooms: 2,
  parking: true,
  property_type: "terraced-house",
  furnishing: "furnished",
  advert_type: "individual_rooms",
  monthly_rent: null,
  rooms: [{ name: "Front double", monthlyRent: 650, ensuite: true, availableFrom: "2025-09-01" }],
  bills_included: true,
  status: "draft",
  cover_url: null,
  photo_count: 0,
  published_at: null,
  description: "A lovely house",
  deposit: 500,
  available_from: "2025-09-01",
  latitude: null,
  longitude: null,
  photos: [],
  owner: { user_id: "u1", display_name: "James", avatar_url: null, member_since: "2024-01-01" },
  is_owner: true,
  draft_step: 2,
  expires_at: null,
  created_at: "2025-01-01T00:00:00Z",
};

const filled = (over: Partial<ListingForm> = {}): ListingForm => ({ ...formFromProperty(detail), ...over });

describe("form ⇄ API mapping", () => {
  it("starts a new listing in Manchester as a whole property", () => {
    const f = emptyForm();
    expect(f.town).toBe("Manchester");
    expect(f.advert_type).toBe("whole_property");
    expect(f.rooms).toEqual([]);
  });

  it("turns a property into text fields and back without changing anything", () => {
    const form = formFromProperty(detail);
    expect(form.bedrooms).toBe("4");
    expect(form.deposit).toBe("500");
    expect(form.monthly_rent).toBe("");
    expect(form.rooms[0]).toMatchObject({ name: "Front double", monthlyRent: "650", ensuite: true });
    expect(form.rooms[0].key).toBeTruthy();
    expect(toPayload(form, ["bedrooms", "monthly_rent", "area", "rooms", "parking"])).toEqual({
      bedrooms: 4,
      monthly_rent: null,
      area: "fallowfield",
      parking: true,
      rooms: [{ name: "Front double", monthlyRent: 650, ensuite: true, availableFrom: "2025-09-01" }],
    });
  });

  it("reads pounds the way people type them", () => {
    expect(numberOrNull("£1,250")).toBe(1250);
    expect(numberOrNull(" 600 ")).toBe(600);
    expect(numberOrNull("")).toBeNull();
    expect(numberOrNull("lots")).toBe("lots");
  });

  it("sends blanks as null and keeps only the asked-for fields", () => {
    const payload = toPayload(emptyForm(), ["area", "property_type", "available_from", "bedrooms"]);
    expect(payload).toEqual({ area: null, property_type: null, available_from: null, bedrooms: null });
  });

  it("normalises nested paths", () => {
    expect(fieldPath(["rooms", 0, "name"])).toBe("rooms.0.name");
    expect(fieldPath("rooms[1].monthlyRent")).toBe("rooms.1.monthlyRent");
    expect(rootField("rooms.1.monthlyRent")).toBe("rooms");
    expect(rootField("photo_count")).toBeNull();
  });
});

describe("validation with the shared schema", () => {
  it("accepts a valid step and reports bad values under their field", () => {
    expect(validateStep(filled(), "address")).toEqual({});
    expect(validateStep(filled({ postcode: "not a postcode" }), "address")).toEqual({
      postcode: "Enter a valid UK postcode",
    });
    expect(validateStep(filled({ bedrooms: "two" }), "property").bedrooms).toMatch(/number/);
    expect(validateStep(filled({ bathrooms: "1.5" }), "property").bathrooms).toMatch(/whole number/);
  });

  it("allows blanks: completeness is checked at publishing, not per step", () => {
    expect(validateStep(emptyForm(), "address")).toEqual({});
    expect(validateStep(emptyForm(), "property")).toEqual({});
  });

  it("reports room problems at the room's field", () => {
    const form = filled({
      rooms: [
        { ...newRoom([]), name: "", monthlyRent: "12.50" },
        { ...newRoom([]), monthlyRent: "500" },
      ],
    });
    const errors = validateStep(form, "rent");
    expect(errors["rooms.0.name"]).toBe("Give the room a name");
    expect(errors["rooms.0.monthlyRent"]).toMatch(/whole pounds/);
    expect(Object.keys(errorsFor(errors, ["rooms"]))).toHaveLength(2);
    expect(errorsFor(errors, ["address_line_1"])).toEqual({});
  });

  it("ignores the rent input that the chosen advert type hides", () => {
    const whole = filled({
      advert_type: "whole_property",
      rooms: [{ ...newRoom([]), name: "" }],
      monthly_rent: "900",
    });
    expect(visibleFields(whole, "rent")).not.toContain("rooms");
    expect(validateStep(whole, "rent")).toEqual({});
    const rooms = filled({ advert_type: "individual_rooms", monthly_rent: "abc" });
    expect(visibleFields(rooms, "rent")).not.toContain("monthly_rent");
    expect(validateStep(rooms, "rent")).toEqual({});
  });

  it("tidies postcodes like the server", () => {
    expect(tidyPostcode("m146hr")).toBe("M14 6HR");
    expect(tidyPostcode("  ")).toBe("");
    expect(tidyPostcode("M14")).toBeNull();
  });
});

describe("saving", () => {
  it("sends only changed fields, ignoring room keys", () => {
    const saved = filled();
    const form = {
      ...saved,
      rooms: saved.rooms.map((r) => ({ ...r, key: "other" })),
      description: "Changed",
    };
    expect(dirtyFields(form, saved)).toEqual(["description"]);
    expect(savePayload(form, saved)).toEqual({
      payload: { description: "Changed" },
      fields: ["description"],
      invalid: {},
    });
  });

  it("holds back invalid fields but still saves the valid ones", () => {
    const saved = filled();
    const form = { ...saved, postcode: "nope", address_line_1: "1 New Street" };
    const { payload, invalid } = savePayload(form, saved);
    expect(payload).toEqual({ address_line_1: "1 New Street" });
    expect(invalid.postcode).toBe("Enter a valid UK postcode");
  });
});

describe("review", () => {
  it("feeds publishProblems from the form", () => {
    const complete = listingForPublish(filled(), 2);
    expect(publishProblems(complete).map((p) => p.field)).toEqual(["description"]);
    const problems = publishProblems(listingForPublish(emptyForm(), 0)).map((p) => p.field);
    expect(problems).toContain("address_line_1");
    expect(problems).toContain("photo_count");
    expect(problems).toContain("monthly_rent");
  });

  it("prices the card from the form", () => {
    expect(priceDisplay(priceInput(filled()))).toBe("From £650 per month");
    expect(priceDisplay(priceInput(filled({ advert_type: "whole_property", monthly_rent: "1,800" })))).toBe(
      "£1,800 per month",
    );
    expect(priceDisplay(priceInput(emptyForm()))).toBe("Contact for price");
  });
});

describe("applySaved", () => {
  it("takes the server's tidied values unless the landlord typed again meanwhile", () => {
    const saved = filled();
    const sent = { ...saved, postcode: "m146hr", address_line_1: "1 New Street " };
    const form = { ...sent, address_line_1: "1 Newer Street" };
    const server = { ...sent, postcode: "M14 6HR", address_line_1: "1 New Street" };
    const next = applySaved(form, saved, sent, server, ["postcode", "address_line_1"]);
    expect(next.form.postcode).toBe("M14 6HR");
    expect(next.form.address_line_1).toBe("1 Newer Street");
    expect(next.saved.postcode).toBe("M14 6HR");
    expect(next.saved.address_line_1).toBe("1 New Street");
    expect(dirtyFields(next.form, next.saved)).toEqual(["address_line_1"]);
  });

  it("leaves fields that were not sent alone and keeps room keys", () => {
    const saved = filled();
    const form = { ...saved, description: "Local only" };
    const server = { ...formFromProperty(detail), description: "Other device" };
    const next = applySaved(form, saved, form, server, ["rooms"]);
    expect(next.form.description).toBe("Local only");
    expect(next.saved.description).toBe(saved.description);
    expect(next.form.rooms[0].key).toBe(form.rooms[0].key);
  });
});
