// What people see when their account, a sign-in or sign-out, or a group check
// fails (§8), the newsletter's own address check (§5) and the 'Your Inquiries' heading (§2).
// Server faults are made with page.route; refused origins come from the real server.
import type { Locator } from "@playwright/test";
import { APP_READY_ATTRIBUTE } from "@roost/shared/contracts/server-rendering.ts";
import {
  accountMenu,
  atPath,
  expect,
  greeting,
  header,
  newUserViaApi,
  type Page,
  signInAs,
  test,
  toasts,
  uniqueEmail,
  uniqueWord,
} from "./fixtures.ts";

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * The page at 1280 and 390 px wide (test-results/screens/<name>-<width>.png). A toast is placed for
 * the width it appeared at, so `act` brings the state about afresh at each width (after the last
 * toast has gone); `focus` is scrolled into view.
 */
async function shoot(
  page: Page,
  name: string,
  { act, focus }: { act?: () => Promise<void>; focus?: Locator } = {},
): Promise<void> {
  const before = page.viewportSize();
  for (const [i, size] of SIZES.entries()) {
    await page.setViewportSize(size);
    if (act && i > 0) {
      await expect(toasts(page)).toHaveCount(0, { timeout: 15_000 });
      await act();
    }
    await focus?.scrollIntoViewIfNeeded();
    // A toast slides in: wait for its transition (and any other) to end before taking the picture.
    await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
    await page.screenshot({ path: `test-results/screens/${name}-${size.width}.png` });
  }
  if (before) await page.setViewportSize(before);
}

/** Console errors the app logs (§8 "logged"). */
function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") seen.push(message.text());
  });
  return seen;
}

const SERVER_FAULT = { status: 500, json: { error: { code: "internal_error", message: "Internal error" } } };

test("a server error reading the account shows an error with Retry, not a signed-out page or /auth", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const me = await newUserViaApi(page, { firstName: "Ava", lastName: uniqueWord(), type: "Student" });
  await page.route("**/api/me", (route) => route.fulfill(SERVER_FAULT));

  await page.goto("/dashboard");
  const alert = page.getByRole("alert").filter({ hasText: "We couldn't load your account" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("You haven't been signed out. Please try again.");
  await expect(page).toHaveURL(atPath("/dashboard"));
  // Nothing says "signed out": no Sign In link, a Retry in its place.
  await expect(header(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(header(page).getByRole("button", { name: "Retry" })).toBeVisible();
  expect(errors.some((e) => e.includes("Could not load your profile"))).toBe(true);
  await shoot(page, "account-unavailable");

  // Other guarded pages stop the same way.
  await page.goto("/profile");
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(atPath("/profile"));

  // Once the server answers again, Retry carries on where the user was.
  await page.unroute("**/api/me");
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page).toHaveURL(atPath("/profile"));
  await expect(accountMenu(page)).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting(me.name));
});

test("a refused sign-out is logged and shown with the server's reason; the user stays signed in", async ({
  page,
  baseURL,
}) => {
  const errors = consoleErrors(page);
  await newUserViaApi(page, { firstName: "Otto", lastName: uniqueWord(), type: "Student" });
  // The page claims to be somewhere the server does not serve (a misconfigured PUBLIC_URL).
  await page.route("**/api/auth/sign-out", async (route) => {
    const headers = { ...(await route.request().allHeaders()), origin: "http://roost.elsewhere.test" };
    await route.fulfill({ response: await route.fetch({ headers }) });
  });
  await page.goto("/dashboard");
  const signOut = async () => {
    await accountMenu(page).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(toasts(page)).toContainText("Sign out failed");
  };
  await signOut();
  await expect(toasts(page)).toContainText(
    `This request must come from the Roost web app at ${baseURL}, but this page is at http://roost.elsewhere.test. Open Roost at ${baseURL} and try again.`,
  );
  await shoot(page, "sign-out-failed", { act: signOut });
  expect(errors.some((e) => e.includes("Sign-out failed"))).toBe(true);
  await expect(page).toHaveURL(atPath("/dashboard"));
  await expect(accountMenu(page)).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(200);
});

test("a refused sign-in is logged and shown with the server's reason", async ({ page, baseURL }) => {
  const errors = consoleErrors(page);
  await page.route("**/api/auth/dev/sign-in", async (route) => {
    const headers = { ...(await route.request().allHeaders()), origin: "http://roost.elsewhere.test" };
    await route.fulfill({ response: await route.fetch({ headers }) });
  });
  await page.goto("/auth");
  // The app's own handling of the refusal (the form the server answers before it is covered by
  // the server's tests): wait until the page is the app's.
  await expect(page.locator("#root")).toHaveAttribute(APP_READY_ATTRIBUTE, "");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("refused"));
  await page.getByRole("button", { name: "Continue with email" }).click();
  await expect(page.getByText(`Open Roost at ${baseURL} and try again.`)).toBeVisible();
  await expect(page).toHaveURL(atPath("/auth"));
  expect(errors.some((e) => e.includes("Sign-in failed"))).toBe(true);
  await shoot(page, "sign-in-refused");
});

test("at the 127.0.0.1 alias of a local PUBLIC_URL, sign-in and sign-out both work", async ({
  browser,
  baseURL,
}) => {
  // A context of its own whose Origin is the alias, as a browser opened there sends it (the
  // test-wide Origin of playwright.config.ts is localhost's, which Chromium refuses to send from here).
  const alias = (baseURL ?? "").replace("//localhost:", "//127.0.0.1:");
  expect(alias).toContain("127.0.0.1");
  const context = await browser.newContext({ baseURL: alias, extraHTTPHeaders: { origin: alias } });
  try {
    const page = await context.newPage();
    await signInAs(page, uniqueEmail("alias"));
    await accountMenu(page).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
    expect((await page.request.get("/api/me")).status()).toBe(401);
  } finally {
    await context.close();
  }
});

test("Create Group checks membership first; when that check fails it shows 'Error' and creates nothing", async ({
  page,
}) => {
  await newUserViaApi(page, { firstName: "Gia", lastName: uniqueWord(), type: "Student" });
  const creates: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/groups") creates.push(r.url());
  });
  await page.route("**/api/groups/membership", (route) => route.fulfill(SERVER_FAULT));

  await page.goto("/groups");
  await page.getByRole("button", { name: "Create Group" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Group" });
  const name = `Check crew ${uniqueWord()}`;
  await dialog.getByLabel("Group name").fill(name);
  const submit = async () => {
    await dialog.getByRole("button", { name: "Create Group" }).click();
    await expect(toasts(page).getByText("Error", { exact: true })).toBeVisible();
  };
  await submit();
  await expect(toasts(page)).toContainText("Please try again later.");
  await expect(dialog).toBeVisible();
  await shoot(page, "create-group-check-failed", { act: submit });
  expect(creates).toEqual([]);
  expect(
    ((await (await page.request.get("/api/groups/mine")).json()) as { groups: unknown[] }).groups,
  ).toEqual([]);

  // With the check answering, the same dialog creates the group.
  await page.unroute("**/api/groups/membership");
  await dialog.getByRole("button", { name: "Create Group" }).click();
  await expect(page.getByText("Group created successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(creates).toHaveLength(1);
});

test("a malformed newsletter address is refused in the form with a clear message, never sent", async ({
  page,
}) => {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/newsletter")) sent.push(r.url());
  });
  await page.goto("/");
  const field = page.getByLabel("Get new Manchester listings and renting tips");
  await field.fill("reader@example");
  await page.getByRole("button", { name: "Subscribe" }).click();
  const message = page.locator("#newsletter-email-error");
  await expect(message).toHaveText("Enter a valid email address");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Subscription failed")).toHaveCount(0);
  await shoot(page, "newsletter-invalid", { focus: field });
  expect(sent).toEqual([]);

  // Typing again clears the message; a good address goes through.
  await field.fill(`reader-${uniqueWord()}@example.com`);
  await expect(message).toHaveCount(0);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Successfully subscribed!")).toBeVisible();
  expect(sent).toHaveLength(1);
});

test("a non-student who made an enquiry sees 'Your Inquiries'", async ({ page }) => {
  await newUserViaApi(page, { firstName: "Pia", lastName: uniqueWord(), type: "Professional" });
  const search = await page.request.get("/api/properties");
  const { items } = (await search.json()) as { items: { id: string }[] };
  expect(items.length).toBeGreaterThan(0);
  const inquiry = await page.request.post(`/api/properties/${items[0]?.id}/inquiry`, { data: {} });
  expect(inquiry.ok(), await inquiry.text()).toBe(true);

  await page.goto("/inquiries");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Inquiries");
  await expect(page.getByRole("list", { name: "Your Inquiries" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("Enquiries about your properties")).toHaveCount(0);
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  await shoot(page, "inquiries-your-inquiries");
});
