import type { NotificationSettings } from "@roost/shared/contracts/notification-settings.ts";
import type { SavedSearch } from "@roost/shared/contracts/saved-searches.ts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, properties } from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import { insertProperty, type Person, person } from "../../test/fixtures.ts";
import { testAppWithSmtp, unfoldMail } from "../../test/local-smtp.ts";
import { fanOutDailyDigests } from "../email-notifications/daily-digest.ts";
import { recordMatches, SAVED_SEARCH_ALERTS, savedSearchAlertsJob } from "./saved-search-alerts.ts";

// Saved-search alert emails (decision 041): instant ones when a listing goes live, daily ones in
// the digest, the search's choice and the person's setting combined, never twice, never for a home
// paused meanwhile or a landlord blocked either way.

const { t, smtp } = await testAppWithSmtp();
const landlord = await person(t, "alert-mail-landlord", "landlord");

/** Saves a search (instant alerts, the default), then sets its alert if another is given. */
async function saveSearch(who: Person, filters: Record<string, unknown>, alert?: "daily" | "off") {
  const res = await t.request<SavedSearch>("/api/saved-searches", {
    method: "POST",
    body: { filters },
    cookie: who.cookie,
  });
  expect(res.status).toBe(201);
  if (alert) {
    const changed = await t.request(`/api/saved-searches/${res.body.id}`, {
      method: "PATCH",
      body: { alert },
      cookie: who.cookie,
    });
    expect(changed.status).toBe(200);
  }
}

const setAlerts = (who: Person, saved_search_alerts: NotificationSettings["saved_search_alerts"]) =>
  t.request("/api/me/notification-settings", {
    method: "PUT",
    cookie: who.cookie,
    body: {
      messages_enquiries: "off",
      viewings_deals: "off",
      groups_roommates: "off",
      saved_search_alerts,
      newsletter: false,
    },
  });

/** A complete draft published by its landlord through the API, then every job it causes. */
async function goLive(overrides: Parameters<typeof insertProperty>[2]) {
  const home = await insertProperty(t.db, landlord.id, { ...overrides, status: "draft" });
  const res = await t.request(`/api/properties/${home.id}/publish`, {
    method: "POST",
    cookie: landlord.cookie,
  });
  expect(res.status).toBe(200);
  return home;
}

/** The mails `run` and the jobs after it send: to `who` (their text), or to anyone (null). */
async function mailsTo(who: Person, run?: () => Promise<unknown>): Promise<string[]>;
async function mailsTo(who: null, run: () => Promise<unknown>): Promise<{ to: string[]; text: string }[]>;
async function mailsTo(who: Person | null, run: () => Promise<unknown> = () => runDueJobs(t.deps)) {
  const before = smtp.received.length;
  await run();
  while ((await runDueJobs(t.deps)) > 0);
  const mails = smtp.received
    .slice(before)
    .map((m) => ({ to: m.to, text: decodeQuotedPrintable(unfoldMail(m.raw)) }));
  return who ? mails.filter((m) => m.to.includes(who.email)).map((m) => m.text) : mails;
}

/** The parts are quoted-printable: "£" arrives as =C2=A3. */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const digest = () => fanOutDailyDigests({ deps: t.deps, now: t.clock.now() });

describe("saved-search alert emails", () => {
  it("emails an instant search's new home at once with photo, 'From' price and link, and never twice", async () => {
    const student = await person(t, "alert-mail-instant");
    expect((await setAlerts(student, "instant")).status).toBe(200);
    await saveSearch(student, { area: "levenshulme" });
    const home = await goLive({
      area: "levenshulme",
      addressLine1: "4 Stockport Road",
      advertType: "individual_rooms",
      monthlyRent: null,
      roomsData: [
        { name: "Room 1", monthlyRent: 520 },
        { name: "Room 2", monthlyRent: 450 },
      ],
    });
    const [mail, ...more] = await mailsTo(student);
    expect(more).toEqual([]);
    expect(mail).toMatch(/Subject: =\?UTF-8\?Q\?New_home_for_"Levenshulme"/);
    expect(mail).toContain("4 Stockport Road, Manchester, M14 6HR");
    expect(mail).toContain("From £450 per month");
    expect(mail).toContain(`${t.deps.config?.publicUrl}/property/${home.id}`);
    expect(mail).toContain(`<img src="${t.deps.config?.publicUrl}/files/fixtures/`);
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain("Content-Type: text/html");
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // Paused and live again: the home is not news to the same search, by email either.
    for (const status of ["pause", "available"]) {
      const res = await t.request(`/api/properties/${home.id}/status`, {
        method: "PATCH",
        body: { status },
        cookie: landlord.cookie,
      });
      expect(res.status).toBe(200);
    }
    expect(await mailsTo(student)).toEqual([]);
  });

  it("sends no instant email for a home paused before the email job runs", async () => {
    const student = await person(t, "alert-mail-paused");
    expect((await setAlerts(student, "instant")).status).toBe(200);
    await saveSearch(student, { area: "ardwick" });
    const home = await insertProperty(t.db, landlord.id, { area: "ardwick" });
    const now = t.clock.now();
    await t.db.transaction((tx) => recordMatches(tx, home.id, now));
    // The alerts are made (the email job queued), then the landlord pauses before it runs.
    await savedSearchAlertsJob({
      deps: t.deps,
      payload: { propertyId: home.id, matchedAt: now.toISOString() },
      job: { id: 0, name: SAVED_SEARCH_ALERTS, attempt: 1 },
      now,
    });
    await t.db.update(properties).set({ status: "pause" }).where(eq(properties.id, home.id));
    expect(await mailsTo(student)).toEqual([]);
  });

  it("never matches nor sends the listing of a landlord blocked either way", async () => {
    const blocker = await person(t, "alert-mail-blocker");
    const blocked = await person(t, "alert-mail-blocked");
    for (const who of [blocker, blocked]) {
      expect((await setAlerts(who, "instant")).status).toBe(200);
      await saveSearch(who, { area: "longsight" });
    }
    const block = (who: Person, target: string) =>
      t.request(`/api/users/${target}/block`, { method: "POST", cookie: who.cookie, body: {} });
    expect((await block(blocker, landlord.id)).status).toBeLessThan(300);
    expect((await block(landlord, blocked.id)).status).toBeLessThan(300);
    await goLive({ area: "longsight" });
    for (const who of [blocker, blocked]) {
      expect(await mailsTo(who)).toEqual([]);
      const alerts = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.id), eq(notifications.type, "saved_search_match")));
      expect(alerts).toEqual([]);
    }
  });

  it("combines the search's alert with the person's setting: off wins, daily goes into the digest", async () => {
    const dailySetting = await person(t, "alert-mail-daily-setting"); // instant search, daily setting
    const dailySearch = await person(t, "alert-mail-daily-search"); // daily search, instant setting
    const offSetting = await person(t, "alert-mail-off-setting"); // instant search, setting off
    const offSearch = await person(t, "alert-mail-off-search"); // search off, instant setting
    expect((await setAlerts(dailySetting, "daily")).status).toBe(200);
    expect((await setAlerts(dailySearch, "instant")).status).toBe(200);
    expect((await setAlerts(offSetting, "off")).status).toBe(200);
    expect((await setAlerts(offSearch, "instant")).status).toBe(200);
    await saveSearch(dailySetting, { area: "whalley-range" });
    await saveSearch(dailySearch, { area: "whalley-range" }, "daily");
    await saveSearch(offSetting, { area: "whalley-range" });
    await saveSearch(offSearch, { area: "whalley-range" }, "off");
    const home = await goLive({
      area: "whalley-range",
      addressLine1: "70 Withington Road",
      monthlyRent: 875,
    });

    const everyone = [dailySetting, dailySearch, offSetting, offSearch];
    for (const who of everyone) expect(await mailsTo(who)).toEqual([]);
    const digests = await mailsTo(null, digest);
    for (const who of [dailySetting, dailySearch]) {
      const [mail, ...more] = digests.filter((m) => m.to.includes(who.email));
      expect(more).toEqual([]);
      expect(mail?.text).toContain("NEW HOMES FOR YOUR SAVED SEARCHES");
      expect(mail?.text).toContain("70 Withington Road, Manchester, M14 6HR");
      expect(mail?.text).toContain("£875 per month");
      expect(mail?.text).toContain(`/property/${home.id}`);
    }
    for (const who of [offSetting, offSearch])
      expect(
        digests.filter((m) => m.to.includes(who.email) && m.text.includes("70 Withington Road")),
      ).toEqual([]);
  });
});
