// Decision 036's group question: Sophie, the demo student (University of Manchester, in a group of three
// with budgets), asks "homes within 15 minutes' walk of my campus that all of us can afford" in two
// choices on the search page: "15 min walk" (her own campus is the one shown, so that sets campus
// and minutes) and "Fits my group". The URL carries both, every result is within 15 minutes' walk
// and fits all three budgets, and "Nearest to campus" orders them by the walk. On a phone the same
// two choices sit beside the results. Screens: /tmp/roost/shots-h11/*-{1280,390}.png.
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  DEMO,
  expect,
  horizontalOverflow,
  newUserViaApi,
  settleForScreenshot,
  test,
  useSessionOf,
} from "./fixtures.ts";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
const SHOTS = "/tmp/roost/shots-h11";

test.use({ locale: "en-GB", timezoneId: "Europe/London" });

/** Each card's estimated walk in minutes, read from its time-to-campus chip, in page order. */
async function walkMinutes(page: Page): Promise<number[]> {
  const chips = await page.getByTestId("property-card").getByTestId("time-to-campus").allTextContents();
  return chips.map((text) => Number(/about (\d+) min walk/.exec(text)?.[1]));
}

/** Waits until the page's URL has each of `wanted`'s parameters (in any order). */
async function expectParams(page: Page, wanted: Record<string, string>) {
  await expect
    .poll(() => {
      const params = new URL(page.url()).searchParams;
      return Object.fromEntries(Object.keys(wanted).map((key) => [key, params.get(key)]));
    })
    .toEqual(wanted);
}

const THE_QUESTION = {
  campus: "uom",
  max_walk_minutes: "15",
  group_size: "3",
  per_person_max: "580", // Oliver's budget, the lowest of the three
};

/** The answer on screen: some homes, each within 15 minutes' walk and fitting all three budgets. */
async function expectTheAnswer(page: Page) {
  await expectParams(page, { ...THE_QUESTION, sort: "per_person" });
  await expect(page.getByTestId("results-count")).toHaveText(/^[1-9]\d* homes?$/);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0); // the new results, not the last ones
  const cards = page.getByTestId("property-card");
  // As a person reads it: the list once the group's answer has replaced the one before, where
  // every card shows its time to campus and its share.
  await expect
    .poll(async () => {
      const count = await cards.count();
      const timed = await cards.getByTestId("time-to-campus").count();
      const shared = await cards.getByTestId("housemate-share").count();
      return count > 0 && timed === count && shared === count;
    })
    .toBe(true);
  for (const share of await cards.getByTestId("housemate-share").all()) {
    await expect(share).toContainText(/each — fits all 3 budgets$/);
  }
  for (const minutes of await walkMinutes(page)) expect(minutes).toBeLessThanOrEqual(15);
}

async function nearestFirst(page: Page) {
  await page.getByLabel("Sort by").selectOption({ label: "Nearest to campus" });
  await expectParams(page, { ...THE_QUESTION, sort: "campus_time" });
  // As a person reads the list: the new order, once it has replaced the one before it.
  await expect
    .poll(async () => {
      const minutes = await walkMinutes(page);
      return minutes.length > 0 && minutes.every((m, i) => i === 0 || (minutes[i - 1] as number) <= m);
    })
    .toBe(true);
  for (const share of await page.getByTestId("housemate-share").all()) {
    await expect(share).toContainText("fits all 3 budgets");
  }
}

async function shoot(page: Page, name: string, width: number, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await settleForScreenshot(page);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage });
}

test("the demo student's group question is two choices on the search page, at 1280 and 390 px", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useSessionOf(page, DEMO.student);

  // ---- laptop: the filter bar's "Within" select, already measuring to her own campus
  await page.setViewportSize(DESKTOP);
  await page.goto("/properties-to-rent/all");
  const filters = page.getByRole("search", { name: "Search filters" });
  await expect(filters.getByLabel("Time to campus")).toHaveValue("uom");
  const fitsMyGroup = page.getByRole("button", { name: /^Fits my group/ });
  await expect(fitsMyGroup).toBeVisible();
  await filters.getByLabel("Within").selectOption({ label: "15 min walk" }); // choice 1
  await expectParams(page, { campus: "uom", max_walk_minutes: "15" });
  await fitsMyGroup.click(); // choice 2
  await expect(fitsMyGroup).toHaveAttribute("aria-pressed", "true");
  await expectTheAnswer(page);
  await shoot(page, "answer", DESKTOP.width);
  await nearestFirst(page);
  await shoot(page, "nearest", DESKTOP.width);

  // ---- phone: the same two choices beside the results, without opening the filter sheet
  await page.setViewportSize(MOBILE);
  await page.goto("/properties-to-rent/all");
  const within = page.getByLabel("Within, of University of Manchester (Oxford Road)");
  await expect(within.locator("option:checked")).toHaveText("Any time to Oxford Road");
  await shoot(page, "start", MOBILE.width, false); // the first screen: every home is below it
  await within.selectOption({ label: "15 min walk" }); // choice 1
  await page.getByRole("button", { name: /^Fits my group/ }).click(); // choice 2
  await expectTheAnswer(page);
  expect(await horizontalOverflow(page)).toBe(0);
  await shoot(page, "answer", MOBILE.width);
  await nearestFirst(page);
  expect(await horizontalOverflow(page)).toBe(0);
  await shoot(page, "nearest", MOBILE.width);
});

test("a student of another university keeps their own campus when they change a filter", async ({ page }) => {
  await newUserViaApi(page, {
    firstName: "Maya",
    lastName: "Student",
    type: "Student",
    university: "Manchester Met",
  });
  await page.setViewportSize(DESKTOP);
  await page.goto("/properties-to-rent/fallowfield");
  // Once the cards are timed to their own campus, the filter says so too.
  await expect(page.getByTestId("time-to-campus").first()).toContainText("to All Saints");
  const filters = page.getByRole("search", { name: "Search filters" });
  await expect(filters.getByLabel("Time to campus")).toHaveValue("mmu");
  await filters.getByLabel("Bedrooms").selectOption("4");
  await expect(page).toHaveURL(/\?bedrooms=4$/);
  await expect(page.getByTestId("time-to-campus").first()).toContainText("to All Saints");
});
