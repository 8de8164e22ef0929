import { SEARCH_TOTAL_CAP } from "@roost/shared/domain/search-total.ts";
import { describe, expect, it } from "vitest";
import {
  clearedFilters,
  countActiveFilters,
  EMPTY_FILTERS,
  hasActiveFilters,
  homesCountText,
  parseSearchParams,
  priceRangeProblem,
  resolveArea,
  type SearchFilters,
  searchApiQuery,
  searchPageMeta,
  toSearchParams,
  withFilters,
} from "./search-params.ts";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe("parseSearchParams", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(EMPTY_FILTERS);
  });

  it("reads every filter", () => {
    expect(
      parse(
        "q=wilmslow&min_price=400&max_price=1500&bedrooms=3&property_type=flat,terraced-house&furnishing=furnished&parking=true&bills_included=1&advert_type=individual_rooms&sort=price_asc",
      ),
    ).toEqual({
      q: "wilmslow",
      min_price: 400,
      max_price: 1500,
      bedrooms: 3,
      property_type: ["terraced-house", "flat"],
      furnishing: "furnished",
      parking: true,
      bills_included: true,
      advert_type: "individual_rooms",
      sort: "price_asc",
    } satisfies SearchFilters);
  });

  it("drops values the API would refuse instead of failing the whole search", () => {
    expect(
      parse(
        "min_price=abc&max_price=-5&bedrooms=2.5&property_type=flat,castle&furnishing=posh&parking=maybe&advert_type=x&sort=random",
      ),
    ).toEqual({ ...EMPTY_FILTERS, property_type: ["flat"] });
  });

  it("reads the weekly price per person and the move-in date, and writes them back", () => {
    const query = "bedrooms=4&bills_included=true&max_pppw=140&move_in=2027%2F28";
    expect(parse(query)).toMatchObject({
      bedrooms: 4,
      bills_included: true,
      max_pppw: 140,
      move_in: "2027/28",
    });
    expect(toSearchParams(parse(query)).toString()).toBe(query);
    expect(parse("min_pppw=90&move_in=2027-09")).toMatchObject({ min_pppw: 90, move_in: "2027-09" });
    // A move-in the API would refuse is dropped, not sent.
    expect(parse("move_in=2027-13&min_pppw=-1").move_in).toBeUndefined();
    expect(parse("move_in=2027%2F29").move_in).toBeUndefined();
  });

  it("trims the text and ignores a blank one", () => {
    expect(parse("q=%20%20M14%20").q).toBe("M14");
    expect(parse("q=%20%20").q).toBeUndefined();
  });

  it("accepts repeated property_type keys", () => {
    expect(parse("property_type=flat&property_type=bungalow").property_type).toEqual(["bungalow", "flat"]);
  });

  it("treats zero prices and bedrooms as no filter", () => {
    expect(parse("min_price=0&bedrooms=0")).toEqual(EMPTY_FILTERS);
  });
});

describe("toSearchParams", () => {
  it("omits defaults so the plain search has a clean URL", () => {
    expect(toSearchParams(EMPTY_FILTERS).toString()).toBe("");
  });

  it("round-trips through parseSearchParams", () => {
    const filters: SearchFilters = {
      q: "Ladybarn",
      min_price: 500,
      bedrooms: 4,
      property_type: ["semi-detached-house", "flat"],
      bills_included: true,
      sort: "price_desc",
    };
    const query = toSearchParams(filters);
    expect(query.toString()).toBe(
      "q=Ladybarn&min_price=500&bedrooms=4&property_type=semi-detached-house%2Cflat&bills_included=true&sort=price_desc",
    );
    expect(parseSearchParams(query)).toEqual(filters);
  });

  it("writes the same URL whatever order the types were picked in", () => {
    const a = toSearchParams({ ...EMPTY_FILTERS, property_type: ["flat", "bedsit"] }).toString();
    const b = toSearchParams({ ...EMPTY_FILTERS, property_type: ["bedsit", "flat"] }).toString();
    expect(a).toBe(b);
  });
});

describe("withFilters", () => {
  it("applies a change and drops pagination", () => {
    const next = withFilters(new URLSearchParams("bedrooms=2&cursor=abc&page=3"), {
      furnishing: "unfurnished",
    });
    expect(next.toString()).toBe("bedrooms=2&furnishing=unfurnished");
  });

  it("clears a filter set to undefined and keeps unrelated keys", () => {
    const next = withFilters(new URLSearchParams("parking=true&utm_source=news"), { parking: undefined });
    expect(next.toString()).toBe("utm_source=news");
  });
});

describe("clearedFilters", () => {
  it("drops every filter but keeps the sort and unrelated keys", () => {
    const next = clearedFilters(
      new URLSearchParams("q=x&bedrooms=2&parking=true&sort=price_asc&utm_source=news&cursor=c"),
    );
    expect(next.toString()).toBe("sort=price_asc&utm_source=news");
  });
});

describe("searchApiQuery", () => {
  it("adds the area, the sort and the cursor", () => {
    expect(searchApiQuery("fallowfield", { ...EMPTY_FILTERS, bedrooms: 3 }, "c1")).toBe(
      "bedrooms=3&area=fallowfield&sort=newest&cursor=c1",
    );
  });

  it("sends no area for all of Manchester", () => {
    expect(searchApiQuery("all", EMPTY_FILTERS, null)).toBe("sort=newest");
  });
});

describe("countActiveFilters", () => {
  it("counts the filters of the panel, not the text or the sort", () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...EMPTY_FILTERS, q: "x", sort: "price_asc" })).toBe(0);
    expect(
      countActiveFilters({
        ...EMPTY_FILTERS,
        min_price: 1,
        max_price: 2,
        bedrooms: 1,
        property_type: ["flat", "bedsit"],
        furnishing: "furnished",
        parking: true,
        bills_included: true,
        advert_type: "whole_property",
      }),
    ).toBe(8);
  });

  it("hasActiveFilters includes the text", () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: "M14" })).toBe(true);
  });
});

describe("priceRangeProblem", () => {
  it("flags a weekly minimum above the weekly maximum", () => {
    expect(priceRangeProblem({ ...EMPTY_FILTERS, min_pppw: 150, max_pppw: 120 })).toBe(
      "The minimum price per person per week is higher than the maximum.",
    );
    expect(priceRangeProblem({ ...EMPTY_FILTERS, min_pppw: 120, max_pppw: 120 })).toBeNull();
  });

  it("flags a minimum above the maximum only", () => {
    expect(priceRangeProblem({ ...EMPTY_FILTERS, min_price: 900, max_price: 500 })).toMatch(/higher/);
    expect(priceRangeProblem({ ...EMPTY_FILTERS, min_price: 500, max_price: 500 })).toBeNull();
    expect(priceRangeProblem({ ...EMPTY_FILTERS, min_price: 900 })).toBeNull();
  });
});

describe("resolveArea and searchPageMeta", () => {
  it("knows all of Manchester", () => {
    expect(resolveArea("all")).toEqual({ kind: "all" });
    expect(searchPageMeta({ kind: "all" }).title).toBe("Houses, flats and rooms to rent in Manchester");
  });

  it("knows an area and describes it", () => {
    const area = resolveArea("fallowfield");
    expect(area).toMatchObject({ kind: "area", slug: "fallowfield", name: "Fallowfield" });
    const meta = searchPageMeta(area);
    expect(meta.title).toBe("Student houses and rooms to rent in Fallowfield");
    expect(meta.description).toMatch(/^Fallowfield is Manchester's best-known student neighbourhood/);
  });

  it("redirects a known area in the wrong case and rejects an unknown one", () => {
    expect(resolveArea("Fallowfield")).toEqual({ kind: "redirect", slug: "fallowfield" });
    expect(resolveArea("ALL")).toEqual({ kind: "redirect", slug: "all" });
    expect(resolveArea("atlantis")).toEqual({ kind: "unknown" });
    expect(resolveArea(undefined)).toEqual({ kind: "unknown" });
  });
});

describe("homesCountText", () => {
  it("pluralises and groups thousands", () => {
    expect(homesCountText(0)).toBe("0 homes");
    expect(homesCountText(1)).toBe("1 home");
    expect(homesCountText(1234)).toBe("1,234 homes");
  });

  it("says 1,000+ when the count stopped at its cap (decision 044)", () => {
    expect(homesCountText(SEARCH_TOTAL_CAP)).toBe("1,000 homes");
    expect(homesCountText(SEARCH_TOTAL_CAP + 1)).toBe("1,000+ homes");
  });
});
