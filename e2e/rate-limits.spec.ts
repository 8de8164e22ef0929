import { RATE_LIMITS } from "@roost/shared/domain/rate-limits.ts";
import { expect, newUserViaApi, type Page, test, toasts } from "./fixtures.ts";

const RATE_LIMITED = "Too many requests. Please wait a moment and try again.";

const subscribeAs = async (page: Page, email: string) => {
  await page.getByLabel("Get new Manchester listings and renting tips").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
};

test("a signed-in person over the newsletter limit is told, in one toast, to wait", async ({ page }) => {
  await newUserViaApi(page, { firstName: "Rita", lastName: "Limit", type: "Student" });
  await page.goto("/");
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const allowed = RATE_LIMITS.newsletter.perUser.points;
  for (let i = 0; i < allowed; i++) {
    await subscribeAs(page, `limit.${id}.${i}@example.com`);
    await expect(page.getByText("Successfully subscribed!").first()).toBeVisible();
    await expect(page.getByLabel("Get new Manchester listings and renting tips")).toHaveValue("");
  }

  const refused = page.waitForResponse((r) => r.url().endsWith("/api/newsletter") && r.status() === 429);
  await subscribeAs(page, `limit.${id}.over@example.com`);
  const response = await refused;
  expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(toasts(page).filter({ hasText: RATE_LIMITED })).toHaveCount(1);
  // The form's own failure text would only cover the explanation.
  await expect(page.getByText("Subscription failed")).toHaveCount(0);

  // Trying again at once refreshes the same toast rather than stacking another.
  const again = page.waitForResponse((r) => r.url().endsWith("/api/newsletter") && r.status() === 429);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await again;
  await expect(toasts(page).filter({ hasText: RATE_LIMITED })).toHaveCount(1);
});
