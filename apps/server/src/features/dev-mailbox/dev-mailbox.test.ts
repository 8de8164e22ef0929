import type { DevClockState, DevMailboxList } from "@roost/shared/contracts/mail.ts";
import { HOUR_MS, MINUTE_MS } from "@roost/shared/domain/durations.ts";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "../../db/schema.ts";
import { enqueue } from "../../jobs/queue.ts";
import { createLogger } from "../../lib/logger.ts";
import { createMailer } from "../../mail/mailer.ts";
import { person } from "../../test/fixtures.ts";
import { createTestApp, LOOPBACK_PEER, TEST_ORIGIN, useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

describe("development mailbox", () => {
  it("lists outbox messages to signed-in users and serves attachments", async () => {
    expect((await t.request("/api/dev/mailbox")).status).toBe(401);
    const mailer = createMailer({ config: t.deps.config, db: t.db, log: createLogger("silent") });
    expect(mailer.transport).toBe("outbox");
    await mailer.sendMail(
      {
        to: ["a@example.com", "b@example.com"],
        subject: "Viewing booked",
        text: "Plain body",
        html: "<p>HTML body</p>",
        kind: "viewing_scheduled",
        personIds: [],
        attachments: [
          {
            filename: "viewing.ics",
            contentType: "text/calendar; charset=utf-8",
            content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
          },
        ],
      },
      "dev-mailbox-sample",
    );
    const me = await person(t, "dev");
    const list = await t.request<DevMailboxList>("/api/dev/mailbox", { cookie: me.cookie });
    expect(list.status).toBe(200);
    const [mail] = list.body.messages;
    expect(mail).toMatchObject({
      to: ["a@example.com", "b@example.com"],
      subject: "Viewing booked",
      kind: "viewing_scheduled",
      text: "Plain body",
      has_html: true,
      attachments: [{ index: 0, filename: "viewing.ics", contentType: "text/calendar; charset=utf-8" }],
    });
    const download = await t.app.request(
      mail.attachments[0].url,
      { headers: { cookie: me.cookie, origin: TEST_ORIGIN } },
      LOOPBACK_PEER,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toContain("text/calendar");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="viewing.ics"');
    expect(await download.text()).toBe("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
    expect((await t.request(`/api/dev/mailbox/${mail.id}/attachments/5`, { cookie: me.cookie })).status).toBe(
      404,
    );
  });

  it("moves the test clock forward and back", async () => {
    const before = t.clock.now().getTime();
    const advanced = await t.request<DevClockState>("/api/dev/clock/advance", { body: { minutes: 61 } });
    expect(advanced.status).toBe(200);
    expect(new Date(advanced.body.now).getTime() - before).toBeGreaterThanOrEqual(61 * MINUTE_MS);
    expect(t.clock.now().getTime() - Date.now()).toBeGreaterThan(HOUR_MS);
    expect((await t.request("/api/dev/clock/advance", { body: { minutes: "x" } })).status).toBe(400);
    const reset = await t.request<DevClockState>("/api/dev/clock/reset", { body: {} });
    expect(reset.status).toBe(200);
    expect(Math.abs(t.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it("brings jobs queued on the moved clock back to real time when it is reset", async () => {
    await t.request("/api/dev/clock/advance", { body: { minutes: 3 * 24 * 60 } });
    const movedNow = t.clock.now();
    const dueNow = `clock-reset-due-${movedNow.getTime()}`;
    const dueLater = `clock-reset-later-${movedNow.getTime()}`;
    await t.db.transaction(async (tx) => {
      await enqueue(tx, "noop", {}, { runAt: movedNow, uniqueKey: dueNow });
      const halfAnHourLater = new Date(movedNow.getTime() + 30 * 60_000);
      await enqueue(tx, "noop", {}, { runAt: halfAnHourLater, uniqueKey: dueLater });
    });
    expect((await t.request("/api/dev/clock/reset", { body: {} })).status).toBe(200);
    const runAt = async (key: string) =>
      (await t.db.select({ runAt: jobs.runAt }).from(jobs).where(eq(jobs.uniqueKey, key)))[0].runAt.getTime();
    // Due on the moved clock, so due now: not three days from now.
    expect(await runAt(dueNow)).toBeLessThanOrEqual(Date.now());
    // Still half an hour ahead of "now", as it was before the reset.
    expect((await runAt(dueLater)) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((await runAt(dueLater)) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    await t.db.delete(jobs).where(inArray(jobs.uniqueKey, [dueNow, dueLater]));
  });
});

describe("outside development", () => {
  it("the clock is 404 without TEST_CLOCK", async () => {
    const plain = await createTestApp({ TEST_CLOCK: "false" });
    try {
      expect((await plain.request("/api/dev/clock/advance", { body: { minutes: 1 } })).status).toBe(404);
      expect((await plain.request("/api/dev/clock/reset", { body: {} })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it("the mailbox and the clock are 404 in production", async () => {
    const prod = await createTestApp({ NODE_ENV: "production", TEST_CLOCK: "true" });
    try {
      expect((await prod.request("/api/dev/mailbox")).status).toBe(404);
      expect(
        (await prod.request("/api/dev/mailbox/11111111-1111-4111-8111-111111111111/attachments/0")).status,
      ).toBe(404);
      expect((await prod.request("/api/dev/clock/advance", { body: { minutes: 1 } })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
