import { atPath, expect, newUser, signInAs, test, uniqueEmail } from "./fixtures.ts";

// The guard may show "Loading..." for a moment; every check waits for the final URL instead.

test("a visitor opening /dashboard is sent to /auth", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(atPath("/auth"));
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
});

test("a signed-in user without a user type is sent to /complete-profile", async ({ page }) => {
  await signInAs(page, uniqueEmail("no-type"));
  for (const path of ["/dashboard", "/profile"]) {
    await page.goto(path);
    await expect(page, `opening ${path}`).toHaveURL(atPath("/complete-profile"));
    await expect(page.getByRole("heading", { name: "Complete your profile" })).toBeVisible();
  }
});

test("a student opening /listings is sent home", async ({ page }) => {
  await newUser(page, {
    firstName: "Stu",
    lastName: "Dent",
    type: "Student",
    university: "Salford University",
  });
  await page.goto("/listings");
  await expect(page).toHaveURL(atPath("/"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a landlord opening student-only pages is sent home", async ({ page }) => {
  await newUser(page, { firstName: "Lana", lastName: "Lord", type: "Landlord" });
  for (const path of ["/groups", "/roommates", "/notifications"]) {
    await page.goto(path);
    await expect(page, `opening ${path}`).toHaveURL(atPath("/"));
  }
  // …but the landlord's own pages open.
  await page.goto("/listings");
  await expect(page).toHaveURL(atPath("/listings"));
});

test("an unknown path redirects to the home page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveURL(atPath("/"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
