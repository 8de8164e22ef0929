import { describe, expect, it } from "vitest";
import {
  clearedFilters,
  hasActiveFilters,
  parseSearchParams,
  searchApiQuery,
  withFilters,
} from "./search-params.ts";

// "Search this area" is a filter like any other: in the URL, sent to the API, cleared with the rest.
describe("the map box in the search URL", () => {
  const box = { south: 53.44, west: -2.25, north: 53.47, east: -2.2 };

  it("round-trips through the URL and reaches the API query", () => {
    const url = withFilters(new URLSearchParams("view=map&q=wilmslow"), { bbox: box });
    expect(url.get("bbox")).toBe("53.44,-2.25,53.47,-2.2");
    expect(url.get("view")).toBe("map");
    expect(parseSearchParams(url).bbox).toEqual(box);
    expect(new URLSearchParams(searchApiQuery("all", parseSearchParams(url))).get("bbox")).toBe(
      "53.44,-2.25,53.47,-2.2",
    );
  });

  it("drops a box the API would refuse, instead of failing the search", () => {
    for (const bad of ["1,2,3", "53.47,-2.25,53.44,-2.2", "50,-8,58,2", "a,b,c,d"]) {
      expect(parseSearchParams(new URLSearchParams({ bbox: bad })).bbox, bad).toBeUndefined();
    }
  });

  it("narrows the results (clear filters offered) and goes with Clear filters, the view stays", () => {
    const url = withFilters(new URLSearchParams("view=map"), { bbox: box });
    expect(hasActiveFilters(parseSearchParams(url))).toBe(true);
    const cleared = clearedFilters(url);
    expect(cleared.get("bbox")).toBeNull();
    expect(cleared.get("view")).toBe("map");
  });
});
