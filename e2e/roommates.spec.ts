import type { Locator } from "@playwright/test";
import {
  atPath,
  DEMO,
  expect,
  expectRealtimeSubscribed,
  horizontalOverflow,
  newUserViaApi,
  onEachScreen,
  type Page,
  settleForScreenshot,
  test,
  toast,
  uniqueWord,
  useSessionOf,
  watchRealtime,
} from "./fixtures.ts";

// Two fresh students at the same university with overlapping budgets: X finds Y, sends a connect
// request, Y accepts, and they chat. Plus /roommates as the seeded Sophie sees it, for review.

const UUID = "[0-9a-f-]{36}";

/** A roommate card in the results by the student's name. */
const roommateCard = (page: Page, name: string): Locator =>
  page
    .getByRole("region", { name: "Students" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true, level: 3 }) });
const pendingRequests = (page: Page) => page.getByRole("region", { name: "Pending connect requests" });
const composer = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });
const messageLog = (page: Page) => page.getByRole("log", { name: "Messages" });

async function openRoommates(page: Page, search?: string) {
  await page.goto(search ? `/roommates?q=${encodeURIComponent(search)}` : "/roommates");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Roommates");
}

test("/roommates as Sophie, for visual review at 1280 and 390 px", async ({ page }) => {
  await useSessionOf(page, DEMO.student);
  await onEachScreen(page, async (width) => {
    await openRoommates(page);
    await expect(page.getByRole("region", { name: "Students" }).getByRole("listitem").first()).toBeVisible();
    await settleForScreenshot(page);
    await page.screenshot({ path: `test-results/screens/roommates-${width}.png`, fullPage: true });
    expect(await horizontalOverflow(page), `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  });
});

test("a student connects with another, who accepts; then they chat", async ({
  page: x,
  openSecondBrowser,
}) => {
  const y = await openSecondBrowser();
  watchRealtime(x);
  watchRealtime(y);
  const family = uniqueWord(7);
  const [userX, userY] = await Promise.all([
    newUserViaApi(x, {
      firstName: "Xavi",
      lastName: family,
      type: "Student",
      university: "Salford University",
    }),
    newUserViaApi(y, {
      firstName: "Yasmin",
      lastName: family,
      type: "Student",
      university: "Salford University",
    }),
  ]);
  // Y's budget through the API; X sets theirs in the profile editor, as a person would.
  const budgetY = await y.request.patch("/api/me/profile", {
    data: { budget_min: 450, budget_max: 700, bio: "Final-year nursing student, early riser." },
  });
  expect(budgetY.ok()).toBe(true);

  await x.goto("/profile");
  await x.getByLabel("Budget min (£ per month)").fill("500");
  await x.getByLabel("Budget max (£ per month)").fill("800");
  await x.getByRole("button", { name: "Save All Changes" }).click();
  await expect(toast(x, "Profile updated")).toBeVisible();

  // X searches by name and finds Y, with a compatibility summary.
  await openRoommates(x);
  await x.getByRole("searchbox", { name: "Search students" }).fill(userY.name);
  await expect(x).toHaveURL(/[?&]q=Yasmin/);
  const cardY = roommateCard(x, userY.name);
  await expect(cardY).toHaveCount(1);
  await expect(roommateCard(x, userX.name)).toHaveCount(0); // never yourself
  await expect(cardY).toContainText("Salford University");
  await expect(cardY).toContainText("£450 – £700 / month");
  await expect(cardY).toContainText("Good match");
  await expect(cardY).toContainText("55%");
  const reasons = cardY.getByRole("list", { name: "Why you might get on" });
  await expect(reasons.getByRole("listitem")).toHaveText(["Same university", "Budgets overlap"]);

  // The profile view, and a connect request with a message from there.
  await cardY.getByRole("button", { name: `View profile of ${userY.name}` }).click();
  const profile = x.getByRole("dialog", { name: "Student profile" });
  await expect(profile).toContainText(userY.name);
  await expect(profile).toContainText("Final-year nursing student, early riser.");
  await expect(profile).toContainText("55%");
  await profile.getByRole("button", { name: `Connect with ${userY.name}` }).click();
  const note = "Hi Yasmin! Also at Salford, looking near Peel Park from September.";
  await profile.getByLabel(`Message to ${userY.name} (optional)`).fill(note);
  await expect(profile.getByText(`${note.length}/500`)).toBeVisible();
  await profile.getByRole("button", { name: "Send connect request" }).click();
  await expect(toast(x, "Connect request sent!")).toBeVisible();
  await expect(profile.getByRole("button", { name: "Request Sent" })).toBeDisabled();
  await x.keyboard.press("Escape");
  await expect(profile).toHaveCount(0);
  await expect(cardY.getByRole("button", { name: "Request Sent" })).toBeDisabled();
  await expect(pendingRequests(x)).toContainText("You sent a request");

  // Y sees the request waiting for an answer, and accepts it.
  await openRoommates(y, userX.name);
  const received = pendingRequests(y).getByRole("listitem").filter({ hasText: userX.name });
  await expect(received).toContainText("Wants to connect");
  await expect(received).toContainText(note);
  const cardX = roommateCard(y, userX.name);
  await expect(cardX.getByRole("button", { name: "Pending Response" })).toBeDisabled();
  await expect(
    cardX.getByRole("button", { name: `Accept connect request from ${userX.name}` }),
  ).toBeVisible();
  await received.getByRole("button", { name: `Accept connect request from ${userX.name}` }).click();
  await expect(toast(y, "Request accepted")).toBeVisible();
  await expect(pendingRequests(y)).toHaveCount(0);
  await expect(cardX.getByRole("button", { name: "Message", exact: true })).toBeVisible();

  // X's card now offers Message, which opens a direct chat.
  await openRoommates(x, userY.name);
  await expect(pendingRequests(x)).toHaveCount(0);
  await cardY.getByRole("button", { name: "Message", exact: true }).click();
  await expect(toast(x, "Chat started!")).toBeVisible();
  await x.waitForURL(new RegExp(`/messages/${UUID}$`));
  const chatPath = new URL(x.url()).pathname;
  const chatChannel = `conversation:${chatPath.split("/").pop()}`;
  await expect(x.getByRole("heading", { level: 2, name: userY.name })).toBeVisible();

  // Y's Message button opens the same conversation; they talk live.
  await cardX.getByRole("button", { name: "Message", exact: true }).click();
  await expect(toast(y, "Chat started!")).toBeVisible();
  await expect(y).toHaveURL(atPath(chatPath));
  await expect(y.getByRole("heading", { level: 2, name: userX.name })).toBeVisible();
  await expectRealtimeSubscribed(x, chatChannel);
  await expectRealtimeSubscribed(y, chatChannel);
  await composer(x).fill("Great to connect! Coffee on campus this week?");
  await composer(x).press("Enter");
  await expect(messageLog(y).getByText("Great to connect! Coffee on campus this week?")).toBeVisible();
  await composer(y).fill("Yes, Thursday after 2?");
  await composer(y).press("Enter");
  await expect(messageLog(x).getByText("Yes, Thursday after 2?")).toBeVisible();
});
