import { readFile } from "node:fs/promises";
import {
  accountMenu,
  atPath,
  expect,
  header,
  newUser,
  type Page,
  signInAs,
  test,
  toasts,
} from "./fixtures.ts";

// Data rights (UK GDPR, docs/decisions/013): "Download my data" and "Delete my account" on /profile.

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

const yourData = (page: Page) => page.getByRole("region", { name: "Your data" });

async function screenshotBoth(page: Page, name: string, target: () => ReturnType<Page["locator"]>) {
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await target().scrollIntoViewIfNeeded();
    await target().screenshot({ path: `test-results/screens/${name}-${size.width}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

test("download my data, then delete the account: signed out, and the address starts afresh", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const email = await newUser(page, {
    firstName: "Dana",
    lastName: "Rights",
    type: "Student",
    university: "University of Manchester",
  });
  await page.goto("/profile");
  await expect(yourData(page)).toBeVisible();
  await screenshotBoth(page, "data-rights-section", () => yourData(page));

  await test.step("download my data", async () => {
    const downloading = page.waitForEvent("download");
    await yourData(page).getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^roost-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), "utf8"));
    expect(data.account.email).toBe(email);
    expect(data.profile).toMatchObject({ display_name: "Dana Rights", user_type: "student" });
  });

  await test.step("the dialog asks for DELETE before it deletes anything", async () => {
    await yourData(page).getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Type DELETE to confirm").fill("delete");
    await expect(confirm).toBeDisabled();
    await screenshotBoth(page, "data-rights-dialog", () => dialog);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    // Nothing happened: still signed in.
    expect((await page.request.get("/api/me")).status()).toBe(200);
  });

  await test.step("delete: signed out on the home page with a toast", async () => {
    await yourData(page).getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(atPath("/"));
    await expect(toasts(page).filter({ hasText: "Your account has been deleted" })).toBeVisible();
    await expect(accountMenu(page)).toHaveCount(0);
    await expect(
      header(page)
        .getByRole("link", { name: /sign in/i })
        .first(),
    ).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);
  });

  await test.step("the same address signs in as a brand-new account that must onboard", async () => {
    await signInAs(page, email);
    await expect(page).toHaveURL(atPath("/complete-profile"));
  });
});
