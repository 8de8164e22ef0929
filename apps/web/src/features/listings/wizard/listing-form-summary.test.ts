import { publishProblems } from "@roost/shared/domain/listing.ts";
import { priceDisplay } from "@roost/shared/domain/price.ts";
import { describe, expect, it } from "vitest";
import { emptyForm } from "./listing-form.ts";
import { listingForPublish, priceInput } from "./listing-form-summary.ts";
import { filledForm } from "./test-property.ts";

describe("review", () => {
  it("feeds publishProblems from the form", () => {
    const complete = listingForPublish(filledForm(), 2);
    expect(publishProblems(complete).map((p) => p.field)).toEqual(["description"]);
    const problems = publishProblems(listingForPublish(emptyForm(), 0)).map((p) => p.field);
    expect(problems).toContain("address_line_1");
    expect(problems).toContain("photo_count");
    expect(problems).toContain("monthly_rent");
  });

  it("prices the card from the form", () => {
    expect(priceDisplay(priceInput(filledForm()))).toBe("From £650 per month");
    expect(
      priceDisplay(priceInput(filledForm({ advert_type: "whole_property", monthly_rent: "1,800" }))),
    ).toBe("£1,800 per month");
    expect(priceDisplay(priceInput(emptyForm()))).toBe("Contact for price");
  });
});
