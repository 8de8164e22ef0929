import { describe, expect, it } from "vitest";
import { PROPERTY_STATUSES } from "./property.ts";
import { defaultSearchName, goesLiveForAlerts, SAVED_SEARCH_NAME_MAX } from "./saved-searches.ts";

describe("defaultSearchName", () => {
  it("names the area, price range, bedrooms and keyword", () => {
    expect(
      defaultSearchName({ area: "fallowfield", min_price: 500, max_price: 1000, bedrooms: 2, q: "garden" }),
    ).toBe("Fallowfield, £500–£1,000, 2+ beds, “garden”");
    expect(defaultSearchName({})).toBe("All areas");
    expect(defaultSearchName({ max_price: 800 })).toBe("All areas, up to £800");
    expect(defaultSearchName({ min_price: 400, bedrooms: 0 })).toBe("All areas, from £400");
  });

  it("names the weekly price per person and the move-in date, as a student searches", () => {
    expect(defaultSearchName({ area: "fallowfield", max_pppw: 140, bedrooms: 4, move_in: "2027/28" })).toBe(
      "Fallowfield, up to £140 pppw, 4+ beds, moving in 2027/28",
    );
    expect(defaultSearchName({ min_pppw: 90, max_pppw: 150, move_in: "2027-09" })).toBe(
      "All areas, £90–£150 pppw, moving in September 2027",
    );
  });

  it("leaves out what does not fit whole rather than cutting a word", () => {
    const name = defaultSearchName({
      area: "fallowfield",
      min_price: 400,
      max_price: 900,
      min_pppw: 90,
      max_pppw: 150,
      bedrooms: 2,
      move_in: "2027/28",
    });
    expect(name).toBe("Fallowfield, £400–£900, £90–£150 pppw, 2+ beds");
  });

  it("fits the name limit", () => {
    expect(defaultSearchName({ q: "x".repeat(100) })).toHaveLength(SAVED_SEARCH_NAME_MAX);
  });
});

describe("goesLiveForAlerts", () => {
  it("alerts only from draft, paused or expired to published or available", () => {
    const alerting = PROPERTY_STATUSES.flatMap((from) =>
      PROPERTY_STATUSES.filter((to) => goesLiveForAlerts(from, to)).map((to) => `${from}->${to}`),
    );
    expect(alerting).toEqual([
      "draft->published",
      "draft->available",
      "pause->published",
      "pause->available",
      "expired->published",
      "expired->available",
    ]);
  });
});
