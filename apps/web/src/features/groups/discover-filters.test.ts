import { describe, expect, it } from "vitest";
import {
  discoverFiltersFromParams,
  discoverFiltersToParams,
  discoverQueryString,
  EMPTY_DISCOVER_FILTERS,
  GROUP_BUDGET_OPTIONS,
} from "./discover-filters.ts";

describe("discover filters ⇄ URL", () => {
  it("reads defaults from an empty or invalid URL", () => {
    expect(discoverFiltersFromParams(new URLSearchParams())).toEqual(EMPTY_DISCOVER_FILTERS);
    expect(discoverFiltersFromParams(new URLSearchParams("budget=huge"))).toEqual(EMPTY_DISCOVER_FILTERS);
  });

  it("round-trips q and budget", () => {
    const params = discoverFiltersToParams({ q: " fallowfield ", budget: "medium" });
    expect(params.toString()).toBe("q=fallowfield&budget=medium");
    expect(discoverFiltersFromParams(params)).toEqual({ q: "fallowfield", budget: "medium" });
  });

  it("drops defaults and keeps unrelated params", () => {
    const params = discoverFiltersToParams(
      EMPTY_DISCOVER_FILTERS,
      new URLSearchParams("q=x&budget=low&tab=1"),
    );
    expect(params.toString()).toBe("tab=1");
    expect(discoverQueryString(EMPTY_DISCOVER_FILTERS)).toBe("");
    expect(discoverQueryString({ q: "a b", budget: "high" })).toBe("?q=a+b&budget=high");
  });

  it("offers All plus the three group bands (§9)", () => {
    expect(GROUP_BUDGET_OPTIONS.map((o) => o.label)).toEqual([
      "All budgets",
      "Up to £600",
      "£600–£1,000",
      "Over £1,000",
    ]);
  });
});
