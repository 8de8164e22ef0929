import { describe, expect, it } from "vitest";
import { countActiveFilters, parseSearchParams, searchApiQuery, toSearchParams } from "./search-params.ts";

// "Fits my group" in the search URL (decision 038): plain numbers, the same for everyone.

describe("group size and per-person maximum in the URL", () => {
  it("round-trips and reaches the API under the same names", () => {
    const filters = parseSearchParams(new URLSearchParams("group_size=4&per_person_max=520&sort=per_person"));
    expect(filters).toMatchObject({ group_size: 4, per_person_max: 520, sort: "per_person" });
    expect(toSearchParams(filters).toString()).toBe("group_size=4&per_person_max=520&sort=per_person");
    expect(searchApiQuery("fallowfield", filters)).toBe(
      "group_size=4&per_person_max=520&sort=per_person&area=fallowfield",
    );
    expect(countActiveFilters(filters)).toBe(1);
  });

  it("drops what the API would refuse: a limit or the per-person order without a size, a bad size", () => {
    expect(parseSearchParams(new URLSearchParams("per_person_max=520&sort=per_person"))).toEqual({
      property_type: [],
      sort: "newest",
    });
    expect(parseSearchParams(new URLSearchParams("group_size=11")).group_size).toBeUndefined();
    expect(parseSearchParams(new URLSearchParams("group_size=abc")).group_size).toBeUndefined();
  });
});
