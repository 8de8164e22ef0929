import { accountMenu, expect, newUser, type Page, pngBytes, test, toasts } from "./fixtures.ts";

/** Picks `file` through the Change photo button, as a person would. */
async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Change photo" }).click();
  await (await chooser).setFiles(file);
}

test("uploading a photo updates the header avatar; a text file posing as PNG is refused", async ({
  page,
}) => {
  await newUser(page, {
    firstName: "Ava",
    lastName: "Tar",
    type: "Student",
    university: "University of Manchester",
  });
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  // No photo yet: the header shows initials.
  await expect(accountMenu(page).locator("img")).toHaveCount(0);
  await expect(accountMenu(page)).toContainText("AT");

  await choosePhoto(page, { name: "me.png", mimeType: "image/png", buffer: pngBytes(64) });
  await expect(page.getByText("Avatar updated")).toBeVisible();
  const headerImage = accountMenu(page).locator("img");
  await expect(headerImage).toHaveAttribute("src", /^\/files\/avatars\//);
  const src = await headerImage.getAttribute("src");
  // The stored file is really served.
  expect((await page.request.get(src as string)).ok()).toBe(true);
  await toasts(page).getByRole("button", { name: "Close toast" }).click();
  await expect(toasts(page)).toHaveCount(0);

  await choosePhoto(page, {
    name: "not-really.png",
    mimeType: "image/png",
    buffer: Buffer.from("just some text, not an image\n"),
  });
  await expect(page.getByText("Failed to upload avatar. Please try again.")).toBeVisible();
  await expect(toasts(page).filter({ hasText: "Avatar updated" })).toHaveCount(0);
  await expect(headerImage).toHaveAttribute("src", src as string);

  // The refused file did not replace the stored avatar either.
  await page.reload();
  await expect(accountMenu(page).locator("img")).toHaveAttribute("src", src as string);
});

test("bio and interests are saved with Save All Changes and kept after a reload", async ({ page }) => {
  await newUser(page, {
    firstName: "Bea",
    lastName: "Io",
    type: "Student",
    university: "Salford University",
  });
  await page.goto("/profile");

  const bio = "Second-year chemist. Quiet on weeknights, loud at football.";
  await page.getByLabel("Bio").fill(bio);
  const interests = page.getByLabel("Interests", { exact: true });
  const interestTags = page.getByRole("button", { name: /^Remove / });
  await interests.fill("Climbing");
  await interests.press("Enter");
  await interests.fill("Board games");
  await interests.press("Enter");
  await expect(interestTags).toHaveCount(2);
  // A duplicate, in any case, is ignored.
  await interests.fill("climbing");
  await interests.press("Enter");
  await expect(interestTags).toHaveCount(2);

  await page.getByRole("button", { name: "Save All Changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Bio")).toHaveValue(bio);
  await expect(page.getByRole("button", { name: "Remove Climbing" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Board games" })).toBeVisible();
  await expect(interestTags).toHaveCount(2);
});
