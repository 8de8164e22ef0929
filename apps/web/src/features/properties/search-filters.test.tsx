// @vitest-environment happy-dom
// The search filters as the search page lays them out: a choice searches at once and keeps the
// rest of the search, typed text after a pause, an impossible price range is named, Clear filters
// goes back to the whole area, and on a phone the sheet opens from "Filters (n)" and closes on Show.
// The forms read the address bar (search-form.tsx), so the router here is the window's history.
import { useParams, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { renderInApp } from "../../test/app-context.tsx";
import {
  button,
  choose,
  click,
  eventually,
  field,
  mountRootPerTest,
  queryButton,
  roleText,
  typeInto,
} from "../../test/mounted-root.ts";
import { FilterBar, PhoneFilters } from "./search-filters.tsx";
import {
  ALL_AREAS,
  clearedFilters,
  countActiveFilters,
  hasActiveFilters,
  parseSearchParams,
} from "./search-params.ts";

const mounted = mountRootPerTest();

/** One layout of the search page's filters at its address, with the props SearchResults gives it. */
function SearchPageFilters({ layout }: { layout: "bar" | "phone" }) {
  const { area = ALL_AREAS } = useParams();
  const [params] = useSearchParams();
  const filters = parseSearchParams(params);
  const cleared = clearedFilters(params).toString();
  const controls = {
    filters,
    area,
    params,
    clearedHref: hasActiveFilters(filters)
      ? `/properties-to-rent/${area}${cleared ? `?${cleared}` : ""}`
      : null,
  };
  return layout === "bar" ? (
    <FilterBar {...controls} />
  ) : (
    <PhoneFilters {...controls} activeCount={countActiveFilters(filters)} resultsText="12 homes" />
  );
}

function openSearch(path: string, layout: "bar" | "phone" = "bar") {
  return renderInApp(mounted.root, <SearchPageFilters layout={layout} />, {
    path,
    at: "/properties-to-rent/:area",
    browserHistory: true,
  });
}

describe("FilterBar", () => {
  it("searches at once when a filter is chosen, keeping the area and the filters already set", () => {
    const page = openSearch("/properties-to-rent/fallowfield?bedrooms=3&sort=price_asc");
    choose(field<HTMLSelectElement>("Max price"), "900");
    expect(page.location()).toBe("/properties-to-rent/fallowfield?max_price=900&bedrooms=3&sort=price_asc");

    choose(field<HTMLSelectElement>("Area"), "rusholme");
    expect(page.location()).toMatch(/^\/properties-to-rent\/rusholme\?/);
  });

  it("searches typed words only after a pause in typing", async () => {
    const page = openSearch("/properties-to-rent/all");
    typeInto(field("Search"), "Wilmslow Road");
    expect(page.location()).toBe("/properties-to-rent/all");
    await eventually(() => expect(page.location()).toBe("/properties-to-rent/all?q=Wilmslow+Road"));
  });

  it("says when the minimum price is above the maximum", () => {
    openSearch("/properties-to-rent/all?min_price=1500&max_price=900");
    expect(roleText("alert")).toBe("The minimum price is higher than the maximum.");
  });

  it("clears the filters but keeps the area and the order; nothing to clear leaves it inert", () => {
    const page = openSearch("/properties-to-rent/fallowfield?parking=true&sort=price_asc");
    click(button("Clear filters"));
    expect(page.location()).toBe("/properties-to-rent/fallowfield?sort=price_asc");
    expect(button("Clear filters").disabled).toBe(true);
  });
});

describe("PhoneFilters", () => {
  it("counts the active filters, opens the sheet, and Show results searches and closes it", () => {
    const page = openSearch("/properties-to-rent/all?max_price=900&furnishing=furnished", "phone");
    const sheet = document.querySelector("dialog") as HTMLDialogElement;
    expect(sheet.open).toBe(false);
    click(button("Filters, 2 active"));
    expect(sheet.open).toBe(true);

    const parking = [...sheet.querySelectorAll("label")].find((l) => l.textContent === "Parking");
    click(parking?.querySelector("input"));
    click(button("Show 12 homes"));
    expect(sheet.open).toBe(false);
    expect(new URLSearchParams(page.location().split("?")[1]).get("parking")).toBe("true");
    expect(queryButton("Filters, 3 active")).not.toBeNull();
  });
});
