import type { NotificationSettings } from "@roost/shared/contracts/notification-settings.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { DEFAULT_EMAIL_FREQUENCIES } from "@roost/shared/domain/notification-settings.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "../../mail/unsubscribe-token.ts";
import { person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

const PATH = "/api/me/notification-settings";

const tokenFor = (userId: string, target: "messages_enquiries" | "newsletter", expiresInMs = DAY_MS) =>
  signUnsubscribeToken(t.deps.config.authSecret, {
    userId,
    target,
    expiresAt: t.clock.now().getTime() + expiresInMs,
  });

describe("notification settings", () => {
  it("start as the user type's defaults, newsletter off", async () => {
    const landlord = await person(t, "defaults-landlord", "landlord");
    const student = await person(t, "defaults-student", "student");
    const l = await t.request<NotificationSettings>(PATH, { cookie: landlord.cookie });
    const s = await t.request<NotificationSettings>(PATH, { cookie: student.cookie });
    expect(l.body).toEqual({ ...DEFAULT_EMAIL_FREQUENCIES.landlord, newsletter: false });
    expect(s.body).toEqual({ ...DEFAULT_EMAIL_FREQUENCIES.student, newsletter: false });
    expect(l.body.saved_search_alerts).toBe("off");
    expect(s.body.groups_roommates).toBe("instant");
  });

  it("saves every category, and the newsletter switch is the sign-in address's subscription", async () => {
    const p = await person(t, "save");
    const wanted: NotificationSettings = {
      messages_enquiries: "daily",
      viewings_deals: "off",
      groups_roommates: "instant",
      saved_search_alerts: "off",
      newsletter: true,
    };
    const saved = await t.request<NotificationSettings>(PATH, {
      method: "PUT",
      body: wanted,
      cookie: p.cookie,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(wanted);
    expect((await t.request<NotificationSettings>(PATH, { cookie: p.cookie })).body).toEqual(wanted);
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, p.email));
    expect(rows).toHaveLength(1);

    const off = await t.request<NotificationSettings>(PATH, {
      method: "PUT",
      body: { ...wanted, newsletter: false },
      cookie: p.cookie,
    });
    expect(off.body.newsletter).toBe(false);
    expect(
      await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, p.email)),
    ).toHaveLength(0);
  });

  it("shows a footer subscription of the same address as on", async () => {
    const p = await person(t, "footer");
    await t.request("/api/newsletter", { body: { email: p.email.toUpperCase() } });
    expect((await t.request<NotificationSettings>(PATH, { cookie: p.cookie })).body.newsletter).toBe(true);
  });

  it("refuses a partial or unknown value, and anyone signed out", async () => {
    const p = await person(t, "refuse");
    const partial = await t.request(PATH, {
      method: "PUT",
      body: { messages_enquiries: "off" },
      cookie: p.cookie,
    });
    expect(partial.status).toBe(400);
    const unknown = await t.request<ApiErrorBody>(PATH, {
      method: "PUT",
      body: { ...DEFAULT_EMAIL_FREQUENCIES.student, messages_enquiries: "weekly", newsletter: false },
      cookie: p.cookie,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.field).toBe("messages_enquiries");
    expect((await t.request(PATH)).status).toBe(401);
  });
});

describe("unsubscribe token", () => {
  const secret = "s".repeat(40);
  const now = new Date("2026-11-25T12:00:00Z");
  const claims = { userId: "u1", target: "viewings_deals" as const, expiresAt: now.getTime() + DAY_MS };

  it("verifies what it signed until it expires", () => {
    const token = signUnsubscribeToken(secret, claims);
    expect(verifyUnsubscribeToken(secret, token, now)).toEqual({ ok: true, claims });
    expect(verifyUnsubscribeToken(secret, token, new Date(claims.expiresAt))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses a tampered body, a foreign secret and garbage", () => {
    const token = signUnsubscribeToken(secret, claims);
    const [, mac] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ u: "someone-else", t: "viewings_deals", e: claims.expiresAt })).toString("base64url")}.${mac}`;
    for (const bad of [forged, signUnsubscribeToken("x".repeat(40), claims), "garbage", `${token}.x`, ""])
      expect(verifyUnsubscribeToken(secret, bad, now)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("one-click unsubscribe", () => {
  it("POST without a session or Origin switches only the token's category off", async () => {
    const p = await person(t, "oneclick", "landlord");
    const res = await t.request(`/api/email/unsubscribe?token=${tokenFor(p.id, "messages_enquiries")}`, {
      method: "POST",
      headers: { origin: "", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unsubscribed: true, category: "messages_enquiries" });
    const after = await t.request<NotificationSettings>(PATH, { cookie: p.cookie });
    expect(after.body).toEqual({
      ...DEFAULT_EMAIL_FREQUENCIES.landlord,
      messages_enquiries: "off",
      newsletter: false,
    });
  });

  it("the newsletter token ends the subscription", async () => {
    const p = await person(t, "oneclick-news");
    await t.request("/api/newsletter", { body: { email: p.email } });
    const res = await t.request(`/api/email/unsubscribe?token=${tokenFor(p.id, "newsletter")}`, {
      method: "POST",
    });
    expect(res.status).toBe(200);
    expect((await t.request<NotificationSettings>(PATH, { cookie: p.cookie })).body.newsletter).toBe(false);
  });

  it("GET only asks (link scanners open links too); a browser's form POST gets a page", async () => {
    const p = await person(t, "page");
    const token = tokenFor(p.id, "messages_enquiries");
    const page = await t.request(`/api/email/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.body).toContain("Stop emails about messages and enquiries from Roost?");
    expect(page.body).toContain('method="post"');
    expect((await t.request<NotificationSettings>(PATH, { cookie: p.cookie })).body.messages_enquiries).toBe(
      "instant",
    );

    const done = await t.request(`/api/email/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { accept: "text/html" },
    });
    expect(done.body).toContain("You are unsubscribed");
    expect(done.body).toContain("/notification-settings");
  });

  it("refuses an expired or tampered token and changes nothing", async () => {
    const p = await person(t, "expired");
    const expired = await t.request<ApiErrorBody>(
      `/api/email/unsubscribe?token=${tokenFor(p.id, "messages_enquiries", -1)}`,
      {
        method: "POST",
      },
    );
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe("unsubscribe_link_expired");
    const tampered = await t.request<ApiErrorBody>(
      `/api/email/unsubscribe?token=${tokenFor(p.id, "messages_enquiries")}x`,
      {
        method: "POST",
      },
    );
    expect(tampered.body.error.code).toBe("unsubscribe_link_invalid");
    expect((await t.request<NotificationSettings>(PATH, { cookie: p.cookie })).body.messages_enquiries).toBe(
      "instant",
    );
  });
});
