import type { PropertyPerformance } from "@roost/shared/contracts/my-listings.ts";
import type { InquiryStarted } from "@roost/shared/contracts/properties.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { VIEW_SESSIONS_PER_SOURCE_PER_DAY } from "@roost/shared/domain/property.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  conversationParticipants,
  conversations,
  propertyDailyStats,
  propertyInquiries,
  propertyViews,
} from "../../../db/schema.ts";
import { insertProperty, person } from "../../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../../test/test-app.ts";

let landlord: { cookie: string; id: string };
let student: { cookie: string; id: string };
const t = useTestApp();
beforeAll(async () => {
  landlord = await person(t, "tracking-landlord", "landlord");
  student = await person(t, "tracking-student");
});

/** Records a view; it answers no content, so a test names `T` only to read a refusal. */
const view = <T>(
  id: string,
  session_id: string,
  init: { cookie?: string; headers?: Record<string, string>; referrer?: string } = {},
) =>
  t.request<T>(`/api/properties/${id}/views`, {
    cookie: init.cookie,
    headers: init.headers,
    body: { session_id, referrer: init.referrer ?? null },
  });
const viewsOf = (id: string) => t.db.select().from(propertyViews).where(eq(propertyViews.propertyId, id));
const statsOf = async (id: string, day: string) =>
  (
    await t.db
      .select()
      .from(propertyDailyStats)
      .where(and(eq(propertyDailyStats.propertyId, id), eq(propertyDailyStats.day, day)))
  )[0];
/** Starts an enquiry; `T` is the answer's type the test reads, the conversation unless named. */
const inquire = <T = InquiryStarted>(id: string, cookie: string) =>
  t.request<T>(`/api/properties/${id}/inquiry`, { method: "POST", cookie });

describe("property views", () => {
  it("records an anonymous view with its context and updates the day's statistics", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    const res = await view(listing.id, "session-aaaa", {
      referrer: "https://www.google.com/",
      // The test app trusts one proxy: the last hop is the client, what the client wrote before it is not.
      headers: { "user-agent": "TestBrowser/1.0", "x-forwarded-for": "198.51.100.66, 203.0.113.7" },
    });
    expect(res.status).toBe(204);
    const [row] = await viewsOf(listing.id);
    expect(row).toMatchObject({
      viewerId: null,
      sessionId: "session-aaaa",
      userAgent: "TestBrowser/1.0",
      referrer: "https://www.google.com/",
      ipAddress: "203.0.113.7",
      viewDate: ukIsoDate(t.clock.now()),
    });
    expect(await statsOf(listing.id, ukIsoDate(t.clock.now()))).toMatchObject({
      views: 1,
      uniqueViewers: 1,
      inquiries: 0,
    });
  });

  it("counts a session once per UK day", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    for (let i = 0; i < 3; i++) expect((await view(listing.id, "session-once")).status).toBe(204);
    expect(await viewsOf(listing.id)).toHaveLength(1);
    t.clock.advance?.(DAY_MS);
    expect((await view(listing.id, "session-once")).status).toBe(204);
    expect(await viewsOf(listing.id)).toHaveLength(2);
    expect(await statsOf(listing.id, ukIsoDate(t.clock.now()))).toMatchObject({ views: 1, uniqueViewers: 1 });
  });

  it("counts a signed-in viewer once among unique viewers across sessions", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    await view(listing.id, "phone-session", { cookie: student.cookie });
    await view(listing.id, "laptop-session", { cookie: student.cookie });
    await view(listing.id, "anonymous-session");
    const rows = await viewsOf(listing.id);
    expect(rows.filter((r) => r.viewerId === student.id)).toHaveLength(2);
    expect(await statsOf(listing.id, ukIsoDate(t.clock.now()))).toMatchObject({ views: 3, uniqueViewers: 2 });
  });

  it("keeps the statistics exact under concurrent views", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    // Twelve people at twelve addresses (one address counts only a few sessions a day).
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        view(listing.id, `parallel-session-${i}`, { headers: { "x-forwarded-for": `198.51.100.${i + 1}` } }),
      ),
    );
    expect(results.every((r) => r.status === 204)).toBe(true);
    expect(await statsOf(listing.id, ukIsoDate(t.clock.now()))).toMatchObject({
      views: 12,
      uniqueViewers: 12,
    });
  });

  it("counts a few sessions a day from one signed-out address or one account, however many session ids it makes up", async () => {
    const owner = await person(t, "inflated-owner", "landlord");
    const listing = await insertProperty(t.db, owner.id);
    const from = (address: string) => ({ headers: { "x-forwarded-for": address, "user-agent": "Bot/1.0" } });
    for (let i = 0; i < 150; i++) {
      expect(
        (await view(listing.id, `made-up-session-${crypto.randomUUID()}`, from("203.0.113.50"))).status,
      ).toBe(204);
    }
    // IPv6 counts by /64: rotating the low bits is the same source.
    for (let i = 1; i <= 10; i++)
      await view(listing.id, `v6-session-${i}-padding`, from(`2001:db8:7:7::${i}`));
    for (let i = 0; i < 10; i++) await view(listing.id, `signed-in-session-${i}`, { cookie: student.cookie });
    // A reload of a counted session is still one view.
    await view(listing.id, "v6-session-1-padding", from("2001:db8:7:7::1"));

    const res = await t.request<PropertyPerformance>(`/api/properties/${listing.id}/performance`, {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    const today = {
      views: 3 * VIEW_SESSIONS_PER_SOURCE_PER_DAY,
      unique_viewers: 2 * VIEW_SESSIONS_PER_SOURCE_PER_DAY + 1,
    };
    expect(res.body.daily.at(-1)).toEqual({ day: ukIsoDate(t.clock.now()), ...today });
    expect(VIEW_SESSIONS_PER_SOURCE_PER_DAY).toBeLessThanOrEqual(5);

    // Another address is another source, and the next day starts afresh.
    await view(listing.id, "neighbour-session", from("203.0.113.51"));
    t.clock.advance?.(DAY_MS);
    await view(listing.id, "made-up-session-next-day", from("203.0.113.50"));
    expect(await statsOf(listing.id, ukIsoDate(t.clock.now()))).toMatchObject({ views: 1, uniqueViewers: 1 });
  });

  it("does not count the owner's own views", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    expect((await view(listing.id, "owner-session", { cookie: landlord.cookie })).status).toBe(204);
    expect(await viewsOf(listing.id)).toHaveLength(0);
    const draft = await insertProperty(t.db, landlord.id, { status: "draft" });
    expect((await view(draft.id, "owner-session", { cookie: landlord.cookie })).status).toBe(204);
    expect(await viewsOf(draft.id)).toHaveLength(0);
  });

  it("answers 404 for listings that are not live or do not exist, 410 for an expired one", async () => {
    for (const [status, code] of [
      ["draft", 404],
      ["pause", 404],
      ["expired", 410],
    ] as const) {
      const listing = await insertProperty(t.db, landlord.id, { status });
      expect((await view(listing.id, "curious-session")).status, status).toBe(code);
      expect((await view(listing.id, "curious-session", { cookie: student.cookie })).status).toBe(code);
      expect(await viewsOf(listing.id)).toHaveLength(0);
    }
    expect((await view("00000000-0000-4000-8000-000000000000", "curious-session")).status).toBe(404);
    expect((await view("nope", "curious-session")).status).toBe(404);
  });

  it("validates the session id", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    const res = await view<ApiErrorBody>(listing.id, "short");
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe("session_id");
  });
});

describe("starting an inquiry", () => {
  it("creates the landlord conversation with both participants and records one inquiry", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    const first = await inquire(listing.id, student.cookie);
    expect(first.status).toBe(200);
    const id = first.body.conversation_id;
    const [conversation] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(conversation).toMatchObject({
      type: "landlord_tenant",
      propertyId: listing.id,
      tenantId: student.id,
    });
    const participants = await t.db
      .select({ userId: conversationParticipants.userId, role: conversationParticipants.role })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, id));
    expect(participants).toEqual(
      expect.arrayContaining([
        { userId: student.id, role: "tenant" },
        { userId: landlord.id, role: "landlord" },
      ]),
    );
    expect(participants).toHaveLength(2);

    const again = await inquire(listing.id, student.cookie);
    expect(again.body.conversation_id).toBe(id);
    const inquiries = await t.db
      .select()
      .from(propertyInquiries)
      .where(eq(propertyInquiries.propertyId, listing.id));
    expect(inquiries).toHaveLength(1);
    expect(inquiries[0]).toMatchObject({ inquirerId: student.id, inquiryType: "message" });
    expect(await statsOf(listing.id, ukIsoDate(t.clock.now()))).toMatchObject({ inquiries: 1 });
  });

  it("creates one conversation when the same user asks many times at once", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    const eager = await person(t, "eager");
    const results = await Promise.all(Array.from({ length: 6 }, () => inquire(listing.id, eager.cookie)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.body.conversation_id)).size).toBe(1);
    const rows = await t.db.select().from(conversations).where(eq(conversations.propertyId, listing.id));
    expect(rows).toHaveLength(1);
    expect(
      await t.db.select().from(propertyInquiries).where(eq(propertyInquiries.propertyId, listing.id)),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, rows[0].id)),
    ).toHaveLength(2);
  });

  it("gives each tenant their own conversation about the same listing", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    const other = await person(t, "other-tenant", "professional");
    const a = await inquire(listing.id, student.cookie);
    const b = await inquire(listing.id, other.cookie);
    expect(a.body.conversation_id).not.toBe(b.body.conversation_id);
  });

  it("refuses the owner with own_property", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    const res = await inquire<ApiErrorBody>(listing.id, landlord.cookie);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("own_property");
  });

  it("answers 404 for a listing that is not live, 410 for an expired one", async () => {
    for (const [status, code] of [
      ["draft", 404],
      ["pause", 404],
      ["expired", 410],
    ] as const) {
      const listing = await insertProperty(t.db, landlord.id, { status });
      expect((await inquire(listing.id, student.cookie)).status, status).toBe(code);
    }
    expect((await inquire("00000000-0000-4000-8000-000000000000", student.cookie)).status).toBe(404);
  });

  it("needs sign-in and a finished profile", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    expect((await t.request(`/api/properties/${listing.id}/inquiry`, { method: "POST" })).status).toBe(401);
    const cookie = await t.signIn("half-done@example.com");
    const res = await inquire<ApiErrorBody>(listing.id, cookie);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("onboarding_required");
  });
});

describe("performance", () => {
  it("shows the owner 30 zero-filled UK days, totals and the area comparison", async () => {
    const owner = await person(t, "perf-owner", "landlord");
    const listing = await insertProperty(t.db, owner.id, {
      area: "rusholme",
      monthlyRent: 1200,
      bedrooms: 3,
    });
    // The area: 1200/3 = 400, 1000/2 = 500, 900/1 = 900 per bedroom; the paused and unpriced ones do not count.
    await insertProperty(t.db, landlord.id, { area: "rusholme", monthlyRent: 1000, bedrooms: 2 });
    await insertProperty(t.db, landlord.id, {
      area: "rusholme",
      monthlyRent: 900,
      bedrooms: 1,
      status: "let_agreed",
    });
    await insertProperty(t.db, landlord.id, {
      area: "rusholme",
      monthlyRent: 100,
      bedrooms: 1,
      status: "pause",
    });
    await insertProperty(t.db, landlord.id, { area: "rusholme", monthlyRent: null, bedrooms: 1 });

    await view(listing.id, "perf-session-1");
    await view(listing.id, "perf-session-2", { cookie: student.cookie });
    t.clock.advance?.(DAY_MS);
    await view(listing.id, "perf-session-1");
    await t.request(`/api/favourites/${listing.id}`, { method: "PUT", cookie: student.cookie });
    await inquire(listing.id, student.cookie);

    const res = await t.request<PropertyPerformance>(`/api/properties/${listing.id}/performance`, {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    const today = ukIsoDate(t.clock.now());
    const yesterday = ukIsoDate(new Date(t.clock.now().getTime() - DAY_MS));
    expect(res.body.daily).toHaveLength(30);
    expect(res.body.daily.at(-1)).toEqual({ day: today, views: 1, unique_viewers: 1 });
    expect(res.body.daily.at(-2)).toEqual({ day: yesterday, views: 2, unique_viewers: 2 });
    expect(res.body.daily[0].day < res.body.daily[1].day).toBe(true);
    expect(res.body.daily.slice(0, 28).every((d) => d.views === 0)).toBe(true);
    expect(res.body.totals).toEqual({
      views: 3,
      unique_viewers: 2,
      favourites: 1,
      inquiries: 1,
      conversations: 1,
    });
    expect(res.body.comparison).toEqual({
      area: "rusholme",
      this_per_bedroom: 400,
      area_median_per_bedroom: 500,
      area_listings: 3,
    });
  });

  it("has no comparison for a listing without an area", async () => {
    const listing = await insertProperty(t.db, landlord.id, { status: "draft", area: null });
    const res = await t.request<PropertyPerformance>(`/api/properties/${listing.id}/performance`, {
      cookie: landlord.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.comparison).toBeNull();
  });

  it("answers 404 to anyone but the owner", async () => {
    const listing = await insertProperty(t.db, landlord.id);
    expect(
      (await t.request(`/api/properties/${listing.id}/performance`, { cookie: student.cookie })).status,
    ).toBe(404);
    expect((await t.request(`/api/properties/${listing.id}/performance`)).status).toBe(401);
  });
});
