import type { AddressInfo } from "node:net";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, user } from "../db/schema.ts";
import {
  createInquiry,
  createProperty,
  person,
} from "../features/conversations/conversation-test-helpers.ts";
import { runDueJobs } from "../jobs/worker.ts";
import { createLogger } from "../lib/logger.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { formatUkDateTime, renderBookingEmail } from "./booking-email.ts";
import { createMailer } from "./mailer.ts";

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A local SMTP server that accepts everything and keeps the raw messages. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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

describe("renderBookingEmail", () => {
  it("shows the address and the time in UK time, in text and HTML", () => {
    const mail = sample(new Date("2026-06-01T00:00:00Z"));
    // 16:30 UTC in July is 17:30 BST.
    expect(formatUkDateTime(new Date("2026-07-01T16:30:00Z"))).toBe("Wednesday 1 July 2026 at 17:30 BST");
    expect(formatUkDateTime(new Date("2026-12-01T16:30:00Z"))).toBe("Tuesday 1 December 2026 at 16:30 GMT");
    expect(mail.subject).toBe(
      "Viewing booked: 7 Platt Lane, Manchester, M14 6AB on Wednesday 1 July 2026 at 17:30 BST",
    );
    expect(mail.text).toContain("Viewing time: Wednesday 1 July 2026 at 17:30 BST (UK time)");
    expect(mail.html).toContain("7 Platt Lane, Manchester, M14 6AB");
    expect(mail.to).toEqual(["leo@example.com"]);
    // The recipient and the landlord it names: deleting either account deletes the mail.
    expect(mail.personIds).toEqual(["leo-id", "lara-id"]);
    expect(mail.attachments?.[0]?.content).toContain("DTSTART:20260701T163000Z");
    const unfolded = mail.attachments?.[0]?.content.replace(/\r\n /g, "") ?? "";
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
    const lines = (mail.attachments?.[0]?.content ?? "").replace(/\r\n /g, "").split("\r\n");
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
      const { id } = await mailer.sendMail({
        to: ["a@example.com\r\nBcc: b@evil.example"],
        subject: "Report: Eve\r\nBcc: x@evil.example",
        text: "Body\nkeeps its lines",
        html: "<p>Body</p>",
        kind: "test",
        attachments: [{ filename: "a\r\nb.txt", contentType: "text/plain", content: "x" }],
        personIds: ["eve-id", "amy-id", "eve-id"],
      });
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
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
    await mailer.sendMail(sample(t.clock.now()));
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(["leo@example.com"]);
    expect(mail?.from).toBe("bookings@roost.test");
    expect(mail?.raw).toMatch(/Content-Type: multipart\/mixed/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail?.raw).toMatch(/Content-Type: text\/calendar/i);
    expect(mail?.raw).toMatch(/filename=viewing\.ics/i);
  });

  it("the booking-email job of a booked viewing goes out over SMTP, not to the outbox", async () => {
    const landlord = await person(t, "smtp-landlord", "landlord");
    const student = await person(t, "smtp-student");
    const property = await createProperty(t.db, landlord.id, { addressLine1: "3 Wilbraham Road" });
    const conversationId = await createInquiry(t.db, student.id, property);
    const path = `/api/conversations/${conversationId}/deal`;
    expect((await t.request(`${path}/request-viewing`, { cookie: student.cookie, body: {} })).status).toBe(
      200,
    );
    const at = new Date(t.clock.now().getTime() + 48 * 3_600_000).toISOString();
    await t.request(`${path}/slots`, { cookie: landlord.cookie, body: { slots: [at] } });
    const sent = await t.request(`${path}/send-slots`, { cookie: landlord.cookie, body: {} });
    const booked = await t.request(`${path}/select-slot`, {
      cookie: student.cookie,
      body: { slot_id: sent.body.slots[0].id },
    });
    expect(booked.status).toBe(200);
    const before = smtp.received.length;
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

  it("a failing SMTP server leaves the job to retry without blocking the flow", async () => {
    const broken = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const landlord = await person(broken, "down-landlord", "landlord");
      const student = await person(broken, "down-student");
      const property = await createProperty(broken.db, landlord.id);
      const conversationId = await createInquiry(broken.db, student.id, property);
      const path = `/api/conversations/${conversationId}/deal`;
      await broken.request(`${path}/request-viewing`, { cookie: student.cookie, body: {} });
      const at = new Date(broken.clock.now().getTime() + 48 * 3_600_000).toISOString();
      await broken.request(`${path}/slots`, { cookie: landlord.cookie, body: { slots: [at] } });
      const sent = await broken.request(`${path}/send-slots`, { cookie: landlord.cookie, body: {} });
      const booked = await broken.request(`${path}/select-slot`, {
        cookie: student.cookie,
        body: { slot_id: sent.body.slots[0].id },
      });
      expect(booked.status).toBe(200);
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
