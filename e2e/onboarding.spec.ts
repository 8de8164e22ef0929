import { atPath, expect, greeting, header, signInAs, test, uniqueEmail } from "./fixtures.ts";

const accountNav = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Account" });

test("a new student signs in by email, completes the profile and sees the student dashboard", async ({
  page,
}) => {
  await signInAs(page, uniqueEmail("student"));
  await expect(page).toHaveURL(atPath("/complete-profile"));
  await expect(page.getByRole("heading", { name: "Complete your profile" })).toBeVisible();

  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByRole("radio", { name: /^Student\b/ }).check();
  await page.getByLabel("University").selectOption("Manchester Met");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(atPath("/dashboard"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting("Ada Lovelace"));
  for (const card of ["My Groups", "Applications", "Messages", "Favorites"]) {
    await expect(page.getByTestId(`count-${card}`), `${card} count`).toHaveText("0");
  }
  await expect(page.getByText("University", { exact: true })).toBeVisible();
  await expect(page.getByText("Manchester Met", { exact: true })).toBeVisible();
  await expect(page.getByText("Free £100 worth of Vouchers")).toBeVisible();
  await expect(page.getByRole("link", { name: "View All Vouchers" })).toBeVisible();

  // Students do not list properties: no header link, no side-panel link.
  await expect(header(page).getByRole("link", { name: "List Property" })).toHaveCount(0);
  await expect(accountNav(page).getByRole("link", { name: "Listings" })).toHaveCount(0);
  await expect(accountNav(page).getByRole("link", { name: "Your Inquiries" })).toBeVisible();
});

test("a new landlord completes the profile and sees the landlord dashboard", async ({ page }) => {
  await signInAs(page, uniqueEmail("landlord"));
  await expect(page).toHaveURL(atPath("/complete-profile"));
  await page.getByLabel("First name").fill("Larry");
  await page.getByLabel("Last name").fill("Lord");
  await page.getByRole("radio", { name: /^Landlord\b/ }).check();
  // The university question is only for students.
  await expect(page.getByLabel("University")).toHaveCount(0);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(atPath("/dashboard"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting("Larry Lord"));
  await expect(page.getByTestId("count-My Properties")).toHaveText("0");
  await expect(page.getByTestId("count-Applications")).toHaveCount(0);
  await expect(page.getByText("Free £100 worth of Vouchers")).toHaveCount(0);
  await expect(page.getByText("University", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Notifications/ })).toHaveCount(0);

  await expect(accountNav(page).getByRole("link", { name: "Listings" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "List Property" })).toBeVisible();
});
