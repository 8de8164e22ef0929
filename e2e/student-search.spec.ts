// A student on a phone looks for a house the way student portals let them: "a 4-bed in Fallowfield
// under £140 per person per week, bills included, from the 2027/28 academic year", in one search
// whose address they can share.

import type { PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { expect, test } from "./fixtures.ts";

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  timezoneId: "Europe/London",
});

const SEARCH_PATH = "/properties-to-rent/fallowfield";

test("a visitor filters by a weekly price per person and a move-in year, and the address keeps both", async ({
  page,
}) => {
  await page.goto(SEARCH_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Student houses and rooms to rent in Fallowfield",
  );

  await page.getByRole("link", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await sheet.getByLabel("Bedrooms").selectOption("4");
  await sheet.getByLabel("Max per person").selectOption({ label: "£140 pppw" });
  await sheet.getByLabel("Move in from").selectOption({ label: "2027/28" });
  await sheet.getByText("Bills included", { exact: true }).click();
  await sheet.getByRole("button", { name: /^Show/ }).click();

  const query = "bedrooms=4&bills_included=true&max_pppw=140&move_in=2027%2F28";
  await expect(page).toHaveURL(`${SEARCH_PATH}?${query}`);

  // The page shows what the API finds for the same search, and each home keeps to it.
  const api = await page.request.get(`/api/properties?area=fallowfield&${query}&limit=48`);
  const found = (await api.json()) as PropertySearchResult;
  expect(found.items.length).toBeGreaterThan(0);
  const cards = page.getByTestId("property-card");
  await expect(page.getByTestId("results-count")).toHaveText(
    `${found.total} ${found.total === 1 ? "home" : "homes"}`,
  );
  await expect(cards).toHaveCount(found.items.length);
  for (const text of await cards.allInnerTexts()) {
    const weekly = Number(/£(\d+) pppw/.exec(text)?.[1]);
    expect(weekly).toBeLessThanOrEqual(140);
    // Any home that can be moved into by the end of the academic year, June 2028.
    const from = /Available from (\w+) (\d{4})/.exec(text);
    if (from) expect(Date.parse(`1 ${from[1]} ${from[2]}`)).toBeLessThanOrEqual(Date.parse("1 June 2028"));
    else expect(text).toContain("Available now");
  }

  // Shared as a link, the search opens the same, its fields showing what it asks.
  await page.goto(`${SEARCH_PATH}?${query}`);
  await expect(cards).toHaveCount(found.items.length);
  await page.getByRole("link", { name: /^Filters/ }).click();
  await expect(sheet.getByLabel("Max per person")).toHaveValue("140");
  await expect(sheet.getByLabel("Move in from")).toHaveValue("2027/28");
  await expect(sheet.getByLabel("Bedrooms")).toHaveValue("4");
});
