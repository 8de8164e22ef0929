// The whole viewing/deal journey of spec §4 "Deal progression stages" with two people in two
// browsers: a fresh student (group leader) and a fresh landlord with a listing published through
// the API. Request a viewing → three slots → pick one → the server's test clock moves past the
// viewing + 60 minutes → both confirm attendance → Interested → Confirm Applicant; then the
// Verified Renter badge, the Applications count and the three booking emails in /dev/mailbox.
//
// The deal card is photographed at every stage for the party whose move it is, at 1280×800 and
// 390×844, into test-results/screens/deal-{stage}-{width}.png.
//
// The test clock is global to the server that every spec shares, so it is reset before and after.
// The viewing is booked a few hours ahead, not days: a jump of days would let the expire-listings
// job take seeded listings (live for at most 60 days) off the market for the specs that run later.
import type { APIRequestContext, Locator } from "@playwright/test";
import { isoToUkLocalInput, UK_TIME_ZONE, ukDateTime } from "@roost/shared/domain/uk-time.ts";
import {
  completeProfile,
  expect,
  type Page,
  publishListing,
  signInAs,
  test,
  toasts,
  uniqueEmail,
} from "./fixtures.ts";

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

// A UK user's browser (language and time zone); the card itself always shows UK time.
const BROWSER = { viewport: DESKTOP, locale: "en-GB", timezoneId: UK_TIME_ZONE } as const;
test.use(BROWSER);

/** "Tue 10 Jun 2026, 14:00" — how the card labels a slot (deal-helpers formatSlot). */
const slotLabel = (instant: Date) => ukDateTime(instant, { weekday: "short" });

const resetClock = async (request: APIRequestContext) => {
  const response = await request.post("/api/dev/clock/reset");
  expect(response.ok(), `clock reset: ${response.status()}`).toBe(true);
};

async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get("/api/dev/clock");
  expect(response.ok(), `GET /api/dev/clock: ${response.status()}`).toBe(true);
  return new Date(((await response.json()) as { now: string }).now);
}

/**
 * The realtime channels the page's socket has confirmed ({"type":"subscribed"}), so a test can wait
 * until a live update cannot be missed before the other person acts.
 */
function trackSubscriptions(page: Page): Set<string> {
  const channels = new Set<string>();
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      try {
        const message = JSON.parse(String(payload)) as { type?: string; channel?: string };
        if (message.type === "subscribed" && message.channel) channels.add(message.channel);
        if (message.type === "unsubscribed" && message.channel) channels.delete(message.channel);
      } catch {
        // not JSON: not ours
      }
    }),
  );
  return channels;
}

/** The deal card at 1280×800 and 390×844 (the page is resized, then put back). */
async function shoot(page: Page, stage: string): Promise<void> {
  const card = page.getByTestId("deal-card");
  await expect(card).toBeVisible();
  await card.screenshot({ path: `test-results/screens/deal-${stage}-${DESKTOP.width}.png` });
  await page.setViewportSize(MOBILE);
  await card.screenshot({ path: `test-results/screens/deal-${stage}-${MOBILE.width}.png` });
  // The card keeps to the page's margins on a phone (no column wider than the screen).
  const box = await card.boundingBox();
  expect(box, "deal card box").not.toBeNull();
  if (box)
    expect(box.x + box.width, `${stage}: card overflows at ${MOBILE.width}px`).toBeLessThanOrEqual(
      MOBILE.width - box.x + 1,
    );
  await page.setViewportSize(DESKTOP);
}

/** The landlord: a second person in a browser context of their own, with the same UK settings. */
const dealTest = test.extend<{ landlord: Page }>({
  landlord: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ ...BROWSER, baseURL });
    await use(await context.newPage());
    await context.close();
  },
});

dealTest.beforeAll(async ({ request }) => {
  await resetClock(request);
});

dealTest.afterAll(async ({ request }) => {
  // Other specs run on the same server after this one: time must be real again.
  await resetClock(request);
});

dealTest(
  "a student group books a viewing, is confirmed as applicant and gets the Verified Renter badge",
  async ({ page: student, landlord }) => {
    dealTest.setTimeout(110_000);
    const studentChannels = trackSubscriptions(student);
    const landlordChannels = trackSubscriptions(landlord);
    const run = Date.now().toString(36);

    // ---- the landlord: fresh account, a listing published through the API
    await signInAs(landlord, uniqueEmail("landlord"));
    await completeProfile(landlord, { firstName: "Lena", lastName: `Landlord${run}`, type: "Landlord" });
    const street = `${10 + (Date.now() % 80)} Deal Street ${run}`;
    const propertyId = await publishListing(landlord, street);

    // ---- the student: fresh account, leader of a new group
    const studentEmail = uniqueEmail("student");
    await signInAs(student, studentEmail);
    await completeProfile(student, {
      firstName: "Sam",
      lastName: `Student${run}`,
      type: "Student",
      university: "University of Manchester",
    });
    await student.goto("/groups");
    await student.getByRole("button", { name: "Create Group" }).first().click();
    const createDialog = student.getByRole("dialog", { name: "Create Group" });
    await createDialog.getByLabel("Group name").fill(`Deal crew ${run}`);
    await createDialog.getByRole("button", { name: "Create Group" }).click();
    await expect(createDialog).toBeHidden();
    await expect(student.getByText(`Deal crew ${run}`).first()).toBeVisible();

    // ---- the student messages the landlord from the listing
    await student.goto(`/property/${propertyId}`);
    await student.getByRole("button", { name: "Message landlord" }).click();
    await expect(student).toHaveURL(/\/inquiries\/[^/?]+$/);
    const inquiryPath = new URL(student.url()).pathname;
    const channel = `conversation:${inquiryPath.split("/").pop()}`;
    await landlord.goto(inquiryPath);
    // Both cards listen on the conversation's channel before anyone acts.
    await expect.poll(() => studentChannels.has(channel), { message: `student on ${channel}` }).toBe(true);
    await expect.poll(() => landlordChannels.has(channel), { message: `landlord on ${channel}` }).toBe(true);

    const studentCard = student.getByTestId("deal-card");
    const landlordCard = landlord.getByTestId("deal-card");
    await expect(studentCard).toHaveAttribute("data-phase", "initial");
    await expect(landlordCard).toHaveAttribute("data-phase", "initial");
    await expect(landlordCard).toContainText("The student hasn't requested a viewing yet.");

    // 1. initial → request_viewing (the student's move)
    await shoot(student, "initial");
    await studentCard.getByRole("button", { name: "Request a viewing" }).click();
    await expect(studentCard).toHaveAttribute("data-phase", "request_viewing");
    // The landlord's card changes live (no reload).
    await expect(landlordCard).toHaveAttribute("data-phase", "request_viewing");
    const dateTime = landlordCard.getByLabel("Date and time");
    await expect(dateTime).toBeVisible();
    await shoot(landlord, "request_viewing");

    // 2. three slots, a few hours ahead on the hour (UK time); Add is disabled after the third
    const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    const slots = [2, 3, 4].map((h) => new Date(start.getTime() + h * 3_600_000));
    const add = landlordCard.getByRole("button", { name: "Add", exact: true });
    await expect(add).toBeDisabled(); // no value yet
    for (const [i, slot] of slots.entries()) {
      await dateTime.fill(isoToUkLocalInput(slot));
      await expect(add).toBeEnabled();
      await add.click();
      await expect(
        landlordCard.getByRole("list", { name: "Viewing times to offer" }).getByRole("listitem"),
      ).toHaveCount(i + 1);
    }
    await expect(add).toBeDisabled();
    await expect(dateTime).toBeDisabled();
    await expect(landlordCard).toContainText("You've added the maximum of 3 time slots.");
    for (const slot of slots) await expect(landlordCard).toContainText(slotLabel(slot));
    await shoot(landlord, "slots_added");
    await landlordCard.getByRole("button", { name: "Send time slots" }).click();
    await expect(landlordCard).toHaveAttribute("data-phase", "time_slots_given");
    await expect(landlordCard).toContainText("Waiting for the group leader to choose one of your times.");

    // 3. the student picks the second slot
    await expect(studentCard).toHaveAttribute("data-phase", "time_slots_given");
    const radios = studentCard.getByRole("radio");
    await expect(radios).toHaveCount(3);
    const confirmViewing = studentCard.getByRole("button", { name: "Confirm viewing" });
    await expect(confirmViewing).toBeDisabled();
    await studentCard.getByRole("radio", { name: slotLabel(slots[1]) }).check();
    await expect(confirmViewing).toBeEnabled();
    await shoot(student, "time_slots_given");
    await confirmViewing.click();
    await expect(studentCard).toHaveAttribute("data-phase", "viewing_scheduled");
    await expect(studentCard).toContainText("Viewing booked");
    await expect(landlordCard).toHaveAttribute("data-phase", "viewing_scheduled");
    await expect(studentCard.getByText("Did the viewing take place?")).toHaveCount(0);
    await shoot(student, "viewing_scheduled");

    // 4. the server's clock moves past the viewing + 60 minutes; both are asked and answer Yes
    const now = await serverNow(student.request);
    const minutes = Math.ceil((slots[1].getTime() + 60 * 60_000 - now.getTime()) / 60_000) + 2;
    const advanced = await student.request.post("/api/dev/clock/advance", { data: { minutes } });
    expect(advanced.ok(), `clock advance: ${advanced.status()}`).toBe(true);

    // The attendance reminder job (worker polls about every second) refreshes both cards live.
    const question = (card: Locator) => card.getByText("Did the viewing take place?");
    await expect(question(studentCard)).toBeVisible({ timeout: 15_000 });
    await expect(question(landlordCard)).toBeVisible({ timeout: 15_000 });
    await shoot(student, "attendance_question");
    await studentCard.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(studentCard).toContainText("You confirmed the viewing took place.");
    await expect(studentCard).toContainText("Waiting for the landlord to confirm too.");
    await shoot(landlord, "attendance_question_landlord");
    await landlordCard.getByRole("button", { name: "Yes", exact: true }).click();
    await expect(landlordCard).toHaveAttribute("data-phase", "viewing_confirmed");

    // 5. viewing confirmed → the student is Interested
    await expect(studentCard).toHaveAttribute("data-phase", "viewing_confirmed");
    await expect(studentCard.getByRole("button", { name: "Not Interested", exact: true })).toBeVisible();
    await shoot(student, "viewing_confirmed");
    await studentCard.getByRole("button", { name: "Interested", exact: true }).click();
    await expect(studentCard).toHaveAttribute("data-phase", "student_ready");

    // 6. the landlord confirms the applicant
    await expect(landlordCard).toHaveAttribute("data-phase", "student_ready");
    const confirmApplicant = landlordCard.getByRole("button", { name: "Confirm Applicant", exact: true });
    await expect(confirmApplicant).toBeVisible();
    await shoot(landlord, "student_ready");
    await confirmApplicant.click();

    for (const card of [landlordCard, studentCard]) {
      await expect(card).toHaveAttribute("data-phase", "deal_confirmed");
      await expect(card.getByText("Applicant confirmed", { exact: true })).toBeVisible();
    }
    await expect(studentCard).toContainText("You're now a Verified Renter");
    await expect(landlordCard).toContainText("Verified Renter badge awarded");
    await shoot(student, "deal_confirmed");
    await shoot(landlord, "deal_confirmed_landlord");

    // ---- GDPR consent (§5), recorded on the server: until the landlord agrees, the API gives them
    // the student's name and avatar only; declining shows 'Profile access declined'.
    const phone = "07700 900456";
    const patched = await student.request.patch("/api/me/profile", { data: { phone } });
    expect(patched.ok(), `set phone: ${await patched.text()}`).toBe(true);
    const studentId = ((await (await student.request.get("/api/me")).json()) as { user: { id: string } }).user
      .id;
    const before = await landlord.request.get(`/api/profiles/${studentId}`);
    expect(await before.json()).toMatchObject({ access: "consent_required", context: "landlord" });
    const applicants = landlordCard.getByRole("region", { name: "Applicants" });
    await applicants.getByRole("button", { name: "Show members" }).click();
    const viewProfile = applicants.getByRole("list", { name: "Members" }).getByRole("button").first();
    const consentDialog = landlord.getByRole("dialog", { name: "Data protection consent" });
    await viewProfile.click();
    await expect(consentDialog).toContainText(`Sam Student${run}`);
    await landlord.screenshot({ path: "test-results/screens/deal-gdpr-consent-1280.png" });
    await consentDialog.getByRole("button", { name: "Decline" }).click();
    await expect(toasts(landlord).filter({ hasText: "Profile access declined" })).toBeVisible();
    await expect(consentDialog).toBeHidden();
    await expect(landlord.getByRole("dialog", { name: "Student profile" })).toHaveCount(0);
    await viewProfile.click();
    await consentDialog.getByRole("button", { name: "I agree" }).click();
    const profileDialog = landlord.getByRole("dialog", { name: "Student profile" });
    await expect(profileDialog).toContainText("University of Manchester");
    await expect(profileDialog.getByRole("link", { name: phone })).toBeVisible();
    await landlord.setViewportSize(MOBILE);
    await landlord.screenshot({ path: "test-results/screens/deal-gdpr-profile-390.png" });
    await landlord.setViewportSize(DESKTOP);
    await landlord.keyboard.press("Escape");
    await expect(profileDialog).toBeHidden();
    // Once is enough: the next time the profile opens straight away.
    await viewProfile.click();
    await expect(profileDialog).toContainText("University of Manchester");
    await expect(consentDialog).toHaveCount(0);
    await landlord.keyboard.press("Escape");

    // Back to real time as soon as the time-dependent part is over.
    await resetClock(student.request);

    // ---- the badge on the profile and the dashboard's Applications count
    await student.goto("/profile");
    await expect(student.getByText("Verified Renter", { exact: true })).toBeVisible();
    await student.goto("/dashboard");
    await expect(student.getByTestId("count-Applications")).toHaveText("1");

    // ---- the three booking emails (sent by the job worker) in the development mailbox
    // One mail per person: the student's own, never with the landlord's or anyone else's address.
    type Mail = {
      id: string;
      to: string[];
      kind: string;
      subject: string;
      attachments: { filename: string; url: string }[];
    };
    const about = async () => {
      const response = await student.request.get("/api/dev/mailbox");
      expect(response.ok()).toBe(true);
      const { messages } = (await response.json()) as { messages: Mail[] };
      return messages.filter((m) => m.subject.includes(street));
    };
    const ours = async () => (await about()).filter((m) => m.to.includes(studentEmail));
    // Three for the student and three for the landlord, each to one address.
    await expect.poll(async () => (await about()).length, { timeout: 15_000 }).toBe(6);
    expect((await ours()).map((m) => m.kind).sort()).toEqual([
      "deal_confirmed",
      "viewing_confirmed",
      "viewing_scheduled",
    ]);
    for (const mail of await about()) expect(mail.to).toHaveLength(1);

    await student.goto("/dev/mailbox");
    const list = student.getByRole("list", { name: "Emails" });
    const items = list.getByRole("listitem").filter({ hasText: street }).filter({ hasText: studentEmail });
    await expect(items).toHaveCount(3);
    for (const kind of ["Viewing scheduled", "Viewing confirmed", "Deal confirmed"]) {
      await expect(items.filter({ hasText: kind })).toHaveCount(1);
    }
    await items.filter({ hasText: "Viewing scheduled" }).getByRole("button").click();
    const ics = student
      .getByRole("list", { name: "Attachments" })
      .getByRole("link", { name: /viewing\.ics/ });
    await expect(ics).toBeVisible();
    await expect(ics).toHaveAttribute("download", "viewing.ics");
    const href = await ics.getAttribute("href");
    expect(href).toMatch(/^\/api\/dev\/mailbox\/[^/]+\/attachments\/0$/);
    const calendar = await student.request.get(href as string);
    expect(calendar.ok()).toBe(true);
    expect(calendar.headers()["content-type"]).toContain("text/calendar");
    const body = await calendar.text();
    expect(body).toContain("BEGIN:VCALENDAR");
    expect(body).toContain("BEGIN:VEVENT");
    // The invitation is for the slot the student chose (the second one), in UTC.
    const icsStart = slots[1]
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
    expect(body).toContain(`DTSTART:${icsStart}`);
    await student.screenshot({ path: "test-results/screens/deal-mailbox-1280.png" });

    // The others carry no attachment.
    const mails = await ours();
    for (const mail of mails.filter((m) => m.kind !== "viewing_scheduled"))
      expect(mail.attachments).toEqual([]);
  },
);
