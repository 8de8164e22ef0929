import { APP_READY_ATTRIBUTE } from "@roost/shared/contracts/server-rendering.ts";
import {
  atPath,
  DEMO,
  expect,
  expectRealtimeSubscribed,
  openWithLateChunk,
  type Page,
  test,
  toasts,
  useSessionOf,
  watchRealtime,
} from "./fixtures.ts";

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

test("a Subscribe tapped before the footer's form has hydrated subscribes all the same, and says so", async ({
  context,
}) => {
  // The form's chunk comes late: the rest of the page hydrates first. The tap is the browser's own
  // submission of a real form, which the server answers and comes back from with the outcome.
  const { page } = await openWithLateChunk(context, "/", /\/assets\/newsletter-form-[\w-]+\.js$/);
  const email = `late-form-${Date.now().toString(36)}@example.com`;
  await newsletterField(page).fill(email);
  await subscribe(page).click();
  await expect(page.getByRole("status").filter({ hasText: "Successfully subscribed!" })).toBeVisible();
  await expect(page).toHaveURL(atPath("/"));
  await expect(newsletterField(page)).toHaveValue("");
});

test("an address typed before the footer's form has hydrated stays typed when live updates connect", async ({
  page: first,
  context,
}) => {
  // Signed in, the page connects to live updates while the form's chunk is still on its way: that
  // change must wait for the form to hydrate, not throw away what the server rendered and the
  // person typed into it.
  await useSessionOf(first, DEMO.student);
  const { page } = await openWithLateChunk(context, "/", /\/assets\/newsletter-form-[\w-]+\.js$/, {
    beforeOpening: watchRealtime,
  });
  const email = `typed-early-${Date.now().toString(36)}@example.com`;
  await newsletterField(page).fill(email);
  await expectRealtimeSubscribed(page, "user:");
  await expect(page.locator("#root")).toHaveAttribute(APP_READY_ATTRIBUTE, "");
  await expect(newsletterField(page)).toHaveValue(email);
  await subscribe(page).click();
  await expect(toasts(page).filter({ hasText: "Successfully subscribed!" })).toBeVisible();
});
