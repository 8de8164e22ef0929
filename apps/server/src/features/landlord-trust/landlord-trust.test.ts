import type { ConversationDetail } from "@roost/shared/contracts/conversations.ts";
import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "@roost/shared/domain/durations.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dealProgression, profiles } from "../../db/schema.ts";
import {
  createInquiry,
  insertProperty,
  openDirect,
  openGroupChat,
  type Person,
  person,
} from "../../test/fixtures.ts";
import { useTestApp } from "../../test/test-app.ts";
import { appendMessage } from "../messages/append-message.ts";
import { LANDLORD_RESPONSE_TIMES, landlordResponseTimesJob } from "./response-times-job.ts";

const t = useTestApp();

const measure = () =>
  landlordResponseTimesJob({
    deps: t.deps,
    payload: {},
    job: { id: 0, name: LANDLORD_RESPONSE_TIMES, attempt: 1 },
    now: t.clock.now(),
  });

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

/** One message stored at `at`, as if sent then, the way every message enters a conversation. */
async function message(conversationId: string, senderId: string, at: Date, system = false) {
  await t.db.transaction((tx) =>
    appendMessage(tx, {
      id: crypto.randomUUID(),
      conversationId,
      senderId,
      content: system ? "Viewing requested" : "Hello",
      isSystemMessage: system,
      messageType: system ? "system" : "text",
      createdAt: at,
    }),
  );
}

/** An enquiry asked at `askedAt` and answered `after` later (or never). */
async function enquiry(landlord: Person, askedAt: Date, after: number | null) {
  const student = await person(t, "asker");
  const home = await insertProperty(t.db, landlord.id, { now: t.clock.now() });
  const id = await createInquiry(t.db, student.id, { id: home.id, userId: landlord.id });
  await message(id, student.id, askedAt);
  if (after !== null) await message(id, landlord.id, new Date(askedAt.getTime() + after));
  return { id, student, home };
}

const trustOf = async (propertyId: string) =>
  (await t.request<PropertyDetail>(`/api/properties/${propertyId}`)).body.owner.trust;

describe("a landlord's response time", () => {
  it("is measured from first replies over 90 days, and claims two hours only when true", async () => {
    const quick = await person(t, "quick", "landlord");
    const first = await enquiry(quick, ago(10 * DAY_MS), 30 * MINUTE_MS);
    await enquiry(quick, ago(20 * DAY_MS), 45 * MINUTE_MS);
    await measure();
    expect(await trustOf(first.home.id)).toEqual({ verified: false, response_time: "new" });

    // A third answered enquiry makes it measurable; one older than 90 days and one unanswered
    // for a day do not count, and a deal step's system message is not a reply.
    await enquiry(quick, ago(30 * DAY_MS), 90 * MINUTE_MS);
    await enquiry(quick, ago(100 * DAY_MS), 9 * DAY_MS);
    const pending = await enquiry(quick, ago(DAY_MS), null);
    await message(pending.id, quick.id, ago(DAY_MS - HOUR_MS), true);
    await measure();
    expect(await trustOf(first.home.id)).toEqual({ verified: false, response_time: "within_2_hours" });
  });

  it("counts an enquiry unanswered after 7 days as 7 days, and says nothing beyond 3 days", async () => {
    const daily = await person(t, "daily", "landlord");
    const home = (await enquiry(daily, ago(5 * DAY_MS), 10 * HOUR_MS)).home;
    await enquiry(daily, ago(6 * DAY_MS), 20 * HOUR_MS);
    await enquiry(daily, ago(8 * DAY_MS), null);
    await measure();
    expect((await trustOf(home.id)).response_time).toBe("within_a_day");

    const slow = await person(t, "slow", "landlord");
    const slowHome = (await enquiry(slow, ago(9 * DAY_MS), null)).home;
    await enquiry(slow, ago(10 * DAY_MS), null);
    await enquiry(slow, ago(11 * DAY_MS), 2 * DAY_MS);
    await measure();
    expect((await trustOf(slowHome.id)).response_time).toBeNull();
  });

  it("goes back to new when the enquiries leave the window", async () => {
    const old = await person(t, "old", "landlord");
    const home = (await enquiry(old, ago(80 * DAY_MS), MINUTE_MS)).home;
    await enquiry(old, ago(80 * DAY_MS), MINUTE_MS);
    await enquiry(old, ago(80 * DAY_MS), MINUTE_MS);
    await measure();
    expect((await trustOf(home.id)).response_time).toBe("within_2_hours");
    t.clock.advance?.(11 * DAY_MS);
    await measure();
    expect((await trustOf(home.id)).response_time).toBe("new");
  });
});

describe("the Trusted Landlord badge", () => {
  it("is earned by verification, and told to the student, not the landlord", async () => {
    const landlord = await person(t, "badge", "landlord");
    const { id, student, home } = await enquiry(landlord, ago(HOUR_MS), null);
    const detail = (cookie: string) => t.request<ConversationDetail>(`/api/conversations/${id}`, { cookie });

    expect((await trustOf(home.id)).verified).toBe(false);
    expect((await detail(student.cookie)).body.landlord_trust).toEqual({
      verified: false,
      response_time: "new",
    });

    await t.db.update(profiles).set({ isVerified: true }).where(eq(profiles.userId, landlord.id));
    expect((await trustOf(home.id)).verified).toBe(true);
    expect((await detail(student.cookie)).body.landlord_trust?.verified).toBe(true);
    expect((await detail(landlord.cookie)).body.landlord_trust).toBeNull();
  });
});

describe("the payment warning", () => {
  it("is for a student in an enquiry until a viewing is confirmed there", async () => {
    const landlord = await person(t, "warn-landlord", "landlord");
    const { id, student, home } = await enquiry(landlord, ago(HOUR_MS), null);
    const warned = async (cookie: string) =>
      (await t.request<ConversationDetail>(`/api/conversations/${id}`, { cookie })).body.payment_warning;

    expect(await warned(student.cookie)).toBe(true);
    expect(await warned(landlord.cookie)).toBe(false);

    const [deal] = await t.db
      .insert(dealProgression)
      .values({ conversationId: id, propertyId: home.id, studentId: student.id, landlordId: landlord.id })
      .returning();
    expect(await warned(student.cookie)).toBe(true);
    await t.db
      .update(dealProgression)
      .set({ currentStage: "viewing_confirmed", viewingConfirmedAt: t.clock.now() })
      .where(eq(dealProgression.id, deal?.id ?? ""));
    expect(await warned(student.cookie)).toBe(false);
  });

  it("is for a student in a direct chat, not in a group's own chat nor for someone not a student", async () => {
    const student = await person(t, "warn-student");
    const other = await person(t, "warn-other");
    const professional = await person(t, "warn-pro", "professional");
    const direct = await openDirect(t, student.cookie, other.id);
    const detail = (cookie: string, conversationId: string) =>
      t.request<ConversationDetail>(`/api/conversations/${conversationId}`, { cookie });
    expect((await detail(student.cookie, direct)).body.payment_warning).toBe(true);

    const withProfessional = await openDirect(t, student.cookie, professional.id);
    expect((await detail(professional.cookie, withProfessional)).body.payment_warning).toBe(false);

    const group = await openGroupChat(t, [student, other]);
    expect((await detail(student.cookie, group)).body.payment_warning).toBe(false);
  });
});
