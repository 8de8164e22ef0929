import {
  expect,
  horizontalOverflow,
  newUserViaApi,
  onEachScreen,
  settleForScreenshot,
  test,
  toast,
} from "./fixtures.ts";

// Saved searches (decision 033): a student saves the search they are looking at, finds it on the
// "Saved searches" page from the account panel, renames it, changes its alert and deletes it.

const SHOTS = process.env.SHOTS_DIR;

test("a student saves a search, then renames it, changes its alert and deletes it", async ({ page }) => {
  await newUserViaApi(page, { firstName: "Sam", lastName: "Searcher", type: "Student" });
  await page.goto("/properties-to-rent/fallowfield?max_price=900&bedrooms=2&property_type=flat");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(toast(page, 'Search saved as "Fallowfield, up to £900, 2+ beds".')).toBeVisible();
  if (SHOTS) {
    await onEachScreen(page, async (width) => {
      await settleForScreenshot(page);
      await page.screenshot({ path: `${SHOTS}/search-page-${width}.png` });
    });
  }

  await page.goto("/dashboard");
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("link", { name: "Saved searches" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved searches" })).toBeVisible();
  const saved = page.getByRole("listitem").filter({ hasText: "Fallowfield, up to £900, 2+ beds" });
  await expect(saved).toContainText("Flat");
  await expect(saved.getByRole("link", { name: "Fallowfield, up to £900, 2+ beds" })).toHaveAttribute(
    "href",
    "/properties-to-rent/fallowfield?max_price=900&bedrooms=2&property_type=flat",
  );

  await onEachScreen(page, async (width) => {
    await settleForScreenshot(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({
      path: SHOTS
        ? `${SHOTS}/saved-searches-${width}.png`
        : test.info().outputPath(`saved-searches-${width}.png`),
      fullPage: true,
    });
  });

  await saved.getByRole("button", { name: /^Rename/ }).click();
  await page.getByLabel("Name of the search").fill("Flats near uni");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const renamed = page.getByRole("listitem").filter({ hasText: "Flats near uni" });
  await expect(renamed.getByRole("link", { name: "Flats near uni" })).toBeVisible();

  await renamed.getByLabel("Alerts").selectOption("daily");
  await page.reload();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Flats near uni" }).getByLabel("Alerts"),
  ).toHaveValue("daily");

  await page.getByRole("button", { name: "Delete Flats near uni" }).click();
  await expect(toast(page, "Saved search deleted.")).toBeVisible();
  await expect(page.getByText("No saved searches yet")).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/saved-searches-empty.png` });
});
