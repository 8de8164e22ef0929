import type { NotificationSettings } from "@roost/shared/contracts/notification-settings.ts";
import type { SavedSearch } from "@roost/shared/contracts/saved-searches.ts";
import { HOUR_MS } from "@roost/shared/domain/durations.ts";
import { describe, expect, it } from "vitest";
import { runDueJobs } from "../../jobs/worker.ts";
import { createInquiry, insertProperty, type Person, person, send } from "../../test/fixtures.ts";
import { testAppWithSmtp, unfoldMail } from "../../test/local-smtp.ts";
import { DAILY_DIGEST, dailyDigestJob, fanOutDailyDigests } from "./daily-digest.ts";
import { isDigestHour } from "./digest-time.ts";

const { t, smtp } = await testAppWithSmtp();

/** The recurring run as the worker would start it, then every job it fans out. */
async function digestMails() {
  const before = smtp.received.length;
  await fanOutDailyDigests({ deps: t.deps, now: t.clock.now() });
  while ((await runDueJobs(t.deps)) > 0);
  return smtp.received.slice(before);
}

const SETTINGS: NotificationSettings = {
  messages_enquiries: "daily",
  viewings_deals: "instant",
  groups_roommates: "off",
  saved_search_alerts: "off",
  newsletter: false,
};
const save = (p: Person, body: NotificationSettings) =>
  t.request<NotificationSettings>("/api/me/notification-settings", { method: "PUT", cookie: p.cookie, body });

describe("daily digest", () => {
  it("lists the day's unread updates of the daily categories in one email, once a day", async () => {
    const landlord = await person(t, "digest-landlord", "landlord");
    const student = await person(t, "digest-student");
    const quiet = await person(t, "digest-quiet", "landlord"); // nothing unread: no digest
    expect((await save(landlord, SETTINGS)).status).toBe(200);
    const property = await insertProperty(t.db, landlord.id, { addressLine1: "9 Birch Grove" });
    const conversationId = await createInquiry(t.db, student.id, property);
    await send(t, student.cookie, conversationId, "Is the garden shared?");
    await send(t, student.cookie, conversationId, "And is there parking?");
    // The viewing request is instant for this landlord, so it is not repeated in the digest.
    await t.request(`/api/conversations/${conversationId}/deal/request-viewing`, {
      cookie: student.cookie,
      body: {},
    });

    const mails = await digestMails();
    const mine = mails.filter((m) => m.to.includes(landlord.email));
    expect(mine).toHaveLength(1);
    expect(mails.some((m) => m.to.includes(quiet.email))).toBe(false);
    const raw = unfoldMail(mine[0]?.raw ?? "");
    expect(raw).toContain("Subject: Your Roost daily digest: 2 updates");
    expect(raw).toContain("Is the garden shared?");
    expect(raw).toContain("And is there parking?");
    expect(raw).not.toContain("Viewing requested");
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    expect((await digestMails()).filter((m) => m.to.includes(landlord.email))).toHaveLength(0);
  });

  it("its unsubscribe link turns every daily category and daily saved search off and keeps the rest", async () => {
    const landlord = await person(t, "digest-unsub", "landlord");
    const student = await person(t, "digest-unsub-student");
    await save(landlord, { ...SETTINGS, saved_search_alerts: "daily" });
    const searchIds: string[] = [];
    for (const area of ["hulme", "salford"]) {
      const saved = await t.request<SavedSearch>("/api/saved-searches", {
        method: "POST",
        body: { filters: { area } },
        cookie: landlord.cookie,
      });
      searchIds.push(saved.body.id);
    }
    await t.request(`/api/saved-searches/${searchIds[0]}`, {
      method: "PATCH",
      body: { alert: "daily" },
      cookie: landlord.cookie,
    });
    const property = await insertProperty(t.db, landlord.id);
    await send(t, student.cookie, await createInquiry(t.db, student.id, property), "Hello");
    const [mail] = (await digestMails()).filter((m) => m.to.includes(landlord.email));
    const url = /List-Unsubscribe: <([^>]+)>/.exec(unfoldMail(mail?.raw ?? ""))?.[1] ?? "";
    const res = await t.request(url.replace("http://localhost:3999", ""), { method: "POST" });
    expect(res.body).toEqual({ unsubscribed: true, category: "daily_digest" });
    const after = await t.request<NotificationSettings>("/api/me/notification-settings", {
      cookie: landlord.cookie,
    });
    expect(after.body).toEqual({ ...SETTINGS, messages_enquiries: "off", saved_search_alerts: "off" });
    const searches = await t.request<SavedSearch[]>("/api/saved-searches", { cookie: landlord.cookie });
    const alertOf = (id: string | undefined) => searches.body.find((s) => s.id === id)?.alert;
    expect([alertOf(searchIds[0]), alertOf(searchIds[1])]).toEqual(["off", "instant"]);
  });

  it("goes out from the hourly run only in the hour that is 07:00 in London", async () => {
    const landlord = await person(t, "digest-hour", "landlord");
    const student = await person(t, "digest-hour-student");
    expect((await save(landlord, SETTINGS)).status).toBe(200);
    const property = await insertProperty(t.db, landlord.id);
    await send(t, student.cookie, await createInquiry(t.db, student.id, property), "Still free?");
    // The next 07:00 in London after now (06:00 or 07:00 UTC by the season), and the hour before.
    let digestHour = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS);
    while (!isDigestHour(digestHour)) digestHour = new Date(digestHour.getTime() + HOUR_MS);
    const run = async (now: Date) => {
      const before = smtp.received.length;
      await dailyDigestJob({
        deps: t.deps,
        payload: {},
        job: { id: 0, name: DAILY_DIGEST, attempt: 1 },
        now,
      });
      while ((await runDueJobs(t.deps)) > 0);
      return smtp.received.slice(before).filter((m) => m.to.includes(landlord.email));
    };
    // The app's clock at that hour, so the jobs the run queues are due.
    t.clock.advance?.(digestHour.getTime() - Date.now() + 60_000);
    try {
      expect(await run(new Date(digestHour.getTime() - HOUR_MS))).toHaveLength(0);
      expect(await run(digestHour)).toHaveLength(1);
    } finally {
      t.clock.reset?.();
    }
  });
});
