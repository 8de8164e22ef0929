import { describe, expect, it } from "vitest";
import { campusBySlug } from "./campuses.ts";
import { distanceMetres, isWithinListingBounds } from "./geo.ts";
import { MAP_DEFAULT_CENTRE, MAP_TEXTS, mapShowingText } from "./map-search.ts";
import { SEARCH_TOTAL_CAP } from "./search-total.ts";

describe("mapShowingText", () => {
  it("says how many of the search's homes are pinned and how to see the rest", () => {
    expect(mapShowingText(24, 123)).toBe(
      "Showing 24 of 123 homes: zoom in and search this area, or load more.",
    );
  });

  it("writes both counts with thousands separators", () => {
    expect(mapShowingText(1200, 4321)).toBe(
      "Showing 1,200 of 4,321 homes: zoom in and search this area, or load more.",
    );
  });

  it("shows a total that stopped at the cap as more than the cap", () => {
    expect(mapShowingText(300, SEARCH_TOTAL_CAP + 1)).toBe(
      "Showing 300 of 1,000+ homes: zoom in and search this area, or load more.",
    );
  });
});

describe("the map's starting view", () => {
  it("opens in central Manchester by the Oxford Road universities, where listings may be pinned", () => {
    const oxfordRoad = campusBySlug("uom");
    expect(oxfordRoad && distanceMetres(MAP_DEFAULT_CENTRE, oxfordRoad)).toBeLessThan(500);
    expect(isWithinListingBounds(MAP_DEFAULT_CENTRE)).toBe(true);
  });
});

describe("MAP_TEXTS", () => {
  it("names the controls as decision 037 does", () => {
    expect(MAP_TEXTS.showMap).toBe("Map");
    expect(MAP_TEXTS.showList).toBe("List");
    expect(MAP_TEXTS.searchThisArea).toBe("Search this area");
    expect(MAP_TEXTS.inThisArea).toBe("Homes in the map area");
    expect(MAP_TEXTS.clearArea).toBe("Clear map area");
    expect(MAP_TEXTS.approximate).toBe("Approximate location");
    expect(MAP_TEXTS.viewHome).toBe("View home");
    expect(MAP_TEXTS.mapLabel).toBe("Map of homes");
  });

  it("tells the user what each state of the map means and what to do next", () => {
    expect(MAP_TEXTS.loading).toBe("Loading homes…");
    expect(MAP_TEXTS.empty).toBe("No homes in this area — zoom out or search this area again");
    expect(MAP_TEXTS.error).toBe("We couldn't load homes for the map.");
    expect(MAP_TEXTS.chunkFailed).toBe("The map couldn't load. Check your connection.");
    expect(MAP_TEXTS.needsJavaScript).toBe("The map needs JavaScript");
  });

  it("says the homes are still listed when the map's tiles cannot be shown", () => {
    expect(MAP_TEXTS.tilesFailed).toBe(
      "The map can't be shown right now (no connection to the map server). The homes are still pinned on it and listed.",
    );
  });
});
