import { describe, expect, it } from "vitest";
import { emptyForm, newRoom } from "./listing-form.ts";
import { errorsFor, tidyPostcode, validateStep, visibleFields } from "./listing-form-validation.ts";
import { filledForm } from "./test-property.ts";

describe("validation with the shared schema", () => {
  it("accepts a valid step and reports bad values under their field", () => {
    expect(validateStep(filledForm(), "address")).toEqual({});
    expect(validateStep(filledForm({ postcode: "not a postcode" }), "address")).toEqual({
      postcode: "Enter a valid UK postcode",
    });
    expect(validateStep(filledForm({ bedrooms: "two" }), "property").bedrooms).toMatch(/number/);
    expect(validateStep(filledForm({ bathrooms: "1.5" }), "property").bathrooms).toMatch(/whole number/);
  });

  it("allows blanks: completeness is checked at publishing, not per step", () => {
    expect(validateStep(emptyForm(), "address")).toEqual({});
    expect(validateStep(emptyForm(), "property")).toEqual({});
  });

  it("reports room problems at the room's field", () => {
    const form = filledForm({
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
    const whole = filledForm({
      advert_type: "whole_property",
      rooms: [{ ...newRoom([]), name: "" }],
      monthly_rent: "900",
    });
    expect(visibleFields(whole, "rent")).not.toContain("rooms");
    expect(validateStep(whole, "rent")).toEqual({});
    const rooms = filledForm({ advert_type: "individual_rooms", monthly_rent: "abc" });
    expect(visibleFields(rooms, "rent")).not.toContain("monthly_rent");
    expect(validateStep(rooms, "rent")).toEqual({});
  });

  it("tidies postcodes like the server", () => {
    expect(tidyPostcode("m146hr")).toBe("M14 6HR");
    expect(tidyPostcode("  ")).toBe("");
    expect(tidyPostcode("M14")).toBeNull();
  });
});
