import { MESSAGE_EMAIL_DELAY_MINUTES } from "@roost/shared/domain/notification-settings.ts";
import { describe, expect, it } from "vitest";
import { runDueJobs } from "../../jobs/worker.ts";
import { createInquiry, insertProperty, type Person, person, send } from "../../test/fixtures.ts";
import { testAppWithSmtp, unfoldMail } from "../../test/local-smtp.ts";

const { t, smtp } = await testAppWithSmtp();

const DELAY_MS = MESSAGE_EMAIL_DELAY_MINUTES * 60_000;

/** Runs what is due now, then what is due once the delay has passed; answers the mails sent meanwhile. */
async function mailsAfter(ms: number) {
  const before = smtp.received.length;
  await runDueJobs(t.deps);
  t.clock.advance?.(ms);
  await runDueJobs(t.deps);
  return smtp.received.slice(before);
}

async function enquiry(prefix: string) {
  const landlord = await person(t, `${prefix}-landlord`, "landlord");
  const student = await person(t, `${prefix}-student`);
  const property = await insertProperty(t.db, landlord.id, { addressLine1: "12 Oak Road" });
  const conversationId = await createInquiry(t.db, student.id, property);
  return { landlord, student, conversationId };
}

const setMessages = (p: Person, frequency: "instant" | "daily" | "off") =>
  t.request("/api/me/notification-settings", {
    method: "PUT",
    cookie: p.cookie,
    body: {
      messages_enquiries: frequency,
      viewings_deals: "instant",
      groups_roommates: "instant",
      saved_search_alerts: "off",
      newsletter: false,
    },
  });

describe("new enquiry and new message emails", () => {
  it("wait for the delay, then one email for several messages, never to the sender", async () => {
    const { landlord, student, conversationId } = await enquiry("batch");
    expect((await send(t, student.cookie, conversationId, "Hello, is the room free?")).status).toBe(201);
    expect((await send(t, student.cookie, conversationId, "From September <b>please</b>")).status).toBe(201);

    expect(await mailsAfter(DELAY_MS - 60_000)).toHaveLength(0); // still waiting
    const mails = await mailsAfter(60_000);
    expect(mails.map((m) => m.to)).toEqual([[landlord.email]]);
    const raw = unfoldMail(mails[0]?.raw ?? "");
    expect(raw).toContain("Subject: New enquiry from batch-student Tester about 12 Oak Road");
    expect(raw).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:3999\/api\/email\/unsubscribe\?token=[\w.%-]+>/,
    );
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toContain(`/inquiries/${conversationId}`);
    expect(raw).toContain("/notification-settings");
    expect(raw).toContain("&lt;b&gt;please&lt;/b&gt;"); // the HTML part escapes what people type
    expect(raw).not.toContain(student.email);

    // A third message in the same unread stretch adds no second email.
    await send(t, student.cookie, conversationId, "Any news?");
    expect(await mailsAfter(DELAY_MS)).toHaveLength(0);
  });

  it("is not sent when the recipient reads the conversation first", async () => {
    const { landlord, student, conversationId } = await enquiry("read");
    await send(t, student.cookie, conversationId, "Hello");
    const read = await t.request(`/api/conversations/${conversationId}/read`, {
      method: "POST",
      cookie: landlord.cookie,
    });
    expect(read.status).toBe(200);
    expect(await mailsAfter(DELAY_MS)).toHaveLength(0);
  });

  it("a reply after reading starts a new stretch: the student hears of it as a message", async () => {
    const { landlord, student, conversationId } = await enquiry("reply");
    await send(t, student.cookie, conversationId, "Hello");
    await t.request(`/api/conversations/${conversationId}/read`, { method: "POST", cookie: landlord.cookie });
    await send(t, landlord.cookie, conversationId, "Yes, it is free");
    const mails = await mailsAfter(DELAY_MS);
    expect(mails.map((m) => m.to)).toEqual([[student.email]]);
    expect(unfoldMail(mails[0]?.raw ?? "")).toContain("Subject: New message from reply-landlord Tester");
  });

  it("respects the settings: daily or off sends no instant email", async () => {
    for (const frequency of ["daily", "off"] as const) {
      const { landlord, student, conversationId } = await enquiry(`settings-${frequency}`);
      expect((await setMessages(landlord, frequency)).status).toBe(200);
      await send(t, student.cookie, conversationId, "Hello");
      expect(await mailsAfter(DELAY_MS)).toHaveLength(0);
    }
  });
});
