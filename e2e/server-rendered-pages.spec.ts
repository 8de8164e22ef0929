// The public pages arrive rendered by the server (decision 030): the browser hydrates them without
// a console error or warning and without asking again for the data the page came with, and a
// visitor without JavaScript can read a property page and the search results.

import type { PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { APP_READY_ATTRIBUTE } from "@roost/shared/contracts/server-rendering.ts";
import { atPath, DEMO, expect, openWithLateChunk, type Page, test, useSessionOf } from "./fixtures.ts";

// Checked as a person's browser runs them, the service worker registering beside the page.
test.use({ serviceWorkers: "allow" });

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** The newest live listing of the demo data, with a photo. */
async function aListing(request: import("@playwright/test").APIRequestContext) {
  const res = await request.get("/api/properties?sort=newest&limit=24");
  const { items } = (await res.json()) as PropertySearchResult;
  const listing = items.find((p) => p.photo_count > 0);
  if (!listing) throw new Error("the demo data has no listing with photos");
  return listing;
}

/**
 * Opens each path and expects the server's page to be hydrated without a console error or warning
 * and without the browser fetching again the account or listings the page came with.
 */
async function expectHydrated(page: Page, paths: string[]) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  const dataRequests: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (req.method() === "GET" && /^\/api\/(me|properties)/.test(url.pathname))
      dataRequests.push(url.pathname);
  });
  for (const path of paths) {
    dataRequests.length = 0;
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("main h1").first(), path).toBeVisible();
    await page.waitForLoadState("networkidle");
    // Hydrated: React has attached to the server's markup (its fiber key is on the root's child).
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(document.querySelector("#root > div") ?? {}).some((k) => k.startsWith("__react")),
          ),
        { message: path },
      )
      .toBe(true);
    expect(dataRequests, `${path} fetched its data again`).toEqual([]);
  }
  expect(problems).toEqual([]);
}

for (const size of SIZES) {
  test(`public pages hydrate without errors or a second fetch at ${size.width} px`, async ({
    page,
    request,
  }) => {
    const listing = await aListing(request);
    await page.setViewportSize(size);
    await expectHydrated(page, [
      "/",
      "/properties-to-rent/all",
      "/properties-to-rent/fallowfield",
      `/property/${listing.id}`,
      "/about-us",
      "/for-tenants",
      "/for-landlords",
      "/privacy-policy",
      "/blog",
      "/blog/house-viewing-checklist",
      "/careers",
      "/careers/engineering",
      "/careers/engineering/product-designer",
    ]);
  });
}

test("a signed-in visitor gets their own header, privately, and it hydrates too", async ({
  page,
  request,
}) => {
  const listing = await aListing(request);
  await useSessionOf(page, DEMO.student);
  const response = await page.goto(`/property/${listing.id}`);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expectHydrated(page, ["/", "/properties-to-rent/all", `/property/${listing.id}`]);
});

test("an area searched on the home page before the app has it lands on that area's page", async ({
  context,
}) => {
  // The home page's own chunk comes late, so the page stays plain HTML a while after it is shown:
  // the search is the browser's own GET, which the server sends on to the area's address.
  const { page } = await openWithLateChunk(context, "/", /\/assets\/home-page-[\w-]+\.js$/);
  await page.getByLabel("Area").selectOption("didsbury");
  await page.getByRole("button", { name: "Search homes" }).click();
  await expect(page).toHaveURL(atPath("/properties-to-rent/didsbury"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Didsbury");
});

test("search filters changed before the app has the page are the ones searched", async ({ context }) => {
  const { page, reloaded } = await openWithLateChunk(
    context,
    "/properties-to-rent/all",
    /\/assets\/search-page-[\w-]+\.js$/,
  );
  const bar = page.getByRole("search", { name: "Search filters" });
  await bar.getByLabel("Bedrooms").selectOption("3");
  await bar.getByRole("searchbox").fill("road");
  await expect(page.locator("#root")).toHaveAttribute(APP_READY_ATTRIBUTE, "");
  // Once hydrated, the form reads what its fields show and searches it.
  await expect(page).toHaveURL(/[?&]bedrooms=3(&|$)/);
  await expect(page).toHaveURL(/[?&]q=road(&|$)/);
  await expect(bar.getByLabel("Bedrooms")).toHaveValue("3");
  expect(await reloaded()).toBe(false);
});

test("a page read down before the app has it stays where the reader is once the app takes over", async ({
  context,
  request,
}) => {
  const listing = await aListing(request);
  const { page } = await openWithLateChunk(
    context,
    `/property/${listing.id}`,
    /\/assets\/property-page-[\w-]+\.js$/,
  );
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  await expect(page.locator("#root")).toHaveAttribute(APP_READY_ATTRIBUTE, "");
  expect(await page.evaluate(() => window.scrollY)).toBe(400);
  // A page the app goes to itself still starts at the top.
  await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
  await expect(page).toHaveURL(atPath("/about-us"));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a loading card keeps the height of the card it stands for, at 390 and 1280 px", async ({ page }) => {
  const search = /\/api\/properties\?/;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto("/properties-to-rent/all");
    // A card whose address fits one line (another journey's listing may wrap to two).
    const heights = await page
      .getByTestId("property-card")
      .evaluateAll((cards) => cards.slice(0, 6).map((card) => card.getBoundingClientRect().height));
    const cardHeight = Math.min(...heights);
    // Into the search page from another page with its request held: the skeletons stay up.
    await page.goto("/about-us");
    // A navigation inside the app: the app must have the page to take it.
    await expect(page.locator("#root")).toHaveAttribute(APP_READY_ATTRIBUTE, "");
    await page.route(search, () => {});
    await page.evaluate(() => {
      history.pushState({}, "", "/properties-to-rent/all");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    const skeleton = page.getByRole("list", { name: "Loading homes" }).locator("li > div").first();
    await expect(skeleton).toBeVisible();
    expect((await skeleton.boundingBox())?.height, `${size.width} px`).toBe(cardHeight);
    await page.unroute(search);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a property page shows its title, price, address, description and photos", async ({
    page,
    request,
  }) => {
    const listing = await aListing(request);
    const detail = await (await request.get(`/api/properties/${listing.id}`)).json();
    await page.goto(`/property/${listing.id}`);
    await expect(page).toHaveTitle(new RegExp(listing.address_line_1));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.address_line_1);
    await expect(page.getByTestId("property-price")).toContainText("£");
    await expect(page.getByText(listing.postcode).first()).toBeVisible();
    const firstParagraph = String(detail.description)
      .split(/\n\s*\n/)[0]
      .trim()
      .slice(0, 40);
    await expect(page.getByText(firstParagraph, { exact: false }).first()).toBeVisible();
    await expect(page.locator(`img[src="${detail.photos[0].large}"]`).first()).toBeVisible();
  });

  test("the search results can be read", async ({ page, request }) => {
    const listing = await aListing(request);
    await page.goto("/properties-to-rent/all");
    await expect(page.getByTestId("results-count")).toContainText("home");
    await expect(page.getByText(listing.address_line_1).first()).toBeVisible();
  });
});
