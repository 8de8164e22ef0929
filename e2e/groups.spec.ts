import type { Locator } from "@playwright/test";
import {
  atPath,
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
  watchRealtime,
} from "./fixtures.ts";

// Four fresh students: A creates a group for three, B asks to join and is accepted, A and B chat in
// the group chat, C joins with the invite code, and D is turned away because the group is full;
// then A makes a new invite code and D's old one is 'Invalid invite code'.

const UUID = "[0-9a-f-]{36}";

const myGroups = (page: Page) => page.getByRole("region", { name: "My Groups" });
const discover = (page: Page) => page.getByRole("region", { name: "Discover Groups" });
/** A group card (a Card in My Groups or Discover) by the group's name. */
const groupCard = (scope: Locator, name: string) =>
  scope
    .locator("div.rounded-xl.border")
    .filter({ has: scope.page().getByRole("heading", { name, exact: true, level: 3 }) });
const dialog = (page: Page, title: string) => page.getByRole("dialog", { name: title });
const composer = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });
const messageLog = (page: Page) => page.getByRole("log", { name: "Messages" });

async function openGroups(page: Page) {
  await page.goto("/groups");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Groups");
}

async function searchDiscover(page: Page, name: string) {
  await discover(page).getByRole("searchbox", { name: "Search groups" }).fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
}

async function joinWithCode(page: Page, code: string) {
  await page.getByRole("button", { name: "Join with code" }).first().click();
  const join = dialog(page, "Join Group");
  await join.getByLabel("Invite code").fill(code.toLowerCase()); // typed in any case
  await expect(join.getByLabel("Invite code")).toHaveValue(code);
  await join.getByRole("button", { name: "Join Group" }).click();
  return join;
}

test("students form a group: request and accept, group chat, invite code, and a full group", async ({
  page: a,
  openSecondBrowser,
}) => {
  test.slow(); // four people and a live chat
  const [b, c, d] = [await openSecondBrowser(), await openSecondBrowser(), await openSecondBrowser()];
  const suffix = uniqueWord();
  const [userA, userB, userC] = await Promise.all([
    newUserViaApi(a, { firstName: "Amara", lastName: suffix, type: "Student", university: "Manchester Met" }),
    newUserViaApi(b, { firstName: "Bilal", lastName: suffix, type: "Student", university: "Manchester Met" }),
    newUserViaApi(c, { firstName: "Chloe", lastName: suffix, type: "Student" }),
    newUserViaApi(d, { firstName: "Dmitri", lastName: suffix, type: "Student" }),
  ]);
  const groupName = `Oxford Road ${suffix}`;
  watchRealtime(a);
  watchRealtime(b);

  // A creates a group for three.
  await openGroups(a);
  await expect(myGroups(a).getByText("You're not in a group yet")).toBeVisible();
  await a.getByRole("button", { name: "Create Group" }).first().click();
  const create = dialog(a, "Create Group");
  await create.getByLabel("Group name").fill(groupName);
  await create.getByLabel("Description").fill("Three second-years looking near Oxford Road.");
  await create.getByLabel("Maximum members").fill("3");
  await create.getByRole("button", { name: "Create Group" }).click();
  await expect(toast(a, "Group created successfully!")).toBeVisible();
  await expect(create).toHaveCount(0);
  const cardA = groupCard(myGroups(a), groupName);
  await expect(cardA).toContainText("Leader");
  await expect(cardA).toContainText("1 / 3 members");
  await expect(cardA.getByRole("button", { name: "Requests (0)" })).toBeVisible();
  const inviteCode = (await cardA.locator("code").textContent())?.trim() ?? "";
  expect(inviteCode).toMatch(/^[A-Z0-9]{8}$/);

  // B finds it in Discover and asks to join, with a message (the counter follows the text).
  await openGroups(b);
  await searchDiscover(b, groupName);
  const discoverCardB = groupCard(discover(b), groupName);
  await expect(discoverCardB).toContainText("1 / 3 members");
  await expect(discoverCardB).toContainText(`Created by ${userA.name}`);
  await discoverCardB.getByRole("button", { name: "Request to join" }).click();
  const request = dialog(b, "Request to Join Group");
  await expect(request).toContainText(`Send a request to the leader of ${groupName}.`);
  await expect(request.getByText("0/500")).toBeVisible();
  const note = "Hi! I'm at Manchester Met too and tidy.";
  await request.getByLabel("Message (optional)").fill(note);
  await expect(request.getByText(`${note.length}/500`)).toBeVisible();
  await request.getByRole("button", { name: "Send Request" }).click();
  await expect(toast(b, "Join request sent!")).toBeVisible();
  await expect(request).toHaveCount(0);
  // The request is listed as pending, and Discover no longer offers the group.
  const history = b.getByRole("region", { name: "Your join requests" });
  await expect(history.getByRole("listitem").filter({ hasText: groupName })).toContainText("Pending");
  await expect(groupCard(discover(b), groupName)).toHaveCount(0);

  // A sees the request and accepts it.
  await openGroups(a);
  await cardA.getByRole("button", { name: "Requests (1)" }).click();
  const requests = dialog(a, "Join Requests & History");
  await expect(requests.getByRole("heading", { name: "Pending (1)" })).toBeVisible();
  await expect(requests).toContainText(userB.name);
  await expect(requests).toContainText(note);
  await requests.getByRole("button", { name: `Accept ${userB.name}` }).click();
  await expect(toast(a, "Request accepted")).toBeVisible();
  await expect(requests.getByRole("heading", { name: "Pending (0)" })).toBeVisible();
  const handled = requests.getByRole("region", { name: "History" });
  await expect(handled).toContainText(userB.name);
  await expect(handled).toContainText("Accepted");
  await expect(handled.getByRole("button", { name: /^(Accept|Reject) / })).toHaveCount(0);
  await a.keyboard.press("Escape");
  await expect(requests).toHaveCount(0);
  await expect(cardA).toContainText("2 / 3 members");
  await expect(cardA.getByTitle(userB.name)).toBeVisible();

  // B is a member now and sees A in the group.
  await openGroups(b);
  const cardB = groupCard(myGroups(b), groupName);
  await expect(cardB).toContainText("Member");
  await expect(cardB).toContainText("2 / 3 members");
  await expect(cardB.getByTitle(userA.name)).toBeVisible();
  await expect(cardB.locator("code")).toHaveText(inviteCode);
  await expect(cardB.getByRole("button", { name: /^Requests/ })).toHaveCount(0);
  await expect(history.getByRole("listitem").filter({ hasText: groupName })).toContainText("Accepted");

  // A opens the group chat: the welcome message is there.
  await cardA.getByRole("button", { name: "Group chat" }).click();
  await expect(toast(a, "Group chat ready!")).toBeVisible();
  await a.waitForURL(new RegExp(`/messages/${UUID}$`));
  const chatPath = new URL(a.url()).pathname;
  const chatChannel = `conversation:${chatPath.split("/").pop()}`;
  await expect(messageLog(a).getByText("Welcome to the group chat! 🎉")).toBeVisible();
  await expect(a.getByRole("heading", { level: 2, name: groupName })).toBeVisible();

  // B opens the same chat from the group card; they talk live.
  await cardB.getByRole("button", { name: "Group chat" }).click();
  await expect(b).toHaveURL(atPath(chatPath));
  await expect(messageLog(b).getByText("Welcome to the group chat! 🎉")).toBeVisible();
  await expectRealtimeSubscribed(a, chatChannel);
  await expectRealtimeSubscribed(b, chatChannel);
  await composer(a).fill("Welcome Bilal! Viewing on Saturday?");
  await composer(a).press("Enter");
  await expect(messageLog(b).getByText("Welcome Bilal! Viewing on Saturday?")).toBeVisible();
  await expect(messageLog(b)).toContainText(userA.name); // group chats name the sender
  await composer(b).fill("Saturday works for me.");
  await composer(b).press("Enter");
  await expect(messageLog(a).getByText("Saturday works for me.")).toBeVisible();

  // C joins with the invite code from A's card (Copy puts the same code on the clipboard).
  await openGroups(a);
  await a.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await a.bringToFront(); // the clipboard answers only the focused page
  await cardA.getByRole("button", { name: `Copy invite code ${inviteCode}` }).click();
  await expect(toast(a, "Invite code copied!")).toBeVisible();
  expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(inviteCode);
  await openGroups(c);
  const joinC = await joinWithCode(c, inviteCode);
  await expect(toast(c, `Joined group successfully! Welcome to ${groupName}!`)).toBeVisible();
  await expect(joinC).toHaveCount(0);
  const cardC = groupCard(myGroups(c), groupName);
  await expect(cardC).toContainText("3 / 3 members");
  await expect(cardC).toContainText("Full");
  await expect(cardC.getByTitle(userA.name)).toBeVisible();
  await expect(cardC.getByTitle(userB.name)).toBeVisible();

  // D is turned away: the group is full.
  await openGroups(d);
  const joinD = await joinWithCode(d, inviteCode);
  const refusal = toast(d, "Group is full");
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(
    "Cannot accept more members as the group has reached its maximum capacity.",
  );
  await expect(joinD).toBeVisible(); // still open, nothing joined
  await d.keyboard.press("Escape");
  await expect(myGroups(d).getByText("You're not in a group yet")).toBeVisible();
  await searchDiscover(d, groupName);
  const discoverCardD = groupCard(discover(d), groupName);
  await expect(discoverCardD).toContainText("3 / 3 members");
  await expect(discoverCardD).toContainText("Full");
  const requestButton = discoverCardD.getByRole("button", { name: "Request to join" });
  await expect(requestButton).toBeDisabled();
  await expect(requestButton).toHaveAccessibleDescription("Group is full");

  // A makes a new invite code in Manage Group: the old one stops working at once.
  await openGroups(a);
  await cardA.getByRole("button", { name: "Manage" }).click();
  const manage = dialog(a, "Manage Group");
  const codeBox = manage.getByRole("region", { name: "Invite code" });
  await expect(codeBox).toContainText(inviteCode);
  await codeBox.getByRole("button", { name: "New invite code" }).click();
  await expect(toast(a, "New invite code created")).toBeVisible();
  await expect(codeBox).not.toContainText(inviteCode);
  const newCode = (await codeBox.getByText(/^[A-Z0-9]{8}$/).textContent())?.trim() ?? "";
  expect(newCode).toMatch(/^[A-Z0-9]{8}$/);
  await onEachScreen(a, async (width) => {
    await expect(codeBox).toContainText(newCode);
    await a.screenshot({ path: `test-results/screens/groups-manage-${width}.png` });
  });
  await a.keyboard.press("Escape");
  await expect(manage).toHaveCount(0);
  await expect(cardA.locator("code")).toHaveText(newCode);
  const staleD = await joinWithCode(d, inviteCode);
  await expect(toast(d, "Invalid invite code")).toBeVisible();
  await expect(staleD).toBeVisible();
  await d.keyboard.press("Escape");

  // A's /groups, for visual review, on a laptop and on a phone.
  await onEachScreen(a, async (width) => {
    await openGroups(a);
    await expect(cardA).toContainText("3 / 3 members");
    await expect(cardA.getByTitle(userC.name)).toBeVisible();
    await settleForScreenshot(a);
    await a.screenshot({ path: `test-results/screens/groups-${width}.png`, fullPage: true });
    expect(await horizontalOverflow(a), `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  });
});
