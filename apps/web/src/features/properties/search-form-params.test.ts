import { describe, expect, it } from "vitest";
import { FILTER_FORM_FIELDS as ALL_FILTERS, formFieldsPart, searchFromForm } from "./search-form-params.ts";
import { parseSearchParams, withFilters } from "./search-params.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

describe("a search form's fields → the search's address", () => {
  it("takes the form's fields, drops the empty ones and keeps what the form does not hold", () => {
    const current = new URLSearchParams("bedrooms=2&sort=price_asc&view=map&cursor=abc");
    const next = searchFromForm(
      current,
      "fallowfield",
      form([
        ["area", "withington"],
        ["q", " garden "],
        ["min_price", ""],
        ["bedrooms", "3"],
        ["property_type", "terraced-house"],
        ["property_type", "flat"],
        ["parking", "true"],
      ]),
      ALL_FILTERS,
    );
    expect(next.area).toBe("withington");
    // The canonical order of one search; the page cursor goes with any change.
    expect(next.params.toString()).toBe(
      "q=garden&bedrooms=3&property_type=terraced-house%2Cflat&parking=true&sort=price_asc&view=map",
    );
  });

  it("clears what the form holds and left empty, and never what it does not hold", () => {
    const current = new URLSearchParams("q=garden&bedrooms=2&group_size=4&sort=per_person");
    const next = searchFromForm(current, "all", form([["q", ""]]), ["q"]);
    expect(next).toEqual({
      area: "all",
      params: new URLSearchParams("bedrooms=2&group_size=4&sort=per_person"),
    });
  });

  it("writes the 'within' choice as the minutes of its mode, and nothing without a campus", () => {
    const withCampus = searchFromForm(
      new URLSearchParams("max_cycle_minutes=10"),
      "all",
      form([
        ["campus", "uom"],
        ["within", "walk:15"],
      ]),
      ["campus", "within"],
    );
    expect(withCampus.params.toString()).toBe("campus=uom&max_walk_minutes=15");
    const without = searchFromForm(
      new URLSearchParams("campus=uom&max_walk_minutes=15&sort=campus_time"),
      "all",
      form([
        ["campus", ""],
        ["within", "walk:15"],
      ]),
      ["campus", "within"],
    );
    // Nearest-to-campus needs a campus: the order falls back with it.
    expect(without.params.toString()).toBe("");
  });

  it("leaves out a student's own campus, shown where the address has none, unless minutes need it", () => {
    const fields = (within: string) =>
      form([
        ["bedrooms", "2"],
        ["campus", "mmu"],
        ["within", within],
      ]);
    const holds = ["bedrooms", "campus", "within"] as const;
    expect(searchFromForm(new URLSearchParams(), "all", fields(""), holds, "mmu").params.toString()).toBe(
      "bedrooms=2",
    );
    expect(
      searchFromForm(new URLSearchParams(), "all", fields("walk:10"), holds, "mmu").params.toString(),
    ).toBe("bedrooms=2&campus=mmu&max_walk_minutes=10");
    // Chosen in the address already, or another campus: the person's choice.
    expect(
      searchFromForm(new URLSearchParams("campus=mmu"), "all", fields(""), holds, "mmu").params.toString(),
    ).toBe("bedrooms=2&campus=mmu");
    expect(searchFromForm(new URLSearchParams(), "all", fields(""), holds, "uom").params.toString()).toBe(
      "bedrooms=2&campus=mmu",
    );
  });

  it("keeps the area it is on when the form has no area field, and reads an unknown one as all", () => {
    expect(searchFromForm(new URLSearchParams(), "didsbury", form([["q", "x"]]), ["q"]).area).toBe(
      "didsbury",
    );
    expect(
      searchFromForm(new URLSearchParams(), "didsbury", form([["area", "atlantis"]]), ["area"]).area,
    ).toBe("all");
  });
});

describe("what a form holds of the address", () => {
  it("is the same for the address the form wrote and for the same search reached otherwise", () => {
    const written = searchFromForm(
      new URLSearchParams("view=map"),
      "all",
      form([["bedrooms", "2"]]),
      ALL_FILTERS,
    );
    expect(formFieldsPart(written.area, written.params, ALL_FILTERS)).toBe(
      formFieldsPart("all", new URLSearchParams("bedrooms=2"), ALL_FILTERS),
    );
  });

  it("changes with a field the form holds, and not with one it does not", () => {
    const before = formFieldsPart("all", new URLSearchParams("q=a&sort=newest"), ["q"]);
    expect(formFieldsPart("all", new URLSearchParams("q=a&sort=price_asc"), ["q"])).toBe(before);
    expect(formFieldsPart("all", new URLSearchParams("q=b"), ["q"])).not.toBe(before);
    expect(formFieldsPart("salford", new URLSearchParams("q=a"), ["area", "q"])).not.toBe(
      formFieldsPart("all", new URLSearchParams("q=a"), ["area", "q"]),
    );
  });
});

describe("an address a form sent without the app (no JavaScript)", () => {
  it("is read as the same search as the app writes", () => {
    const sent = new URLSearchParams(
      "q=&min_price=&max_price=900&bedrooms=&furnishing=&campus=mmu&within=cycle%3A15&sort=newest",
    );
    const filters = parseSearchParams(sent);
    expect(filters).toMatchObject({ max_price: 900, campus: "mmu", max_cycle_minutes: 15 });
    expect(withFilters(sent, {}).toString()).toBe("max_price=900&campus=mmu&max_cycle_minutes=15");
  });
});
