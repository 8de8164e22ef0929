import type { Page } from "@playwright/test";
import {
  act,
  expect,
  expectRealtimeSubscribed,
  horizontalOverflow,
  markDocument,
  newUserViaApi,
  onEachScreen,
  publishListing,
  settleForScreenshot,
  test,
  uniqueWord,
  watchRealtime,
} from "./fixtures.ts";

// Decision 060: a group of three weighs a home together. Two members shortlist it (one from the
// property page) and vote; the third, with the shortlist open, sees both votes arrive without a
// reload, votes yes too, and the home is everyone's. A comment reaches the others the same way.
// The leader then requests a viewing from the row, and every member sees the deal's stage there.

const row = (page: Page, street: string) => page.getByRole("article", { name: street });

test("a group shortlists a home, votes on it live, it becomes everyone's, and the leader requests a viewing from it", async ({
  page: third,
  openSecondBrowser,
}) => {
  test.setTimeout(120_000);
  const run = uniqueWord();
  const leader = await openSecondBrowser();
  const second = await openSecondBrowser();
  const landlord = await openSecondBrowser();

  await newUserViaApi(landlord, { firstName: "Lena", lastName: `Landlord${run}`, type: "Landlord" });
  const street = `${10 + (Date.now() % 80)} Shortlist Road`;
  const propertyId = await publishListing(landlord, street);

  await newUserViaApi(leader, {
    firstName: "Leo",
    lastName: `Leader${run}`,
    type: "Student",
    university: "University of Manchester",
  });
  const group = await act(leader, "/api/groups", { name: `Trio ${run}` });
  await newUserViaApi(second, { firstName: "Sam", lastName: `Second${run}`, type: "Student" });
  await act(second, "/api/groups/join", { invite_code: group.invite_code });
  await newUserViaApi(third, {
    firstName: "Tia",
    lastName: `Third${run}`,
    type: "Student",
    university: "University of Manchester",
  });
  await act(third, "/api/groups/join", { invite_code: group.invite_code });

  // The third member opens the empty shortlist from their group card, and keeps it open.
  watchRealtime(third);
  await third.goto("/groups");
  await third.getByRole("link", { name: "Shortlist" }).click();
  await expect(third).toHaveURL(new RegExp(`/groups/${group.id}/shortlist$`));
  await expect(third.getByText("No homes on the shortlist yet")).toBeVisible();
  await expectRealtimeSubscribed(third, /^user:/);
  const sameDocument = await markDocument(third);

  // The leader adds the home from its page and votes yes.
  await leader.goto(`/property/${propertyId}`);
  await leader.getByRole("button", { name: "Add to group shortlist" }).click();
  await expect(leader.getByRole("link", { name: "On your shortlist" })).toBeVisible();
  await leader.getByRole("link", { name: "On your shortlist" }).click();
  await row(leader, street).getByRole("button", { name: "Yes" }).click();
  await expect(row(leader, street).getByRole("button", { name: "Yes" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The second member votes maybe, with a reason, and comments.
  await second.goto(`/groups/${group.id}/shortlist`);
  await row(second, street).getByPlaceholder("Why? (optional)").fill("Far from the gym");
  await row(second, street).getByRole("button", { name: "Maybe" }).click();
  await row(second, street).getByPlaceholder("Add a comment").fill("Is the box room a double?");
  await row(second, street).getByRole("button", { name: "Send" }).click();

  // The third member saw all of it arrive, without a reload.
  const home = row(third, street);
  await expect(home).toContainText("Score +3");
  await expect(home.getByRole("list", { name: "Everyone's votes" })).toContainText("Far from the gym");
  await expect(home).toContainText("Is the box room a double?");
  await expect(home.getByText("Everyone's in")).toHaveCount(0);
  // How far it is from the campus of the members whose university is known.
  await expect(home.getByRole("list", { name: "Time to each member's campus" })).toContainText(
    `(Leo Leader${run}, Tia Third${run})`,
  );

  // They vote yes; the second changes to yes; the home is everyone's, for everyone.
  await home.getByRole("button", { name: "Yes" }).click();
  await row(second, street).getByRole("button", { name: "Yes" }).click();
  await expect(home.getByText("Everyone's in")).toBeVisible();
  await expect(home).toContainText("Score +6");
  await expect(row(leader, street).getByText("Everyone's in")).toBeVisible();

  // Who pays what: Sam gives Leo, who takes the biggest room, a £60 premium; Tia sees the shares
  // change without a reload, still adding up to the rent exactly.
  const samSplit = row(second, street).getByTestId("who-pays-what");
  await samSplit.locator("summary").click();
  await expect(samSplit).toContainText("£633–£634 each");
  await samSplit.getByLabel("Leo", { exact: true }).fill("60");
  await expect(samSplit.getByRole("listitem").filter({ hasText: "Leo · leader" })).toContainText(
    "£674 a month",
  );
  await samSplit.getByRole("button", { name: "Save the split" }).click();
  const tiaSplit = home.getByTestId("who-pays-what");
  await expect(tiaSplit.locator("summary")).toContainText("£613–£674 each");
  await tiaSplit.locator("summary").click();
  await expect(tiaSplit.getByTestId("shares-add-up")).toContainText(
    "Adds up to £1,900 a month: the whole rent",
  );
  await onEachScreen(third, async (width) => {
    await settleForScreenshot(third);
    expect(await horizontalOverflow(third)).toBe(0);
    await third.screenshot({ path: `/tmp/roost/shots-shortlist/who-pays-what-${width}.png`, fullPage: true });
  });
  // Tia sets the group's own bills figure; the leader reads it.
  await third.getByRole("region", { name: "Bills estimate" }).getByRole("button", { name: "Change" }).click();
  await third.getByLabel("Bills per person a month (£)").fill("70");
  await third.getByRole("region", { name: "Bills estimate" }).getByRole("button", { name: "Save" }).click();
  await expect(leader.getByRole("region", { name: "Bills estimate" })).toContainText(
    "~£70 per person a month (your group's figure)",
  );

  // Only the leader asks for a viewing, from the row; every member sees where it stands.
  await expect(home.getByText("Only group leader can perform this action")).toBeVisible();
  await row(leader, street).getByRole("button", { name: "Request a viewing" }).click();
  await expect(row(leader, street).getByText("Viewing requested")).toBeVisible();
  await expect(home.getByText("Viewing requested")).toBeVisible();
  await expect(row(second, street).getByRole("link", { name: "Open the enquiry" })).toBeVisible();
  await sameDocument();
});
