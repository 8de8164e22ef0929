import type { DealView } from "@roost/shared/contracts/deals.ts";
import { DAY_MS, HOUR_MS } from "@roost/shared/domain/durations.ts";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailDeliveries, mailOutbox, user } from "../db/schema.ts";
import { LEASE_MS, runDueJobs } from "../jobs/worker.ts";
import { createLogger } from "../lib/logger.ts";
import { createInquiry, insertProperty, person } from "../test/fixtures.ts";
import { startSmtp } from "../test/local-smtp.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { renderBookingEmail } from "./booking-email.ts";
import { messageIdFor } from "./deliveries.ts";
import { createMailer, SMTP_SEND_DEADLINE_MS, SMTP_TIMEOUTS } from "./mailer.ts";

const sample = (now: Date, overrides: Partial<Parameters<typeof renderBookingEmail>[0]> = {}) =>
  renderBookingEmail({
    conversationId: "11111111-1111-4111-8111-111111111111",
    dealId: "22222222-2222-4222-8222-222222222222",
    propertyAddress: "7 Platt Lane, Manchester, M14 6AB",
    confirmationType: "viewing_scheduled",
    scheduledDateTime: new Date("2026-07-01T16:30:00Z"),
    recipient: { id: "leo-id", email: "leo@example.com", name: "Leo <Leader>" },
    landlord: { id: "lara-id", name: "Lara Landlord" },
    conversationUrl: "http://localhost:3000/messages/11111111-1111-4111-8111-111111111111",
    now,
    fromEmail: "no-reply@roost.local",
    ...overrides,
  });

/** A student books a viewing of a landlord's property through the API: booking mails are queued. */
async function bookAViewing(app: TestApp, prefix: string) {
  const landlord = await person(app, `${prefix}-landlord`, "landlord");
  const student = await person(app, `${prefix}-student`);
  const property = await insertProperty(app.db, landlord.id, { addressLine1: "3 Wilbraham Road" });
  const conversationId = await createInquiry(app.db, student.id, property);
  const path = `/api/conversations/${conversationId}/deal`;
  expect((await app.request(`${path}/request-viewing`, { cookie: student.cookie, body: {} })).status).toBe(
    200,
  );
  const at = new Date(app.clock.now().getTime() + 48 * HOUR_MS).toISOString();
  await app.request(`${path}/slots`, { cookie: landlord.cookie, body: { slots: [at] } });
  const sent = await app.request<DealView>(`${path}/send-slots`, { cookie: landlord.cookie, body: {} });
  const booked = await app.request(`${path}/select-slot`, {
    cookie: student.cookie,
    body: { slot_id: sent.body.slots[0].id },
  });
  expect(booked.status).toBe(200);
  return { landlord, student };
}

describe("renderBookingEmail", () => {
  it("shows the address and the time in UK time, in text and HTML", () => {
    const mail = sample(new Date("2026-06-01T00:00:00Z"));
    // 16:30 UTC in July is 17:30 BST.
    expect(mail.subject).toBe(
      "Viewing booked: 7 Platt Lane, Manchester, M14 6AB on Wednesday 1 July 2026 at 17:30 BST",
    );
    expect(mail.text).toContain("Viewing time: Wednesday 1 July 2026 at 17:30 BST (UK time)");
    expect(mail.html).toContain("7 Platt Lane, Manchester, M14 6AB");
    expect(mail.to).toEqual(["leo@example.com"]);
    // The recipient and the landlord it names: deleting either account deletes the mail.
    expect(mail.personIds).toEqual(["leo-id", "lara-id"]);
    expect(mail.attachments?.[0]?.content).toContain("DTSTART:20260701T163000Z");
    const unfolded = String(mail.attachments?.[0]?.content ?? "").replace(/\r\n /g, "");
    expect(unfolded.match(/^ATTENDEE.*$/gm)).toEqual([
      "ATTENDEE;CN=Leo <Leader>;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:leo@example.com",
    ]);
  });

  it("puts names and the address on one line in the subject, the body and the invitation", () => {
    const mail = sample(new Date("2026-06-01T00:00:00Z"), {
      propertyAddress: "7 Platt Lane\r\nBcc: z@evil.example, Manchester",
      landlord: { id: "lara-id", name: "Lara\nReply-To: l@evil.example" },
      recipient: { id: "eve-id", email: "leo@example.com", name: "Eve\r\nATTENDEE:mailto:x@evil" },
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toMatch(/^Viewing booked: 7 Platt Lane Bcc: z@evil.example, Manchester on /);
    expect(mail.text).toContain("Landlord: Lara Reply-To: l@evil.example\n");
    const lines = String(mail.attachments?.[0]?.content ?? "")
      .replace(/\r\n /g, "")
      .split("\r\n");
    expect(lines.filter((l) => l.startsWith("ATTENDEE"))).toEqual([
      'ATTENDEE;CN="Eve ATTENDEE:mailto:x@evil";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:leo@example.com',
    ]);
  });
});

describe("outbox transport", () => {
  it("never stores a subject, recipient or attachment name with a line break", async () => {
    const t = await createTestApp();
    try {
      const mailer = createMailer({ config: t.deps.config, db: t.db, log: createLogger("silent") });
      await mailer.sendMail(
        {
          to: ["a@example.com\r\nBcc: b@evil.example"],
          subject: "Report: Eve\r\nBcc: x@evil.example",
          text: "Body\nkeeps its lines",
          html: "<p>Body</p>",
          kind: "test",
          attachments: [{ filename: "a\r\nb.txt", contentType: "text/plain", content: "x" }],
          personIds: ["eve-id", "amy-id", "eve-id"],
        },
        "one-line-test",
      );
      const [row] = await t.db.select().from(mailOutbox);
      expect(row?.subject).toBe("Report: Eve Bcc: x@evil.example");
      expect(row?.to).toEqual(["a@example.com Bcc: b@evil.example"]);
      expect(row?.attachments[0]?.filename).toBe("a b.txt");
      expect(row?.text).toBe("Body\nkeeps its lines");
      // Who the mail is to or about, once each: account deletion finds the mail by them.
      expect(row?.personIds).toEqual(["eve-id", "amy-id"]);
    } finally {
      await t.close();
    }
  });
});

describe("idempotency (decision 019)", () => {
  it("puts a mail into the outbox once per key, however often its job runs", async () => {
    const t = await createTestApp();
    try {
      const mailer = createMailer({ config: t.deps.config, db: t.db, log: createLogger("silent") });
      const mail = sample(t.clock.now());
      const runs = await Promise.all([1, 2, 3].map(() => mailer.sendMail(mail, "booking:d1:leo")));
      expect(runs.filter((r) => !r.alreadySent)).toHaveLength(1);
      expect(new Set(runs.map((r) => r.messageId)).size).toBe(1);
      await mailer.sendMail(mail, "booking:d1:amy");
      expect(await t.db.select().from(mailOutbox)).toHaveLength(2);
      const records = await t.db.select().from(mailDeliveries).orderBy(mailDeliveries.idempotencyKey);
      expect(records.map((r) => [r.idempotencyKey, r.state])).toEqual([
        ["booking:d1:amy", "sent"],
        ["booking:d1:leo", "sent"],
      ]);
      expect(records[1]?.personIds).toEqual(["leo-id", "lara-id"]);
    } finally {
      await t.close();
    }
  });

  it("derives one Message-ID per key, on the sender's domain", () => {
    const id = messageIdFor("booking:d1:leo", "Roost <bookings@roost.test>");
    expect(id).toMatch(/^<[0-9a-f]{32}@roost\.test>$/);
    expect(messageIdFor("booking:d1:leo", "bookings@roost.test")).toBe(id);
    expect(messageIdFor("booking:d1:amy", "Roost <bookings@roost.test>")).not.toBe(id);
  });

  it("keeps every SMTP wait inside the job lease", () => {
    for (const ms of [...Object.values(SMTP_TIMEOUTS), SMTP_SEND_DEADLINE_MS])
      expect(ms).toBeLessThan(LEASE_MS / 2);
  });
});

describe("SMTP transport", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "Roost <bookings@roost.test>" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("sends text, HTML and the .ics attachment", async () => {
    const mailer = createMailer({ config: t.deps.config, db: t.db, log: createLogger("silent") });
    expect(mailer.transport).toBe("smtp");
    await mailer.sendMail(sample(t.clock.now()), "smtp-sample");
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["leo@example.com"]);
    expect(mail?.from).toBe("bookings@roost.test");
    expect(mail?.raw).toMatch(/Content-Type: multipart\/mixed/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/calendar/i);
    expect(mail?.raw).toMatch(/filename=viewing\.ics/i);
  });

  it("sends a key once, and after a failed attempt resends it with the same Message-ID", async () => {
    const mailer = createMailer({ config: t.deps.config, db: t.db, log: createLogger("silent") });
    const before = smtp.received.length;
    smtp.rejectNext(1);
    await expect(mailer.sendMail(sample(t.clock.now()), "retry-key")).rejects.toThrow();
    const [attempted] = await t.db
      .select()
      .from(mailDeliveries)
      .where(eq(mailDeliveries.idempotencyKey, "retry-key"));
    expect(attempted).toMatchObject({ state: "sending", attempts: 1, sentAt: null });

    const sent = await mailer.sendMail(sample(t.clock.now()), "retry-key");
    const again = await mailer.sendMail(sample(t.clock.now()), "retry-key");
    expect([sent.alreadySent, again.alreadySent]).toEqual([false, true]);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain(
      `Message-ID: ${messageIdFor("retry-key", "Roost <bookings@roost.test>")}`,
    );
    const [record] = await t.db
      .select()
      .from(mailDeliveries)
      .where(eq(mailDeliveries.idempotencyKey, "retry-key"));
    expect(record).toMatchObject({ state: "sent", attempts: 2 });
    expect(record?.sentAt).toBeInstanceOf(Date);
  });

  it("the booking-email job of a booked viewing goes out over SMTP, not to the outbox", async () => {
    const before = smtp.received.length;
    const { landlord, student } = await bookAViewing(t, "smtp");
    while ((await runDueJobs(t.deps)) > 0); // the job fans out one mail job per recipient
    const mails = smtp.received.slice(before);
    const emails = await t.db
      .select({ email: user.email })
      .from(user)
      .where(inArray(user.id, [landlord.id, student.id]));
    // One SMTP envelope per party, each naming only that party, in the envelope and in the message.
    expect(mails.map((m) => m.to).sort()).toEqual(emails.map((e) => [e.email]).sort());
    for (const mail of mails) {
      const other = emails.find((e) => e.email !== mail.to[0])?.email ?? "";
      expect(mail.raw).not.toContain(other);
      expect(mail.raw).toContain("3 Wilbraham Road");
      expect(mail.raw).toMatch(/filename=viewing\.ics/i);
    }
    expect(await t.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt))).toHaveLength(0);
  });

  it("a mail server down for a whole day loses no booking email and sends none twice", async () => {
    const before = smtp.received.length;
    smtp.rejectNext(Number.POSITIVE_INFINITY);
    await bookAViewing(t, "outage");
    const start = t.clock.now().getTime();
    while (t.clock.now().getTime() - start < DAY_MS) {
      await runDueJobs(t.deps);
      t.clock.advance?.(15 * 60_000);
    }
    expect(smtp.received.length).toBe(before);
    const waiting = await t.db.execute<{ attempts: number; dead_at: Date | null }>(
      sql`select attempts, dead_at from jobs where name = 'send-booking-email-to' and done_at is null`,
    );
    expect(waiting.rows).toHaveLength(2);
    for (const job of waiting.rows) {
      expect(job.dead_at).toBeNull();
      expect(job.attempts).toBeGreaterThan(10);
    }

    smtp.rejectNext(0);
    for (let i = 0; i < 12; i++) {
      t.clock.advance?.(15 * 60_000);
      await runDueJobs(t.deps);
    }
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(2);
    const ids = mails.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim());
    expect(new Set(ids).size).toBe(2);
  });

  it("a failing SMTP server leaves the job to retry without blocking the flow", async () => {
    const broken = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      await bookAViewing(broken, "down");
      // Failed sends are rescheduled 30 s later on the (stopped) test clock, so this ends.
      while ((await runDueJobs(broken.deps)) > 0);
      const jobs = await broken.db.execute<{ last_error: string | null; done_at: Date | null }>(
        sql`select last_error, done_at from jobs where name = 'send-booking-email-to'`,
      );
      expect(jobs.rows).toHaveLength(2); // one per party, each retried on its own
      for (const job of jobs.rows) {
        expect(job.done_at).toBeNull();
        expect(job.last_error).toBeTruthy();
      }
    } finally {
      await broken.close();
    }
  });
});
