import { describe, expect, it } from "vitest";
import {
  emptyForm,
  fieldPath,
  formFromProperty,
  numberOrNull,
  rootField,
  toPayload,
} from "./listing-form.ts";
import { roomsProperty } from "./test-property.ts";

describe("form ⇄ API mapping", () => {
  it("starts a new listing in Manchester as a whole property", () => {
    const f = emptyForm();
    expect(f.town).toBe("Manchester");
    expect(f.advert_type).toBe("whole_property");
    expect(f.rooms).toEqual([]);
  });

  it("turns a property into text fields and back without changing anything", () => {
    const form = formFromProperty(roomsProperty());
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
