import { describe, expect, it } from "vitest";
import { dirtyFields, formFromProperty } from "./listing-form.ts";
import { applySaved, savePayload } from "./listing-form-save.ts";
import { filledForm, roomsProperty } from "./test-property.ts";

describe("saving", () => {
  it("sends only changed fields, ignoring room keys", () => {
    const saved = filledForm();
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
    const saved = filledForm();
    const form = { ...saved, postcode: "nope", address_line_1: "1 New Street" };
    const { payload, invalid } = savePayload(form, saved);
    expect(payload).toEqual({ address_line_1: "1 New Street" });
    expect(invalid.postcode).toBe("Enter a valid UK postcode");
  });
});

describe("applySaved", () => {
  it("takes the server's tidied values unless the landlord typed again meanwhile", () => {
    const saved = filledForm();
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
    const saved = filledForm();
    const form = { ...saved, description: "Local only" };
    const server = { ...formFromProperty(roomsProperty()), description: "Other device" };
    const next = applySaved(form, saved, form, server, ["rooms"]);
    expect(next.form.description).toBe("Local only");
    expect(next.saved.description).toBe(saved.description);
    expect(next.form.rooms[0].key).toBe(form.rooms[0].key);
  });
});
