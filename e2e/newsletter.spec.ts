import { expect, type Page, test, toasts } from "./fixtures.ts";

const newsletterField = (page: Page) => page.getByLabel("Get new Manchester listings and renting tips");
const subscribe = (page: Page) => page.getByRole("button", { name: "Subscribe" });

test("subscribing trims and lower-cases the email; the same email again is already subscribed", async ({
  page,
  openSecondBrowser,
}) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const typed = `  News.Reader.${id}@Example.COM  `;
  const stored = `news.reader.${id}@example.com`;

  await page.goto("/");
  const sent: unknown[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/newsletter")) sent.push(r.postDataJSON());
  });

  // An empty submission does nothing: no request, no toast.
  await subscribe(page).click();

  await newsletterField(page).fill(typed);
  await subscribe(page).click();
  await expect(page.getByText("Successfully subscribed!")).toBeVisible();
  await expect(newsletterField(page)).toHaveValue("");
  expect(sent).toEqual([{ email: stored }]);
  await expect(toasts(page)).toHaveCount(1);

  await newsletterField(page).fill(typed);
  await subscribe(page).click();
  await expect(page.getByText("Already subscribed", { exact: true })).toBeVisible();
  await expect(page.getByText("This email is already subscribed to our newsletter.")).toBeVisible();

  // Someone else, in another browser, typing the stored form of the address is told the same.
  const other = await openSecondBrowser();
  await other.goto("/about-us");
  await newsletterField(other).fill(stored);
  await subscribe(other).click();
  await expect(other.getByText("Already subscribed", { exact: true })).toBeVisible();
});

test("an empty newsletter submission shows no toast", async ({ page }) => {
  await page.goto("/");
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/newsletter")) requests.push(r.url());
  });
  await newsletterField(page).fill("   ");
  await subscribe(page).click();
  await newsletterField(page).press("Enter");
  // Prove the form is live by a real submission afterwards: the only toast is its success.
  await newsletterField(page).fill(`empty-check-${Date.now().toString(36)}@example.com`);
  await subscribe(page).click();
  await expect(page.getByText("Successfully subscribed!")).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  expect(requests).toHaveLength(1);
});

test("the footer's form works once the page is marked ready, even when its chunk comes late", async ({
  page,
}) => {
  // A slow network for the form's chunk alone: the rest of the page hydrates first. Until the form
  // has too, a tap on Subscribe would be the browser's own submission (a reload, the email lost).
  await page.route(/\/assets\/newsletter-form-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/");
  await newsletterField(page).fill(`late-form-${Date.now().toString(36)}@example.com`);
  await subscribe(page).click();
  await expect(page.getByText("Successfully subscribed!")).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
});
