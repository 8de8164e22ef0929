// Decision 038: what each housemate would pay. A group of three with different
// budgets sees, on the search card and the property page, the per-person rent and whether it fits
// every budget; when one member raises their budget in their own browser, the other member's open
// page changes live from "over Noah's budget" to "fits all 3 budgets". The landlord's deal card gives only
// the verdict. Screens: /tmp/roost/shots-h3/*-{1280,390}.png.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  act,
  expect,
  expectRealtimeSubscribed,
  horizontalOverflow,
  markDocument,
  newUserViaApi,
  publishListing,
  settleForScreenshot,
  test,
  uniqueWord,
  watchRealtime,
} from "./fixtures.ts";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
const SHOTS = "/tmp/roost/shots-h3";

test.use({ viewport: DESKTOP, locale: "en-GB", timezoneId: "Europe/London" });

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await settleForScreenshot(page);
  await page.screenshot({ path: `${SHOTS}/${name}-${DESKTOP.width}.png`, fullPage: true });
  await page.setViewportSize(MOBILE);
  await settleForScreenshot(page);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/${name}-${MOBILE.width}.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

test("a group sees what each would pay, and 'fits' follows a member's budget", async ({
  page: mia,
  openSecondBrowser,
}) => {
  test.setTimeout(120_000);
  const run = uniqueWord();
  const landlord = await openSecondBrowser();
  const leader = await openSecondBrowser();
  const noah = await openSecondBrowser();

  await newUserViaApi(landlord, { firstName: "Lena", lastName: `Landlord${run}`, type: "Landlord" });
  // 4 bedrooms at £1,900 for three: £633 each, and £634 for the leader, Leo, who pays the pound
  // left over, so the shares add up to the rent exactly.
  const street = `${10 + (Date.now() % 80)} Share Street ${run}`;
  const propertyId = await publishListing(landlord, street);

  await newUserViaApi(leader, { firstName: "Leo", lastName: `Leader${run}`, type: "Student" });
  await act(leader, "/api/me/profile", { budget_max: 800 }, "patch");
  const group = await act(leader, "/api/groups", { name: `Trio ${run}` });
  const miaUser = await newUserViaApi(mia, { firstName: "Mia", lastName: `Member${run}`, type: "Student" });
  await act(mia, "/api/me/profile", { budget_max: 700 }, "patch");
  await act(mia, "/api/groups/join", { invite_code: group.invite_code });
  await newUserViaApi(noah, { firstName: "Noah", lastName: `Member${run}`, type: "Student" });
  await act(noah, "/api/me/profile", { budget_max: 600 }, "patch");
  await act(noah, "/api/groups/join", { invite_code: group.invite_code });

  // ---- Mia's search card: over Noah's budget
  watchRealtime(mia);
  await mia.goto(`/properties-to-rent/all?q=${run}`);
  const card = mia.getByTestId("property-card").filter({ hasText: street });
  const share = card.getByTestId("housemate-share");
  await expect(share).toHaveText("For your group: £633–£634 each — over Noah's budget by £33");
  await shoot(mia, "search-over");

  // ---- "Fits my group": the group's size and lowest budget go into the URL as plain numbers
  const fitsMyGroup = mia.getByRole("button", { name: /^Fits my group/ });
  await fitsMyGroup.click();
  await expect(mia).toHaveURL(/[?&]group_size=3&per_person_max=600&sort=per_person/);
  await expect(fitsMyGroup).toHaveAttribute("aria-pressed", "true");
  await expect(mia.getByTestId("results-count")).toHaveText("0 homes");

  // ---- the property page: the same figure, bills and how many budgets are known
  await mia.goto(`/property/${propertyId}`);
  const panel = mia.getByTestId("housemate-share");
  await expect(panel).toContainText("£633–£634 each — over Noah's budget by £33");
  await expect(panel).toContainText("Rent plus bills · 3 of 3 budgets known");
  // Who pays what: each member's share, adding up to the rent
  await panel.getByText("Who pays what").click();
  const leoRow = panel.getByRole("listitem").filter({ hasText: "Leo · leader" });
  await expect(leoRow).toContainText("£634");
  await expect(panel.getByRole("listitem").filter({ hasText: "Noah" })).toContainText(
    "£33 over their budget",
  );
  await expect(panel.getByTestId("shares-add-up")).toContainText("Adds up to £1,900 a month: the whole rent");
  await shoot(mia, "property-over");

  // ---- Noah raises his budget on his profile page, in his own browser; Mia's page, left open,
  // changes live (the group_changed event makes her browser read the group again)
  await expectRealtimeSubscribed(mia, `user:${miaUser.userId}`);
  const stillSameDocument = await markDocument(mia);
  await noah.goto("/profile");
  await noah.getByLabel("Budget max (£ per month)").fill("650");
  await noah.getByRole("button", { name: "Save All Changes" }).click();
  await expect(noah.getByText("Profile updated").first()).toBeVisible();
  await expect(panel).toContainText("£633–£634 each — fits all 3 budgets");
  await stillSameDocument();

  // ---- the search card fits everyone too, and "Fits my group" now uses the new lowest budget
  await mia.goto(`/properties-to-rent/all?q=${run}`);
  await expect(share).toHaveText("For your group: £633–£634 each — fits all 3 budgets");
  await fitsMyGroup.click();
  await expect(mia).toHaveURL(/[?&]group_size=3&per_person_max=650&sort=per_person/);
  await expect(mia.getByTestId("results-count")).toHaveText("1 home");
  await expect(share).toHaveText("For your group: £633–£634 each — fits all 3 budgets");
  await mia.setViewportSize(MOBILE);
  await expect(share).toBeVisible();
  await mia.setViewportSize(DESKTOP);
  await shoot(mia, "search-fits");

  // ---- the landlord sees the verdict for the group's enquiry, not the budgets
  const { conversation_id: conversationId } = await act(leader, `/api/properties/${propertyId}/inquiry`);
  await landlord.goto(`/inquiries/${conversationId}`);
  const verdict = landlord.getByTestId("group-budgets");
  await expect(verdict).toHaveText("Budgets cover the rent: all 3 members' budgets known");
  await expect(landlord.getByTestId("deal-card")).not.toContainText("£650");
  await shoot(landlord, "landlord-verdict");
});
