import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import {
  expect,
  newUserViaApi,
  onEachScreen,
  type Page,
  publishListing,
  settleForScreenshot,
  test,
} from "./fixtures.ts";

// A landlord away from Roost hears of a new enquiry by email after the delay (decision
// 032), with a link straight to it; a landlord who reads it first gets no email. The server's test
// clock stands in for the wait; it is global to the server, so it is reset before and after.

const DELAY_MINUTES = 6; // a little past MESSAGE_EMAIL_DELAY_MINUTES

type Mail = { to: string[]; kind: string; subject: string; text: string; headers: Record<string, string> };

async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get("/api/dev/mailbox");
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: Mail[] };
  return messages.filter((m) => m.to.includes(email));
}

async function enquire(student: Page, propertyId: string, content: string): Promise<string> {
  const started = await student.request.post(`/api/properties/${propertyId}/inquiry`);
  expect(started.ok(), `start inquiry: ${started.status()}`).toBe(true);
  const { conversation_id } = (await started.json()) as { conversation_id: string };
  const sent = await student.request.post(`/api/conversations/${conversation_id}/messages`, {
    data: { id: randomUUID(), content },
  });
  expect(sent.status()).toBe(201);
  return conversation_id;
}

const advanceClock = async (request: APIRequestContext) =>
  expect((await request.post("/api/dev/clock/advance", { data: { minutes: DELAY_MINUTES } })).ok()).toBe(
    true,
  );

test.beforeEach(async ({ request }) => {
  await request.post("/api/dev/clock/reset");
});
test.afterEach(async ({ request }) => {
  await request.post("/api/dev/clock/reset");
});

test("an enquiry reaches the landlord who is away by one email; read first, it sends none", async ({
  page,
  openSecondBrowser,
}) => {
  const landlord = await newUserViaApi(page, { firstName: "Alba", lastName: "Away", type: "Landlord" });
  const street = `${Math.floor(Math.random() * 900) + 10} Mail Street`;
  const propertyId = await publishListing(page, street);
  const student = await openSecondBrowser();
  await newUserViaApi(student, { firstName: "Sami", lastName: "Sender", type: "Student" });

  // The landlord has no Roost page open: two messages, then the delay passes.
  const conversationId = await enquire(student, propertyId, "Hello, is the house free from September?");
  await student.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { id: randomUUID(), content: "We are a group of four." },
  });
  expect(await mailsTo(page.request, landlord.email)).toHaveLength(0);
  await advanceClock(page.request);
  await expect
    .poll(async () => (await mailsTo(page.request, landlord.email)).length, { timeout: 15_000 })
    .toBe(1);
  const [mail] = await mailsTo(page.request, landlord.email);
  expect(mail?.kind).toBe("new_enquiry");
  expect(mail?.subject).toBe(`New enquiry from Sami Sender about ${street}, Manchester, M14 6DY`);
  expect(mail?.text).toContain("We are a group of four.");
  expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const unsubscribeUrl = /^<(.+)>$/.exec(mail?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";

  // The development mailbox previews it with its header fields. Other journeys' mails (and the
  // demo data's, emailed once the clock moved) may be newer, so open this one by its subject.
  await page.goto("/dev/mailbox");
  await page.getByRole("button", { name: mail?.subject }).click();
  await expect(page.getByRole("heading", { level: 2, name: mail?.subject })).toBeVisible();
  await expect(page.getByText("List-Unsubscribe=One-Click")).toBeVisible();
  await onEachScreen(page, async (width) => {
    await settleForScreenshot(page);
    await page.screenshot({ path: test.info().outputPath(`dev-mailbox-enquiry-${width}.png`) });
  });

  // The link goes straight to the enquiry.
  const link = /Open the enquiry: (\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
  expect(link).toMatch(new RegExp(`/inquiries/${conversationId}$`));
  await page.goto(new URL(link).pathname);
  await expect(page.getByText("Hello, is the house free from September?")).toBeVisible();

  // A second enquiry that the landlord reads before the delay is over: no email.
  const second = await publishListing(page, `${street} Annex`);
  const secondConversation = await enquire(student, second, "And the annex?");
  const read = page.waitForResponse((r) => r.url().endsWith(`/api/conversations/${secondConversation}/read`));
  await page.goto(`/inquiries/${secondConversation}`);
  await expect(page.getByText("And the annex?")).toBeVisible();
  expect((await read).ok()).toBe(true);
  await advanceClock(page.request);
  // Give the worker time to run the job (it would have mailed within the poll above).
  await page.waitForTimeout(3_000);
  expect(await mailsTo(page.request, landlord.email)).toHaveLength(1);

  // The unsubscribe link works signed out: opening it only asks; the button switches the emails off.
  const visitor = await openSecondBrowser();
  await visitor.goto(new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search);
  await expect(visitor.getByText("Stop emails about messages and enquiries from Roost?")).toBeVisible();
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  const settings = await page.request.get("/api/me/notification-settings");
  expect(((await settings.json()) as { messages_enquiries: string }).messages_enquiries).toBe("off");
});
