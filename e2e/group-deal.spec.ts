// Decision 022: a three-member group, where a member who is not the leader
// watches the group's viewing/deal progress live in a browser of their own, while the leader and
// the landlord act in theirs (through the API, so the journey is about what the member sees).
// The member sees the enquiry in Your Inquiries, the chat read-only and the deal card with the hint
// 'Only group leader can perform this action' and no buttons, and each step arrives without a
// reload. Screens: test-results/screens/group-deal-{stage}-{width}.png.
//
// The test clock is global to the server that every spec shares, so it is reset before and after;
// the viewing is a few hours ahead (see deal-flow.spec.ts).
import type { APIRequestContext, Page } from "@playwright/test";
import {
  act,
  expect,
  expectRealtimeSubscribed,
  markDocument,
  newUserViaApi,
  publishListing,
  test,
  uniqueWord,
  watchRealtime,
} from "./fixtures.ts";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
const LEADER_ONLY = "Only group leader can perform this action";

test.use({ viewport: DESKTOP, locale: "en-GB", timezoneId: "Europe/London" });

const resetClock = async (request: APIRequestContext) => {
  const response = await request.post("/api/dev/clock/reset");
  expect(response.ok(), `clock reset: ${response.status()}`).toBe(true);
};
test.beforeAll(async ({ request }) => resetClock(request));
test.afterAll(async ({ request }) => resetClock(request));

async function shoot(page: Page, stage: string) {
  const card = page.getByTestId("deal-card");
  await card.screenshot({ path: `test-results/screens/group-deal-${stage}-${DESKTOP.width}.png` });
  await page.setViewportSize(MOBILE);
  await page.screenshot({
    path: `test-results/screens/group-deal-${stage}-${MOBILE.width}.png`,
    fullPage: true,
  });
  await page.setViewportSize(DESKTOP);
}

test("a group member who is not the leader watches the group's deal progress live", async ({
  page: member,
  openSecondBrowser,
}) => {
  test.setTimeout(100_000);
  const run = uniqueWord();
  const leader = await openSecondBrowser();
  const otherMember = await openSecondBrowser();
  const landlord = await openSecondBrowser();

  await newUserViaApi(landlord, { firstName: "Lena", lastName: `Landlord${run}`, type: "Landlord" });
  const street = `${10 + (Date.now() % 80)} Group Street ${run}`;
  const propertyId = await publishListing(landlord, street);

  await newUserViaApi(leader, { firstName: "Leo", lastName: `Leader${run}`, type: "Student" });
  const group = await act(leader, "/api/groups", { name: `Trio ${run}` });
  const watcher = await newUserViaApi(member, {
    firstName: "Mia",
    lastName: `Member${run}`,
    type: "Student",
  });
  await act(member, "/api/groups/join", { invite_code: group.invite_code });
  await newUserViaApi(otherMember, { firstName: "Noah", lastName: `Member${run}`, type: "Student" });
  await act(otherMember, "/api/groups/join", { invite_code: group.invite_code });

  const { conversation_id: conversationId } = await act(leader, `/api/properties/${propertyId}/inquiry`);
  const deal = (step: string) => `/api/conversations/${conversationId}/deal/${step}`;

  // ---- the member finds the group's enquiry in Your Inquiries and opens it
  watchRealtime(member);
  await member.goto("/inquiries");
  await member.locator(`a[href="/inquiries/${conversationId}"]`).first().click();
  await expect(member).toHaveURL(new RegExp(`/inquiries/${conversationId}$`));
  await expectRealtimeSubscribed(member, `conversation:${conversationId}`);
  const stillSameDocument = await markDocument(member);
  const card = member.getByTestId("deal-card");
  await expect(card).toHaveAttribute("data-phase", "initial");
  await expect(card).toContainText(LEADER_ONLY);
  await expect(card.getByRole("button")).toHaveCount(0);
  // Read-only chat: the hint instead of the composer.
  await expect(member.getByTestId("chat-read-only")).toHaveText(LEADER_ONLY);
  await expect(member.locator("#chat-composer")).toHaveCount(0);
  await shoot(member, "initial");

  // ---- each step of the leader and the landlord arrives live on the member's card
  await act(leader, deal("request-viewing"));
  await expect(card).toHaveAttribute("data-phase", "request_viewing");
  // The card's timeline and the chat's system message, both live.
  await expect(member.getByText(`Leo Leader${run} requested a viewing`)).toHaveCount(2);

  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
  const slots = [2, 3].map((h) => new Date(start.getTime() + h * 3_600_000).toISOString());
  await act(landlord, deal("slots"), { slots });
  const offered = await act(landlord, deal("send-slots"));
  await expect(card).toHaveAttribute("data-phase", "time_slots_given");
  await expect(card.getByRole("radio")).toHaveCount(0);
  await expect(card).toContainText(LEADER_ONLY);
  await shoot(member, "time_slots_given");

  await act(leader, deal("select-slot"), { slot_id: offered.slots[1].id });
  await expect(card).toHaveAttribute("data-phase", "viewing_scheduled");
  await expect(card).toContainText("Viewing booked");
  await shoot(member, "viewing_scheduled");

  const now = new Date(((await (await member.request.get("/api/dev/clock")).json()) as { now: string }).now);
  const minutes = Math.ceil((Date.parse(slots[1]) + 60 * 60_000 - now.getTime()) / 60_000) + 2;
  await act(member, "/api/dev/clock/advance", { minutes });
  await act(leader, deal("attendance"), { attended: true });
  await act(landlord, deal("attendance"), { attended: true });
  await expect(card).toHaveAttribute("data-phase", "viewing_confirmed");
  await expect(card.getByRole("button", { name: "Interested", exact: true })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Not Interested", exact: true })).toHaveCount(0);

  await act(leader, deal("interest"), { interested: true });
  await expect(card).toHaveAttribute("data-phase", "student_ready");
  await act(landlord, deal("confirm-applicant"));
  await expect(card).toHaveAttribute("data-phase", "deal_confirmed");
  await expect(card.getByText("Applicant confirmed", { exact: true })).toBeVisible();
  await shoot(member, "deal_confirmed");
  await stillSameDocument();
  await resetClock(member.request);

  // ---- the deal's notifications reached the member; the other member sees the enquiry too
  const notes = (await (await member.request.get("/api/notifications")).json()) as {
    notifications: { title: string }[];
  };
  const titles = notes.notifications.map((n) => n.title);
  for (const title of [
    "Viewing times offered",
    "Viewing booked",
    "Application submitted",
    "Application accepted",
  ])
    expect(titles, `${watcher.name} was told: ${title}`).toContain(title);
  const theirs = (await (await otherMember.request.get("/api/inquiries")).json()) as {
    inquiries: { conversation_id: string }[];
  };
  expect(theirs.inquiries.map((i) => i.conversation_id)).toEqual([conversationId]);
});
