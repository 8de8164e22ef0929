import { copiedPhoto, scenePhoto } from "../apps/server/src/test/scene-photo.ts";
import { admin } from "./admin.ts";
import { expect, newUserViaApi, publishListing, test, toast, uniqueWord } from "./fixtures.ts";

// Decision 059: a listing whose photo is another landlord's, saved again smaller, does not go
// live. Its owner is told only that it is being checked; an operator compares the two side by
// side and clears it (or withdraws it); cleared, it is live.

const BEING_CHECKED = "Your listing is being checked";

test("a listing with another landlord's photo is held for a check, and goes live once an operator clears it", async ({
  page: copier,
  openSecondBrowser,
}) => {
  const original = await openSecondBrowser();
  const operator = await openSecondBrowser();
  const photo = await scenePhoto(Math.floor(Math.random() * 1_000_000));
  const number = Math.floor(Math.random() * 900) + 10;

  await newUserViaApi(original, { firstName: "Orla", lastName: uniqueWord(), type: "Landlord" });
  await publishListing(original, `${number} Original Road`, { photo });

  // The copier's listing is complete, with the same photo saved again: they publish it.
  await newUserViaApi(copier, { firstName: "Cody", lastName: uniqueWord(), type: "Landlord" });
  const street = `${number} Copy Street`;
  const copyId = await publishListing(copier, street, { photo: await copiedPhoto(photo), publish: false });
  await copier.goto(`/list-property/edit/${copyId}`);
  await copier
    .getByRole("navigation", { name: "Listing steps" })
    .getByRole("button", { name: "Review" })
    .click();
  await copier.getByRole("button", { name: "Publish listing" }).click();
  await expect(copier).toHaveURL(/\/listings$/);
  await expect(toast(copier, BEING_CHECKED)).toBeVisible();
  const row = copier.getByRole("listitem").filter({ has: copier.getByRole("heading", { name: street }) });
  await expect(row.getByText("Being checked", { exact: true })).toBeVisible();
  await expect(row).toContainText(BEING_CHECKED);
  await expect(row.getByLabel("Status")).toHaveCount(0);
  await expect(copier.getByText("Original Road")).toHaveCount(0);

  // An operator compares the two and clears it.
  const reviewer = await newUserViaApi(operator, {
    firstName: "Oona",
    lastName: uniqueWord(),
    type: "General",
  });
  expect(await admin("grant-operator", reviewer.email)).toContain("held listings at /operator/listings");
  await operator.goto("/operator/listings");
  const held = operator.getByRole("article", { name: `Held listing: ${street}, Manchester, M14 6DY` });
  await expect(held.getByRole("region", { name: /^Held listing/ }).getByRole("img")).toBeVisible();
  await expect(
    held.getByRole("region", { name: /^Matched listing: .* Original Road/ }).getByRole("img"),
  ).toBeVisible();
  await expect(held).toContainText("1 photo match");
  await held.getByRole("button", { name: "Clear and publish" }).click();
  await expect(toast(operator, `${street}, Manchester, M14 6DY is live.`)).toBeVisible();
  await expect(held).toHaveCount(0);

  // Cleared, it is live, and its owner can change it again.
  await copier.reload();
  await expect(row.getByLabel("Status")).toHaveValue("published");
  await expect(row).not.toContainText(BEING_CHECKED);
  await expect(row.getByText("Being checked", { exact: true })).toHaveCount(0);
});
