import type { DealView } from "@roost/shared/contracts/deals.ts";
import { HOUR_MS } from "@roost/shared/domain/durations.ts";
import { MESSAGE_EMAIL_DELAY_MINUTES } from "@roost/shared/domain/notification-settings.ts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import { createInquiry, insertProperty, type Person, person } from "../../test/fixtures.ts";
import { testAppWithSmtp, unfoldMail } from "../../test/local-smtp.ts";
import { NOTIFICATION_EMAILS, sweepNotificationEmails } from "./notification-email-job.ts";

const { t, smtp } = await testAppWithSmtp();

const DELAY_MS = MESSAGE_EMAIL_DELAY_MINUTES * 60_000;

/** Moves the clock on, runs the sweep as the recurring job would, then the jobs it queued. */
async function mailsAfter(ms: number) {
  const before = smtp.received.length;
  t.clock.advance?.(ms);
  await sweepNotificationEmails({
    deps: t.deps,
    payload: {},
    job: { id: 0, name: NOTIFICATION_EMAILS, attempt: 1 },
    now: t.clock.now(),
  });
  while ((await runDueJobs(t.deps)) > 0);
  return smtp.received.slice(before);
}

async function viewingRequested(prefix: string) {
  const landlord = await person(t, `${prefix}-landlord`, "landlord");
  const student = await person(t, `${prefix}-student`);
  const property = await insertProperty(t.db, landlord.id, { addressLine1: "4 Moss Lane" });
  const conversationId = await createInquiry(t.db, student.id, property);
  const deal = `/api/conversations/${conversationId}/deal`;
  expect((await t.request(`${deal}/request-viewing`, { cookie: student.cookie, body: {} })).status).toBe(200);
  return { landlord, student, deal, conversationId };
}

const setViewings = (p: Person, frequency: "instant" | "off") =>
  t.request("/api/me/notification-settings", {
    method: "PUT",
    cookie: p.cookie,
    body: {
      messages_enquiries: "instant",
      viewings_deals: frequency,
      groups_roommates: "instant",
      saved_search_alerts: "off",
      newsletter: false,
    },
  });

describe("notification emails", () => {
  it("a viewing request still unread after the delay is emailed to the landlord, once", async () => {
    const { landlord, conversationId } = await viewingRequested("requested");
    expect(await mailsAfter(DELAY_MS - 60_000)).toHaveLength(0);
    const mails = await mailsAfter(60_000);
    expect(mails.map((m) => m.to)).toEqual([[landlord.email]]);
    const raw = unfoldMail(mails[0]?.raw ?? "");
    expect(raw).toContain("Subject: Viewing requested");
    expect(raw).toContain("4 Moss Lane");
    expect(raw).toContain(`/inquiries/${conversationId}`);
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(await mailsAfter(DELAY_MS)).toHaveLength(0); // never twice
  });

  it("is not sent when the notification was read meanwhile, or the category is off", async () => {
    const read = await viewingRequested("seen");
    await t.db
      .update(notifications)
      .set({ readAt: t.clock.now() })
      .where(and(eq(notifications.userId, read.landlord.id), eq(notifications.title, "Viewing requested")));
    const off = await viewingRequested("off");
    expect((await setViewings(off.landlord, "off")).status).toBe(200);
    expect(await mailsAfter(DELAY_MS)).toHaveLength(0);
  });

  it("groups and roommates: instant by default for a student, a digest (no instant email) for a landlord", async () => {
    const student = await person(t, "connect-student");
    const landlord = await person(t, "connect-landlord", "landlord");
    const request = {
      type: "connect_request" as const,
      title: "New connect request",
      message: "Mia wants to connect",
    };
    await t.db.insert(notifications).values([
      { ...request, userId: student.id },
      { ...request, userId: landlord.id },
    ]);
    const mails = await mailsAfter(DELAY_MS);
    expect(mails.map((m) => m.to)).toEqual([[student.email]]);
    expect(unfoldMail(mails[0]?.raw ?? "")).toContain("/roommates");
  });

  it("a booked viewing gets its booking email only, not a second one from its notification", async () => {
    const { landlord, student, deal } = await viewingRequested("booked");
    await mailsAfter(DELAY_MS); // the request's own email
    const at = new Date(t.clock.now().getTime() + 48 * HOUR_MS).toISOString();
    await t.request(`${deal}/slots`, { cookie: landlord.cookie, body: { slots: [at] } });
    const sent = await t.request<DealView>(`${deal}/send-slots`, { cookie: landlord.cookie, body: {} });
    const booked = await t.request(`${deal}/select-slot`, {
      cookie: student.cookie,
      body: { slot_id: sent.body.slots[0].id },
    });
    expect(booked.status).toBe(200);
    const mails = await mailsAfter(DELAY_MS);
    const subjects = mails.map((m) => /^Subject: (.*)$/m.exec(unfoldMail(m.raw))?.[1]).sort();
    // The student hears that times were offered; the booking goes out as the §7 booking email.
    expect(subjects.filter((s) => s?.startsWith("Viewing booked"))).toHaveLength(2);
    expect(subjects).toContain("Viewing times offered");
    expect(subjects.filter((s) => s === "Viewing booked")).toHaveLength(0);
  });

  // The remaining events of decision 032, by the notification each one creates: every type the sweep covers
  // is emailed once after the delay, with a link to where it is handled.
  it.each([
    ["attendance asked", "negotiation", "Did the viewing go ahead?", "/inquiries/"],
    ["new application", "application", "New application", "/inquiries/"],
    ["join request received", "group_request", "New join request", "/groups"],
    ["join request accepted", "group_request", "Join request accepted", "/groups"],
    ["join request declined", "group_request", "Join request declined", "/groups"],
    ["connect request accepted", "connect_request", "Connect request accepted", "/roommates"],
    ["group invite", "group_invite", "You're invited to a group", "/groups"],
  ] as const)("%s is emailed once after the delay", async (event, type, title, link) => {
    const student = await person(t, `event-${type}-${title.length}`);
    const conversationId = link === "/inquiries/" ? crypto.randomUUID() : null;
    await t.db.insert(notifications).values({
      userId: student.id,
      type,
      title,
      message: event,
      data: conversationId ? { conversation_id: conversationId } : {},
    });
    const mails = (await mailsAfter(DELAY_MS)).filter((m) => m.to.includes(student.email));
    expect(mails).toHaveLength(1);
    const raw = unfoldMail(mails[0]?.raw ?? "");
    expect(raw).toContain(`Subject: ${title}`);
    expect(raw).toContain(conversationId ? `/inquiries/${conversationId}` : link);
    expect((await mailsAfter(DELAY_MS)).filter((m) => m.to.includes(student.email))).toHaveLength(0);
  });
});
