import { describe, expect, it } from "vitest";
import { parseSearchParams, toSearchParams } from "./search-params.ts";
import {
  parseCampusFilters,
  withinLabel,
  withinPatch,
  withinValue,
  writeCampusParams,
} from "./search-params-campus.ts";

describe("campus filters in the URL", () => {
  it("reads a campus and its minutes, and drops minutes without a campus", () => {
    expect(parseCampusFilters(new URLSearchParams("campus=uom&max_walk_minutes=15"))).toEqual({
      campus: "uom",
      max_walk_minutes: 15,
    });
    expect(parseCampusFilters(new URLSearchParams("max_walk_minutes=15"))).toEqual({});
    expect(parseCampusFilters(new URLSearchParams("campus=oxford&max_cycle_minutes=5"))).toEqual({});
    expect(parseCampusFilters(new URLSearchParams("campus=mmu&max_cycle_minutes=500"))).toEqual({
      campus: "mmu",
    });
  });

  it("writes them back in a fixed order, nothing without a campus", () => {
    const params = new URLSearchParams();
    writeCampusParams({ campus: "salford", max_cycle_minutes: 10 }, params);
    expect(params.toString()).toBe("campus=salford&max_cycle_minutes=10");
    const none = new URLSearchParams();
    writeCampusParams({ max_walk_minutes: 10 }, none);
    expect(none.toString()).toBe("");
  });

  it("goes round the page's own parse and write, with the campus order", () => {
    const url = new URLSearchParams("campus=uom&max_walk_minutes=15&sort=campus_time");
    const filters = parseSearchParams(url);
    expect(filters).toMatchObject({ campus: "uom", max_walk_minutes: 15, sort: "campus_time" });
    expect(toSearchParams(filters).toString()).toBe("campus=uom&max_walk_minutes=15&sort=campus_time");
  });

  it("falls back to the default order when the campus order has no campus", () => {
    expect(parseSearchParams(new URLSearchParams("sort=campus_time")).sort).toBe("newest");
  });

  it("maps the 'within' select to one limit at a time", () => {
    expect(withinPatch("walk:15")).toEqual({ max_walk_minutes: 15, max_cycle_minutes: undefined });
    expect(withinPatch("cycle:10")).toEqual({ max_walk_minutes: undefined, max_cycle_minutes: 10 });
    expect(withinPatch("")).toEqual({ max_walk_minutes: undefined, max_cycle_minutes: undefined });
    expect(withinValue({ max_walk_minutes: 15 })).toBe("walk:15");
    expect(withinValue({ max_cycle_minutes: 20 })).toBe("cycle:20");
    expect(withinValue({})).toBe("");
    expect(withinLabel("cycle:10")).toBe("10 min cycle");
  });
});
