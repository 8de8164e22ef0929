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
