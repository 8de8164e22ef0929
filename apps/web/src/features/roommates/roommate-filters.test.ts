import { describe, expect, it } from "vitest";
import {
  EMPTY_ROOMMATE_FILTERS,
  hasActiveFilters,
  ROOMMATE_BUDGET_OPTIONS,
  roommateFiltersFromParams,
  roommateFiltersToParams,
  roommatesQueryString,
  UNIVERSITY_OPTIONS,
} from "./roommate-filters.ts";

describe("roommate filters ⇄ URL", () => {
  it("reads defaults from an empty or invalid URL", () => {
    expect(roommateFiltersFromParams(new URLSearchParams())).toEqual(EMPTY_ROOMMATE_FILTERS);
    expect(roommateFiltersFromParams(new URLSearchParams("university=Hogwarts&budget=x"))).toEqual(
      EMPTY_ROOMMATE_FILTERS,
    );
    expect(hasActiveFilters(EMPTY_ROOMMATE_FILTERS)).toBe(false);
  });

  it("round-trips every filter", () => {
    const filters = { q: "climbing", university: "Manchester Met", budget: "low" as const };
    const params = roommateFiltersToParams(filters);
    expect(params.toString()).toBe("q=climbing&university=Manchester+Met&budget=low");
    expect(roommateFiltersFromParams(params)).toEqual(filters);
    expect(roommatesQueryString(filters)).toBe("?q=climbing&university=Manchester+Met&budget=low");
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it("drops defaults and blank search", () => {
    expect(roommatesQueryString({ ...EMPTY_ROOMMATE_FILTERS, q: "   " })).toBe("");
    // "Load more" passes the previous page's cursor on, after the filters.
    expect(roommatesQueryString({ ...EMPTY_ROOMMATE_FILTERS, budget: "low" }, "eyJzIjoi")).toBe(
      "?budget=low&cursor=eyJzIjoi",
    );
    expect(roommatesQueryString(EMPTY_ROOMMATE_FILTERS, null)).toBe("");
    expect(
      roommateFiltersToParams(EMPTY_ROOMMATE_FILTERS, new URLSearchParams("q=a&keep=1")).toString(),
    ).toBe("keep=1");
  });

  it("offers the three universities and the roommate budget bands (§9)", () => {
    expect(UNIVERSITY_OPTIONS.map((o) => o.label)).toEqual([
      "All universities",
      "University of Manchester",
      "Manchester Met",
      "Salford University",
    ]);
    expect(ROOMMATE_BUDGET_OPTIONS.map((o) => o.label)).toEqual([
      "All budgets",
      "Up to £500",
      "£500–£1,000",
      "Over £1,000",
    ]);
  });
});
