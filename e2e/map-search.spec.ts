import { MAP_TEXTS } from "@roost/shared/domain/map-search.ts";
import { POSTCODE_DISTRICT_CENTRES } from "@roost/shared/domain/postcode-districts.ts";
import { expect, horizontalOverflow, newUser, type Page, test } from "./fixtures.ts";

// Map search (decision 037): the map opens beside the list, its tiles come from the
// local tile server (e2e/support/tile-server.mjs), "Search this area" puts the box in the URL and
// narrows the results, Back restores them, and cards and pins highlight each other. On a phone
// the map replaces the list and a toggle switches back. Screenshots to SHOTS_DIR when set.

const SHOTS = process.env.SHOTS_DIR;
const TILES = `http://127.0.0.1:${Number(process.env.E2E_OIDC_PORT ?? 3199) + 2}`;
const MAP_CHUNK = /\/assets\/search-map-[^/]+\.js$/;

const results = (page: Page) => page.getByTestId("results-count");
const map = (page: Page) => page.getByTestId("search-map");
/** The labels of pins and clusters (the marker element itself is a zero-sized anchor). */
const pins = (page: Page) => map(page).locator(".leaflet-marker-icon > span");
/** The results count; NaN while a skeleton stands in for it (polls then try again). */
const homesIn = async (page: Page) =>
  Number((await results(page).innerText()).replace(/\D/g, "") || Number.NaN);

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test("map view: tiles from configuration, search this area, back, and card↔pin highlight", async ({
  page,
}) => {
  const tilesBefore = Number(await (await page.request.get(`${TILES}/count`)).text());
  const chunks: string[] = [];
  page.on("request", (r) => chunks.push(r.url()));
  await page.setViewportSize({ width: 1280, height: 900 });

  // The list view does not download the map.
  await page.goto("/properties-to-rent/all");
  await expect(results(page)).toContainText("homes");
  expect(chunks.filter((u) => MAP_CHUNK.test(u))).toEqual([]);

  await page.getByRole("link", { name: MAP_TEXTS.showMap, exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=map/);
  await expect(map(page)).toHaveAttribute("data-tiles", "loaded");
  expect(chunks.some((u) => MAP_CHUNK.test(u))).toBe(true);
  expect(Number(await (await page.request.get(`${TILES}/count`)).text())).toBeGreaterThan(tilesBefore);
  await expect(pins(page).first()).toBeVisible();
  await expect(results(page)).toHaveText(/^[\d,]+ homes?$/);
  const allHomes = await homesIn(page);

  // Hovering a card lights its pin (or the cluster it is in), without drawing the pins again: a pin
  // a person is tapping at that moment stays the pin they tap.
  await pins(page)
    .first()
    .evaluate((pin) => {
      pin.setAttribute("data-drawn-before", "");
    });
  await page.getByTestId("property-card").first().hover();
  await expect(map(page).locator(".leaflet-marker-icon.is-highlighted")).toHaveCount(1);
  await expect(pins(page).first()).toHaveAttribute("data-drawn-before", "");

  // Zoom in twice (the map's own control, as a user would) and search the smaller area.
  await expect(page.getByRole("button", { name: MAP_TEXTS.searchThisArea })).toHaveCount(0);
  for (let i = 0; i < 2; i++) {
    await map(page).getByRole("button", { name: "Zoom in", exact: true }).click();
    await page.waitForTimeout(400);
  }
  await page.getByRole("button", { name: MAP_TEXTS.searchThisArea }).click();
  await expect(page).toHaveURL(/[?&]bbox=[-\d.]+%2C[-\d.]+%2C[-\d.]+%2C[-\d.]+/);
  await expect.poll(() => homesIn(page)).toBeLessThan(allHomes);
  await expect(page.getByText(MAP_TEXTS.inThisArea)).toBeVisible();
  await expect(page.getByRole("button", { name: MAP_TEXTS.searchThisArea })).toHaveCount(0);

  // Hovering a home's price label lights its card; clicking it opens the mini card.
  const pricePin = pins(page).filter({ hasText: "£" }).first();
  await pricePin.hover();
  await expect(page.locator("li[data-highlighted]")).toHaveCount(1);
  await pricePin.click();
  const mini = page.getByTestId("map-mini-card");
  await expect(mini.getByRole("link", { name: MAP_TEXTS.viewHome })).toHaveAttribute("href", /^\/property\//);
  await shot(page, "map-search-1280");
  await page.keyboard.press("Escape");
  await expect(mini).toHaveCount(0);

  // Back restores the whole search, the map with it.
  await page.goBack();
  await expect(page).not.toHaveURL(/bbox=/);
  await expect(page).toHaveURL(/[?&]view=map/);
  await expect.poll(() => homesIn(page)).toBe(allHomes);
  expect(await horizontalOverflow(page)).toBe(0);
});

test("on a phone the map replaces the list, and the toggle switches back", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/properties-to-rent/fallowfield");
  const cards = page.getByTestId("property-card");
  await expect(cards.first()).toBeVisible();

  await page.getByRole("link", { name: MAP_TEXTS.showMap, exact: true }).click();
  await expect(map(page)).toHaveAttribute("data-tiles", "loaded");
  await expect(pins(page).first()).toBeVisible();
  await expect(cards.first()).toBeHidden();
  expect(await horizontalOverflow(page)).toBe(0);
  await shot(page, "map-search-390");

  await page.getByRole("link", { name: MAP_TEXTS.showList, exact: true }).click();
  await expect(page).not.toHaveURL(/view=/);
  await expect(cards.first()).toBeVisible();
});

test("without tiles the map says so and the search still works; the server renders a placeholder", async ({
  page,
}) => {
  const served = await page.request.get("/properties-to-rent/all?view=map");
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain('data-testid="map-placeholder"');

  await page.route(`${TILES}/**`, (route) => route.abort("internetdisconnected"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/properties-to-rent/all?view=map");
  await expect(map(page)).toHaveAttribute("data-tiles", "failed");
  await expect(page.getByRole("status").filter({ hasText: MAP_TEXTS.tilesFailed })).toBeVisible();
  await expect(pins(page).first()).toBeVisible();
  await expect(results(page)).toContainText("homes");
  await shot(page, "map-no-tiles-1280");
});

test("the listing wizard's pin starts at the postcode district's centre and moves by keyboard", async ({
  page,
}) => {
  await newUser(page, { firstName: "Pia", lastName: "Pinner", type: "Landlord" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/list-property");
  await page.getByLabel("Address line 1").fill("14 Ladybarn Lane");
  await page.getByLabel("Postcode").fill("M14 6WL");
  await page.getByLabel("Area").selectOption({ label: "Fallowfield" });
  const status = page.getByTestId("pin-status");
  await expect(status).toContainText("middle of M14 (approximate)");

  await page.getByRole("button", { name: "Move the pin on a map" }).click();
  await expect(page.getByTestId("pin-map")).toHaveAttribute("data-tiles", "loaded");
  for (let i = 0; i < 2; i++) await page.getByRole("button", { name: "Move the pin north" }).click();
  await expect(status).toContainText("You placed the pin");
  await page.getByRole("button", { name: "Move the pin north" }).focus();
  await shot(page, "wizard-pin-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page)).toBe(0);
  await page.getByTestId("pin-map").scrollIntoViewIfNeeded();
  await shot(page, "wizard-pin-390");

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/list-property\/edit\/[^/?]+$/);
  const id = page.url().split("/").at(-1);
  const saved = await (await page.request.get(`/api/properties/${id}`)).json();
  // Two steps of 15 m north of the district's centre, the owner's exact pin.
  expect(saved.latitude).toBeCloseTo(POSTCODE_DISTRICT_CENTRES.M14.lat + 30 / 111_195, 5);
  expect(saved.longitude).toBeCloseTo(POSTCODE_DISTRICT_CENTRES.M14.lng, 6);
});
