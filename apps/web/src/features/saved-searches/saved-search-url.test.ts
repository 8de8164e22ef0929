import { describe, expect, it } from "vitest";
import { filtersOfSearchPage, filtersSummary, searchPageUrl } from "./saved-search-url.ts";

describe("a saved search and the search page's URL", () => {
  it("takes the page's filters, the area from the path, and leaves sort and paging out", () => {
    const query = new URLSearchParams(
      "max_price=900&property_type=flat,bedsit&sort=price_asc&cursor=abc&q=&view=map",
    );
    expect(filtersOfSearchPage("fallowfield", query)).toEqual({
      area: "fallowfield",
      max_price: "900",
      property_type: "flat,bedsit",
    });
    expect(filtersOfSearchPage("all", new URLSearchParams("map_bounds=1,2"))).toEqual({ map_bounds: "1,2" });
  });

  it("opens a saved search as the search URL it came from", () => {
    expect(
      searchPageUrl({
        area: "fallowfield",
        max_price: 900,
        property_type: ["flat", "bedsit"],
        parking: true,
      }),
    ).toBe("/properties-to-rent/fallowfield?max_price=900&property_type=flat%2Cbedsit&parking=true");
    expect(searchPageUrl({})).toBe("/properties-to-rent/all");
  });

  it("puts every filter in words", () => {
    expect(
      filtersSummary({
        area: "withington",
        min_price: 400,
        bedrooms: 3,
        property_type: ["terraced-house"],
        furnishing: "part-furnished",
        advert_type: "individual_rooms",
        parking: false,
        bills_included: true,
        verified_only: true,
      }),
    ).toBe(
      "Withington, from £400, 3+ beds · Terraced house · Part furnished · Individual rooms · No parking · Bills included · Verified landlords only",
    );
  });

  it("names the map area and the time to a campus, and opens them as the URL had them", () => {
    const filters = { bbox: "53.44,-2.26,53.47,-2.21", campus: "uom", max_walk_minutes: 20 } as const;
    expect(filtersSummary(filters)).toBe(
      "All areas · Map area · Within 20 min walk of Oxford Road (University of Manchester)",
    );
    expect(searchPageUrl(filters)).toBe(
      "/properties-to-rent/all?bbox=53.44%2C-2.26%2C53.47%2C-2.21&campus=uom&max_walk_minutes=20",
    );
  });
});
