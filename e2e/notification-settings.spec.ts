import {
  expect,
  horizontalOverflow,
  newUserViaApi,
  onEachScreen,
  type Page,
  settleForScreenshot,
  test,
  toast,
} from "./fixtures.ts";

// The profile's "Notification settings" button opens the email settings page (decision 032): a
// landlord sees their type's defaults, changes them, and finds them saved after a reload.

const choice = (page: Page, category: string, frequency: string) =>
  page.getByRole("group", { name: category }).getByRole("radio", { name: frequency });

test("a landlord opens notification settings from the profile and saves a change", async ({ page }) => {
  await newUserViaApi(page, { firstName: "Lena", lastName: "Lettings", type: "Landlord" });
  await page.goto("/profile");
  const accountSettings = page.getByRole("region", { name: "Account settings" });
  await onEachScreen(page, async (width) => {
    await settleForScreenshot(page);
    await accountSettings.screenshot({
      path: test.info().outputPath(`profile-account-settings-${width}.png`),
    });
  });
  await page.getByRole("link", { name: "Notification settings" }).click();
  await expect(page).toHaveURL(/\/notification-settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notification settings" })).toBeVisible();

  // A landlord's defaults: enquiries at once, saved-search alerts off.
  await expect(choice(page, "Messages and enquiries", "Instantly")).toBeChecked();
  await expect(choice(page, "Saved-search alerts", "Off")).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Newsletter/ })).not.toBeChecked();

  await onEachScreen(page, async (width) => {
    await settleForScreenshot(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({
      path: test.info().outputPath(`notification-settings-${width}.png`),
      fullPage: true,
    });
  });

  // The radios are drawn as a segmented control: their labels are what people click.
  await page.getByRole("group", { name: "Messages and enquiries" }).getByText("Daily digest").click();
  await expect(choice(page, "Messages and enquiries", "Daily digest")).toBeChecked();
  await page.getByRole("checkbox", { name: /Newsletter/ }).check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Your email settings are saved.")).toBeVisible();

  await page.reload();
  await expect(choice(page, "Messages and enquiries", "Daily digest")).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Newsletter/ })).toBeChecked();
});
