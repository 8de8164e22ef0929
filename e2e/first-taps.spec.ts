// The public pages' controls as a person uses them, in two projects (playwright.config.ts):
// - "early-taps": a 390 px phone on a slow 4G link (150 ms round trips, 1.6 Mbit/s), each control
//   tapped the moment it is visible, never waiting for the app (decision 050);
// - "javascript-off": the same taps with JavaScript switched off.
// Either way each tap must do its job: the page is links and real forms until the app takes over.

import { type BrowserContext, expect, type Page, type TestInfo, test } from "@playwright/test";
import type { PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { MAP_TEXTS } from "@roost/shared/domain/map-search.ts";
import { atPath, newUserViaApi } from "./fixtures.ts";

/** Slow 4G as Lighthouse's mobile preset has it: what an impatient person on a phone gets. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * A new page that is only what the browser has: no wait for the app, throttled on early-taps;
 * as a new student of its own when asked (their favourites and enquiries are nobody else's).
 */
async function openAsAPerson(
  context: BrowserContext,
  info: TestInfo,
  path: string,
  as: "visitor" | "student" = "visitor",
): Promise<Page> {
  const page = await context.newPage();
  if (as === "student")
    await newUserViaApi(page, { firstName: "Early", lastName: "Tapper", type: "Student" });
  if (info.project.name === "early-taps") {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  }
  // Only as far as the server's first bytes: the person looks and taps while the rest arrives.
  await page.goto(path, { waitUntil: "commit" });
  return page;
}

async function aListingPath(context: BrowserContext): Promise<string> {
  const res = await context.request.get("/api/properties?sort=newest&limit=24");
  const { items } = (await res.json()) as PropertySearchResult;
  const listing = items.find((p) => p.photo_count > 0);
  if (!listing) throw new Error("the demo data has no listing with photos");
  return `/property/${listing.id}`;
}

/** A visitor sent to sign in by a control lands on /auth, which says why and will bring them back. */
async function expectSignInFirst(page: Page, from: string, favourites = false) {
  await expect(page).toHaveURL(atPath("/auth"));
  expect(new URL(page.url()).searchParams.get("next")).toBe(from);
  const notice = page.getByRole("status").filter({ hasText: "Authentication required" });
  await expect(notice).toBeVisible();
  if (favourites) await expect(notice).toContainText("Please login to add favorites");
}

test("a visitor's favourite heart asks them to sign in first", async ({ context }, info) => {
  const path = await aListingPath(context);
  const page = await openAsAPerson(context, info, path);
  await page.getByRole("link", { name: "Add to favourites" }).click();
  await expectSignInFirst(page, path, true);
});

test("Message landlord asks a visitor to sign in first", async ({ context }, info) => {
  const path = await aListingPath(context);
  const page = await openAsAPerson(context, info, path);
  await page.getByRole("link", { name: "Message landlord" }).click();
  await expectSignInFirst(page, path);
});

test("Report this listing asks a visitor to sign in first", async ({ context }, info) => {
  const path = await aListingPath(context);
  const page = await openAsAPerson(context, info, path);
  await page.getByRole("link", { name: "Report this listing" }).click();
  await expectSignInFirst(page, path);
});

test("the newsletter subscribes an address sent with Enter, and says so", async ({ context }, info) => {
  const page = await openAsAPerson(context, info, "/");
  const field = page.getByRole("textbox", { name: "Get new Manchester listings and renting tips" });
  await field.fill(`first-tap-${info.project.name}-${Date.now().toString(36)}@example.com`);
  await field.press("Enter");
  // The app's toast once it has loaded, the page's own notice before: the same words either way.
  await expect(page.getByText("Successfully subscribed!")).toBeVisible();
  await expect(field).toHaveValue("");
});

test("the home search takes the person to the area they chose", async ({ context }, info) => {
  const page = await openAsAPerson(context, info, "/");
  await page.getByLabel("Area").selectOption("fallowfield");
  await page.getByRole("button", { name: "Search homes" }).click();
  await expect(page).toHaveURL(atPath("/properties-to-rent/fallowfield"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Fallowfield");
});

test("on a phone, the Filters sheet narrows the area's homes", async ({ context }, info) => {
  const page = await openAsAPerson(context, info, "/properties-to-rent/fallowfield");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("link", { name: /^Filters/ }).click();
  const sheet = page.getByRole("search", { name: "Filters" });
  await sheet.getByLabel("Bedrooms").selectOption("3");
  await sheet.getByRole("checkbox", { name: "Parking" }).check();
  await sheet.getByRole("button", { name: /^Show/ }).click();
  await expectNarrowedTo(page, "/properties-to-rent/fallowfield?bedrooms=3&parking=true");
  await expect(page.getByRole("link", { name: "Filters, 3 active" })).toBeVisible();
});

test("on a wide screen, the filter bar narrows the search and moves it to another area", async ({
  context,
}, info) => {
  const page = await openAsAPerson(context, info, "/properties-to-rent/fallowfield?sort=price_asc");
  await page.setViewportSize({ width: 1280, height: 900 });
  const bar = page.getByRole("search", { name: "Search filters" });
  await bar.getByLabel("Area").selectOption("withington");
  await bar.getByLabel("Max price").selectOption("900");
  await bar.getByRole("button", { name: "Search", exact: true }).click();
  // The order chosen outside the bar stays.
  await expectNarrowedTo(page, "/properties-to-rent/withington?max_price=900&sort=price_asc");
});

test("the order of the results follows the Sort by select", async ({ context }, info) => {
  const page = await openAsAPerson(context, info, "/properties-to-rent/all?bedrooms=2");
  await page.getByLabel("Sort by").selectOption("price_asc");
  // Without JavaScript a select sends nothing by itself: its form's button does.
  if (info.project.name === "javascript-off") await page.getByRole("button", { name: "Sort" }).click();
  await expectNarrowedTo(page, "/properties-to-rent/all?bedrooms=2&sort=price_asc");
});

/** The search as the address says, and the page showing it: the fields as chosen, the results. */
async function expectNarrowedTo(page: Page, address: string) {
  // In any order: the app writes a search's one canonical address, the browser's own form (before
  // the app, or without it) the fields in the form's order.
  const inAnyOrder = (url: URL) => `${url.pathname}?${[...url.searchParams].map(String).sort().join("&")}`;
  const expected = inAnyOrder(new URL(address, page.url()));
  await expect.poll(() => inAnyOrder(new URL(page.url()))).toBe(expected);
  await expect(page.getByTestId("results-count")).toHaveText(/^[\d,]+ homes?$/);
}

test("the Map button shows the map, or says it needs JavaScript and keeps the list", async ({
  context,
}, info) => {
  const page = await openAsAPerson(context, info, "/properties-to-rent/fallowfield");
  await page.getByRole("link", { name: MAP_TEXTS.showMap, exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=map/);
  if (info.project.name === "javascript-off") {
    // What the person reads (innerText): Playwright's text locators never look inside <noscript>.
    await expect(page.getByTestId("map-placeholder")).toHaveText(MAP_TEXTS.needsJavaScript, {
      useInnerText: true,
    });
    await page.getByRole("link", { name: MAP_TEXTS.showList, exact: true }).click();
    await expect(page).not.toHaveURL(/view=/);
    await expect(page.getByTestId("property-card").first()).toBeVisible();
  } else {
    await expect(page.getByTestId("search-map")).toHaveAttribute("data-tiles", /loaded|failed/);
  }
});

test("a student's favourite heart saves the home, and says so", async ({ context }, info) => {
  const path = await aListingPath(context);
  const page = await openAsAPerson(context, info, path, "student");
  await page.getByRole("button", { name: "Add to favourites" }).click();
  await expect(page.getByText("Added to favorites")).toBeVisible();
});

test("Message landlord opens the student's enquiry", async ({ context }, info) => {
  const path = await aListingPath(context);
  const page = await openAsAPerson(context, info, path, "student");
  await page.getByRole("button", { name: "Message landlord" }).click();
  await expect(page).toHaveURL(/\/inquiries\/[0-9a-f-]{36}$/);
});

test("Report this listing takes a student's report, and says so", async ({ context }, info) => {
  const path = await aListingPath(context);
  const page = await openAsAPerson(context, info, path, "student");
  const reportControl = { name: "Report this listing" };
  await page.getByRole("link", reportControl).or(page.getByRole("button", reportControl)).click();
  const report = page.getByRole("dialog", { name: "Report this listing" });
  await report.getByRole("radio", { name: "Misleading or inaccurate" }).check();
  await report.getByRole("textbox", { name: "Details (optional)" }).fill("The photos are of another flat.");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thanks — our team will review this report.")).toBeVisible();
  await expect(report).toBeHidden();
});
