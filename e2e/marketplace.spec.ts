// The marketplace loop end to end, with two people in two browsers: a new landlord lists a house
// with two photos, a new student finds it through the search filters (which live in the URL),
// views it and saves it, and the landlord then sees that view and favourite in the numbers.

import { randomInt } from "node:crypto";
import { mkdirSync } from "node:fs";
import { atPath, expect, newUser, type Page, pngBytes, test, toasts } from "./fixtures.ts";

const SCREENS_DIR = "test-results/screens";
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** An ISO date `days` from today (the listing's "available from"). */
function isoInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The number under a tile's label on /property-performance/{id} ("Views (30 days)", "Favourites"). */
const tileValue = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

test("a landlord lists a house, a student finds, views and saves it, and the landlord sees the numbers", async ({
  page,
  openSecondBrowser,
}) => {
  test.setTimeout(90_000);
  // A house number no seeded listing has: the free-text search finds this listing and nothing else.
  const houseNumber = String(randomInt(10_000, 99_999));
  const address = `${houseNumber} Ladybarn Lane`;
  const description =
    "A bright four-bedroom terraced house on a quiet street, ten minutes' walk from the Fallowfield campus, " +
    "with a big kitchen, a garden and off-street parking.";

  // ------------------------------------------------------------------------------------------
  // The landlord lists the house.
  await newUser(page, { firstName: "Lena", lastName: "Landlord", type: "Landlord" });
  await page.goto("/list-property");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("List your property");

  await test.step("address", async () => {
    await expect(page.getByRole("heading", { name: "Where is the property?" })).toBeVisible();
    await page.getByLabel("Address line 1").fill(address);
    await page.getByLabel("Town or city").fill("Manchester");
    await page.getByLabel("Postcode").fill("m14 6wl");
    await page.getByLabel("Area").selectOption({ label: "Fallowfield" });
    await page.getByRole("button", { name: "Continue" }).click();
    // The draft now exists: the address names it, so a reload keeps it.
    await expect(page).toHaveURL(/\/list-property\/edit\/[^/?]+$/);
  });

  await test.step("property", async () => {
    await expect(page.getByRole("heading", { name: "Tell us about the property" })).toBeVisible();
    await page.getByText("Terraced house", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Terraced house" })).toBeChecked();
    await page.getByLabel("Bedrooms", { exact: true }).fill("4");
    await page.getByLabel("Bathrooms", { exact: true }).fill("2");
    await page.getByText("Furnished", { exact: true }).click();
    await expect(page.getByRole("radio", { name: /^Furnished\b/ })).toBeChecked();
    await page.getByRole("switch", { name: "Parking" }).click();
    await expect(page.getByRole("switch", { name: "Parking" })).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();
  });

  await test.step("rent", async () => {
    await expect(page.getByRole("heading", { name: "Rent and rooms" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Whole property\b/ })).toBeChecked();
    await page.getByLabel("Monthly rent").fill("1980");
    await page.getByLabel("Deposit").fill("2000");
    await page.getByRole("switch", { name: "Bills included" }).click();
    await expect(page.getByRole("switch", { name: "Bills included" })).toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();
  });

  await test.step("two photos, each with its own progress bar", async () => {
    await expect(page.getByRole("heading", { name: "Add photos" })).toBeVisible();
    // Hold each upload briefly so both progress bars can be seen before they finish.
    await page.route("**/api/properties/*/photos", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await new Promise((r) => setTimeout(r, 600));
      await route.fallback();
    });
    await page.locator('input[type="file"][multiple]').setInputFiles([
      { name: "front.png", mimeType: "image/png", buffer: pngBytes(64, [15, 118, 110]) },
      { name: "kitchen.png", mimeType: "image/png", buffer: pngBytes(64, [234, 179, 8]) },
    ]);
    const uploads = page.getByRole("region", { name: "Uploads" });
    await expect(uploads.getByRole("progressbar", { name: "Uploading front.png" })).toBeVisible();
    await expect(uploads.getByRole("progressbar", { name: "Uploading kitchen.png" })).toBeVisible();
    // Finished uploads leave the queue and join the photo grid.
    await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("img", { name: /^[12] of 2\b/ })).toHaveCount(2);
    await expect(page.getByRole("img", { name: "1 of 2, cover" })).toBeVisible();
    await page.unroute("**/api/properties/*/photos");

    // The floorplan: one image, saved at once.
    await page.getByLabel("Add a floorplan").setInputFiles({
      name: "plan.png",
      mimeType: "image/png",
      buffer: pngBytes(96, [240, 240, 240]),
    });
    await expect(page.getByRole("img", { name: "The listing's floorplan" })).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
  });

  await test.step("description and availability", async () => {
    await expect(page.getByRole("heading", { name: "Description and availability" })).toBeVisible();
    await page.getByLabel("Description").fill(description);
    await page.getByLabel("Available from").fill(isoInDays(60));
    await page.getByRole("button", { name: "Continue" }).click();
  });

  await test.step("key facts", async () => {
    await expect(page.getByRole("heading", { name: "Key facts", level: 2 })).toBeVisible();
    const pick = (group: string, option: string) =>
      page.getByRole("group", { name: group }).getByText(option, { exact: true }).click();
    await pick("Council tax band", "C");
    await pick("Who pays it", "Paid by the tenants");
    await pick("EPC rating", "D");
    await page.getByLabel("Certificate number").fill("0123-4567-8901-2345-6789");
    await pick("Tenancy type", "Joint tenancy");
    await pick("HMO licence (optional)", "Licensed");
    await page.getByLabel("Licence number").fill("HMO/2026/0142");
    await page.getByLabel("Licence expires").fill("2028-08-31");
    await page.getByText("Broadband", { exact: true }).click();
    await pick("Pets", "Ask the landlord");
    await page.getByText("Step-free entrance", { exact: true }).click();
    await page.getByRole("button", { name: "Continue" }).click();
  });

  let propertyId = "";
  await test.step("review and publish", async () => {
    await expect(page.getByRole("heading", { name: "Review your listing" })).toBeVisible();
    await expect(page.getByText("Everything's ready. Publish your listing to make it live.")).toBeVisible();
    await expect(page.getByRole("list", { name: "2 photos" })).toBeVisible();
    await page.getByRole("button", { name: "Publish listing" }).click();
    await expect(page).toHaveURL(/\/property\/[^/?]+$/);
    propertyId = new URL(page.url()).pathname.split("/").pop() ?? "";
    await expect(toasts(page).filter({ hasText: "Your listing is live" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(address);
    await expect(page.getByTestId("property-price")).toHaveText("£1,980 per month");
    // £1,980 over 4 bedrooms is £495 a month each: × 12 ÷ 52 = £114.23, rounded up.
    await expect(page.getByTestId("per-person-week")).toHaveText("£115 pppw");
    const keyFacts = page.getByRole("region", { name: "Key facts" });
    const fact = (label: string) =>
      keyFacts.getByRole("definition").and(keyFacts.locator(`dt:text-is("${label}") + dd`));
    await expect(fact("Council tax")).toHaveText(
      "Band C, paid by the tenants (full-time students may be exempt)",
    );
    await expect(fact("EPC rating")).toHaveText("D, certificate 0123-4567-8901-2345-6789");
    await expect(fact("Tenancy")).toHaveText("Joint tenancy");
    await expect(fact("HMO licence")).toHaveText("Licensed (number HMO/2026/0142, until 31 August 2028)");
    await expect(fact("Bills")).toHaveText("Broadband included");
    await expect(fact("Pets")).toHaveText("Ask the landlord");
    await expect(fact("Accessibility")).toHaveText("Step-free entrance");
    await expect(
      page.getByRole("region", { name: "Floorplan" }).getByRole("img", { name: `Floorplan of ${address}` }),
    ).toBeVisible();
  });

  // ------------------------------------------------------------------------------------------
  // A student finds it through the filters.
  const student = await openSecondBrowser();
  await newUser(student, {
    firstName: "Sam",
    lastName: "Student",
    type: "Student",
    university: "Manchester Met",
  });

  const filters = student.getByRole("search", { name: "Search filters" });
  const bedrooms = filters.getByLabel("Bedrooms");
  const parking = filters.getByRole("checkbox", { name: "Parking" });
  const searchBox = filters.getByRole("searchbox", { name: "Search" });
  const card = student.getByTestId("property-card").filter({ hasText: address });
  const resultsCount = student.getByTestId("results-count");
  const searchPath = "/properties-to-rent/fallowfield";

  await test.step("narrow the search with filters kept in the URL", async () => {
    await student.goto(searchPath);
    await expect(student.getByRole("heading", { level: 1 })).toHaveText(
      "Student houses and rooms to rent in Fallowfield",
    );
    await expect(resultsCount).toHaveText(/^\d[\d,]* homes?$/);

    await bedrooms.selectOption("4");
    await expect(student).toHaveURL(`${searchPath}?bedrooms=4`);
    // A click, not check(): the box is controlled by the URL, which React Router updates in a
    // transition, so right after the click the box can still show the old state for a moment.
    await parking.click();
    await expect(parking).toBeChecked();
    await expect(student).toHaveURL(`${searchPath}?bedrooms=4&parking=true`);
    await expect(card).toBeVisible();

    await searchBox.fill(houseNumber);
    await expect(student).toHaveURL(`${searchPath}?q=${houseNumber}&bedrooms=4&parking=true`);
    await expect(resultsCount).toHaveText("1 home");
    await expect(student.getByTestId("property-card")).toHaveCount(1);
    await expect(card).toContainText("£1,980 per month");
    await expect(card).toContainText("£115 pppw");
    await expect(card).toContainText("4 bedrooms");
    await expect(card).toContainText("2 bathrooms");
    await expect(card).toContainText("Parking");
    await expect(card).toContainText("Bills included");
    await expect(card).toContainText("M14 6WL");
  });

  await test.step("a reload keeps the filters; Back restores the previous set", async () => {
    await student.reload();
    await expect(student).toHaveURL(`${searchPath}?q=${houseNumber}&bedrooms=4&parking=true`);
    await expect(searchBox).toHaveValue(houseNumber);
    await expect(bedrooms).toHaveValue("4");
    await expect(parking).toBeChecked();
    await expect(resultsCount).toHaveText("1 home");
    await expect(card).toBeVisible();

    await student.goBack();
    await expect(student).toHaveURL(`${searchPath}?bedrooms=4&parking=true`);
    await expect(searchBox).toHaveValue("");
    await expect(bedrooms).toHaveValue("4");
    await expect(parking).toBeChecked();
    await expect(card).toBeVisible();

    await student.goBack();
    await expect(student).toHaveURL(`${searchPath}?bedrooms=4`);
    await expect(parking).not.toBeChecked();
    await expect(bedrooms).toHaveValue("4");

    await student.goForward();
    await student.goForward();
    await expect(student).toHaveURL(`${searchPath}?q=${houseNumber}&bedrooms=4&parking=true`);
    await expect(searchBox).toHaveValue(houseNumber);
    await expect(resultsCount).toHaveText("1 home");
  });

  await test.step("open the listing, stay until the view counts, save it", async () => {
    const viewRecorded = student.waitForResponse(
      (r) =>
        r.request().method() === "POST" &&
        new URL(r.url()).pathname === `/api/properties/${propertyId}/views`,
    );
    await card.getByRole("link", { name: /^View Details/ }).click();
    await expect(student).toHaveURL(atPath(`/property/${propertyId}`));
    await expect(student.getByRole("heading", { level: 1 })).toHaveText(address);
    await expect(student.getByRole("region", { name: `Photos of ${address}, Manchester` })).toBeVisible();
    expect((await viewRecorded).status()).toBe(204);

    await student.getByRole("button", { name: "Add to favourites" }).click();
    await expect(toasts(student).filter({ hasText: "Added to favorites" })).toBeVisible();
    await expect(student.getByRole("button", { name: "Remove from favourites" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  await test.step("the favourites page lists it", async () => {
    await student.goto("/favourites");
    await expect(student.getByRole("heading", { level: 1 })).toHaveText("Favourites");
    await expect(student.getByText("1 saved home")).toBeVisible();
    const saved = student.getByTestId("property-card").filter({ hasText: address });
    await expect(saved).toContainText("£1,980 per month");
    await expect(saved.getByRole("button", { name: "Remove from favourites" })).toBeVisible();
  });

  // ------------------------------------------------------------------------------------------
  // Back with the landlord: the view and the favourite show up in the numbers.
  await test.step("the performance page counts the view and the favourite", async () => {
    await page.goto(`/property-performance/${propertyId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(address);
    await expect
      .poll(
        async () => {
          await page.reload();
          const views = await tileValue(page, "Views (30 days)").first().textContent();
          const favourites = await tileValue(page, "Favourites").first().textContent();
          return [Number(views), Number(favourites)];
        },
        { timeout: 20_000, intervals: [250, 500, 1000, 2000] },
      )
      .toEqual([1, 1]);
    await expect(tileValue(page, "Unique viewers").first()).toHaveText("1");
    await expect(tileValue(page, "Inquiries").first()).toHaveText("0");
  });

  await test.step("My Listings shows it published with its counts", async () => {
    await page.goto("/listings");
    const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: address }) });
    await expect(row.getByLabel("Status")).toHaveValue("published");
    await expect(row).toContainText("£1,980 per month");
    const activity = row.getByRole("list", { name: "Activity" });
    await expect(activity).toContainText("1 view");
    await expect(activity).toContainText("1 favourite");
    await expect(activity).toContainText("0 inquiries");
  });

  // ------------------------------------------------------------------------------------------
  // Screenshots for a visual check: the area search and the new property page, desktop and phone.
  await test.step("screenshots", async () => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    for (const size of SIZES) {
      await student.setViewportSize(size);
      await student.goto(searchPath);
      await expect(student.getByRole("heading", { level: 1 })).toHaveText(
        "Student houses and rooms to rent in Fallowfield",
      );
      await expect(resultsCount).toHaveText(/^\d[\d,]* homes?$/);
      await settleImages(student);
      await student.screenshot({ path: `${SCREENS_DIR}/search-${size.width}.png`, fullPage: true });

      await student.goto(`/property/${propertyId}`);
      await expect(student.getByRole("heading", { level: 1 })).toHaveText(address);
      await settleImages(student);
      await student.screenshot({ path: `${SCREENS_DIR}/property-${size.width}.png`, fullPage: true });
    }
  });
});

/** Makes lazy images load now and waits until every image has loaded (or failed). */
async function settleImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const img of images) img.loading = "eager";
    await Promise.all(
      images.map((img) =>
        img.complete
          ? null
          : new Promise<void>((done) => {
              img.addEventListener("load", () => done(), { once: true });
              img.addEventListener("error", () => done(), { once: true });
            }),
      ),
    );
  });
  // Toasts from earlier steps would sit on top of the picture.
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
}
