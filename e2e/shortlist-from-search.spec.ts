import {
  act,
  expect,
  newUserViaApi,
  type Page,
  publishListing,
  test,
  toast,
  uniqueWord,
} from "./fixtures.ts";

// Decision 060's quick adds: a group member puts one home on the group's shortlist from its search
// card's menu and another from its pin's card on the map, then finds both on the shortlist. A
// visitor, and a student in no group, get no menu on the cards and no action on the map's card.

const cards = (page: Page) => page.getByTestId("property-card");
const menuButton = (page: Page, street: string) =>
  cards(page)
    .filter({ hasText: street })
    .getByRole("button", { name: `More actions for ${street}` });
/** The price labels of single homes on the map (a cluster's label is a count). */
const pricePins = (page: Page) =>
  page.getByTestId("search-map").locator(".leaflet-marker-icon > span").filter({ hasText: "£" });
const miniCard = (page: Page) => page.getByTestId("map-mini-card");

/**
 * Opens the card of the one home the map shows. The pointer rests on the pin before the click, as
 * a person's does: hovering lights the home's card, and the map redraws its pins as it does.
 */
async function openThePin(page: Page) {
  await expect(page.getByTestId("search-map")).toHaveAttribute("data-tiles", "loaded");
  await expect(pricePins(page)).toHaveCount(1);
  await pricePins(page).hover();
  await expect(page.locator("li[data-highlighted]")).toHaveCount(1);
  await pricePins(page).click();
  await expect(miniCard(page)).toBeVisible();
}

/** The app has taken over the server's page: anything shown only after hydration would be there. */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector("#root > div") ?? {}).some((k) => k.startsWith("__react")),
      ),
    )
    .toBe(true);
  await page.waitForLoadState("networkidle");
}

test.use({ viewport: { width: 1280, height: 900 } });

test("a group member shortlists one home from a search card's menu and another from its map pin", async ({
  page: member,
  openSecondBrowser,
}) => {
  test.setTimeout(120_000);
  const run = uniqueWord();
  const landlord = await openSecondBrowser();
  await newUserViaApi(landlord, { firstName: "Lena", lastName: `Landlord${run}`, type: "Landlord" });
  const number = 10 + (Date.now() % 80);
  const fromCard = `${number} Menu Lane ${run}`;
  const fromPin = `${number} Pin Row ${run}`;
  await publishListing(landlord, fromCard);
  await publishListing(landlord, fromPin);

  await newUserViaApi(member, { firstName: "Mia", lastName: `Member${run}`, type: "Student" });
  const group = await act(member, "/api/groups", { name: `Pair ${run}` });
  const shortlistPath = `/groups/${group.id}/shortlist`;

  // From the search card's menu.
  await member.goto(`/properties-to-rent/all?q=${run}`);
  await expect(cards(member)).toHaveCount(2);
  await expect(menuButton(member, fromCard)).toBeVisible();
  await menuButton(member, fromCard).click();
  await member.getByRole("menuitem", { name: "Add to group shortlist" }).click();
  await expect(toast(member, "Added to your group's shortlist")).toBeVisible();
  await expect(member.getByRole("menu")).toHaveCount(0);
  // Opened again, the menu says where the home is now.
  await menuButton(member, fromCard).click();
  await expect(member.getByRole("menuitem", { name: "On your shortlist" })).toHaveAttribute(
    "href",
    shortlistPath,
  );
  await member.keyboard.press("Escape");
  // The other home's menu still offers to add it.
  await menuButton(member, fromPin).click();
  await expect(member.getByRole("menuitem", { name: "Add to group shortlist" })).toBeVisible();
  await member.keyboard.press("Escape");

  // From the map: the search narrowed to the second home, its pin, the pin's card.
  await member.goto(`/properties-to-rent/all?q=Pin+${run}&view=map`);
  await openThePin(member);
  await expect(miniCard(member)).toHaveAccessibleName(fromPin);
  await miniCard(member).getByRole("button", { name: "Add to group shortlist" }).click();
  await expect(toast(member, "Added to your group's shortlist")).toBeVisible();
  await miniCard(member).getByRole("link", { name: "On your shortlist" }).click();

  // Both are on the group's shortlist.
  await expect(member).toHaveURL(new RegExp(`${shortlistPath}$`));
  const shortlisted = member.getByRole("list", { name: "Shortlisted homes" });
  await expect(shortlisted.getByRole("article", { name: fromCard })).toBeVisible();
  await expect(shortlisted.getByRole("article", { name: fromPin })).toBeVisible();
});

test("a visitor and a student in no group get no shortlist menu on the cards or the map", async ({
  page: visitor,
  openSecondBrowser,
}) => {
  const run = uniqueWord();
  const landlord = await openSecondBrowser();
  await newUserViaApi(landlord, { firstName: "Lena", lastName: `Landlord${run}`, type: "Landlord" });
  await publishListing(landlord, `${10 + (Date.now() % 80)} Quiet Close ${run}`);
  const loner = await openSecondBrowser();
  await newUserViaApi(loner, { firstName: "Sol", lastName: `Solo${run}`, type: "Student" });

  for (const page of [visitor, loner]) {
    await page.goto(`/properties-to-rent/all?q=${run}&view=map`);
    await expect(cards(page)).toHaveCount(1);
    await openThePin(page);
    await expectHydrated(page);
    await expect(page.getByRole("button", { name: /^More actions for / })).toHaveCount(0);
    await expect(miniCard(page).getByRole("button", { name: "Add to group shortlist" })).toHaveCount(0);
  }
});
