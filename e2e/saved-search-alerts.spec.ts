import type { APIRequestContext } from "@playwright/test";
import {
  expect,
  expectRealtimeSubscribed,
  header,
  newUserViaApi,
  onEachScreen,
  publishListing,
  settleForScreenshot,
  test,
  toast,
  uniqueWord,
  watchRealtime,
} from "./fixtures.ts";

// Decision 041: a student saves a search; a landlord, in another browser, publishes a
// matching home; the student's bell shows it live, and the development mailbox has the alert email
// with the home's price and link. The test clock is global to the server: reset around the test.

const SHOTS = process.env.SHOTS_DIR;
const shot = (name: string) => (SHOTS ? `${SHOTS}/${name}` : test.info().outputPath(name));

type Mail = { to: string[]; kind: string; subject: string; text: string; headers: Record<string, string> };

async function alertsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get("/api/dev/mailbox");
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: Mail[] };
  return messages.filter((m) => m.to.includes(email) && m.kind === "saved_search_match");
}

test.beforeEach(async ({ request }) => {
  await request.post("/api/dev/clock/reset");
});
test.afterEach(async ({ request }) => {
  await request.post("/api/dev/clock/reset");
});

test("a landlord publishes a home matching a student's saved search: the bell shows it live, the mailbox has the alert", async ({
  page,
  openSecondBrowser,
}) => {
  test.setTimeout(240_000);
  watchRealtime(page);
  const student = await newUserViaApi(page, { firstName: "Sasha", lastName: "Seeker", type: "Student" });
  // A student's saved-search alerts are a daily digest by default: instantly, for this journey.
  const settings = await page.request.get("/api/me/notification-settings");
  const saved = await page.request.put("/api/me/notification-settings", {
    data: { ...(await settings.json()), saved_search_alerts: "instant" },
  });
  expect(saved.ok()).toBe(true);

  // A search only this journey's home can match: its street's made-up name.
  const word = uniqueWord(8);
  const street = `${Math.floor(Math.random() * 900) + 10} ${word} Street`;
  await page.goto(`/properties-to-rent/fallowfield?q=${word}`);
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(toast(page, /^Search saved as/)).toBeVisible();
  await page.goto("/dashboard");
  await expectRealtimeSubscribed(page, "user:");
  await expect(header(page).getByRole("link", { name: "Notifications", exact: true })).toBeVisible();

  const landlord = await openSecondBrowser();
  await newUserViaApi(landlord, { firstName: "Lena", lastName: "Lister", type: "Landlord" });
  const propertyId = await publishListing(landlord, street);

  // The alert exists: the matching and alert jobs ran in the worker, which may first be busy with
  // the photo-variant jobs of the upload and of the demo data (AVIF encoding is slow under load)...
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get("/api/notifications/unread-count")).json()) as {
            unread_count: number;
          }
        ).unread_count,
      { timeout: 120_000 },
    )
    .toBe(1);
  // ...and the bell counts it live, without a reload.
  await expect(header(page).getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible({
    timeout: 15_000,
  });

  // And by email, with the home's price as the site words it and a link to it.
  await expect
    .poll(async () => (await alertsTo(page.request, student.email)).length, { timeout: 15_000 })
    .toBe(1);
  const [mail] = await alertsTo(page.request, student.email);
  expect(mail?.subject).toBe(`New home for "Fallowfield, “${word}”": ${street}, Manchester, M14 6DY`);
  expect(mail?.text).toContain("£1,900 per month");
  expect(mail?.text).toContain(`/property/${propertyId}`);
  expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

  await page.goto("/dev/mailbox");
  await page.getByRole("button", { name: mail?.subject }).click();
  await expect(page.getByRole("heading", { level: 2, name: mail?.subject })).toBeVisible();
  await onEachScreen(page, async (width) => {
    await settleForScreenshot(page);
    await page.screenshot({ path: shot(`saved-search-alert-mail-${width}.png`) });
  });

  // The email settings say where emails go, and offer to confirm a different contact email.
  const contact = `sasha.${word.toLowerCase()}@example.org`;
  expect((await page.request.patch("/api/me/profile", { data: { email: contact } })).ok()).toBe(true);
  await page.goto("/notification-settings");
  const where = page.getByRole("region", { name: "Where we email you" });
  await expect(where).toContainText(`Emails go to ${student.email}, your sign-in address.`);
  await where.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(toast(page, `We sent a confirmation link to ${contact}.`)).toBeVisible();
  await onEachScreen(page, async (width) => {
    await settleForScreenshot(page);
    await page.screenshot({ path: shot(`contact-email-${width}.png`), fullPage: true });
  });
});
