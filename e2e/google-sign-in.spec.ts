import {
  accountMenu,
  atPath,
  expect,
  GOOGLE_ISSUER_URL,
  GOOGLE_NEXT_USER_URL,
  greeting,
  header,
  test,
  uniqueEmail,
} from "./fixtures.ts";

test("signing in with Google goes through the identity provider, onboarding and out again", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("grace");
  const chosen = await request.post(GOOGLE_NEXT_USER_URL, { data: { email, name: "Grace Hopper" } });
  expect(chosen.status()).toBe(204);

  const navigations: string[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) navigations.push(r.url());
  });

  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(atPath("/complete-profile"));
  expect(navigations.some((u) => u.startsWith(`${GOOGLE_ISSUER_URL}/`))).toBe(true);
  expect(navigations.some((u) => new URL(u).pathname === "/auth/callback")).toBe(true);

  // A session exists: the header offers the account menu with the Google email.
  await accountMenu(page).click();
  await expect(page.getByRole("menu")).toContainText(email);
  await page.keyboard.press("Escape");

  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByRole("radio", { name: /^Professional\b/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(atPath("/dashboard"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting("Grace Hopper"));

  await accountMenu(page).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);

  // The session is really gone.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(atPath("/auth"));
});
