import { readFileSync } from "node:fs";
import type { DealView } from "@roost/shared/contracts/deals.ts";
import { DAY_MS, HOUR_MS } from "@roost/shared/domain/durations.ts";
import { ukTime } from "@roost/shared/domain/uk-time.ts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  conversationParticipants,
  dealApplicants,
  dealProgression,
  groupMembers,
  mailOutbox,
  messages,
  notifications,
  profiles,
  properties,
  user,
  userBadges,
  viewingTimeSlots,
} from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import { BOOKING_FOOTER_TEXT } from "../../mail/booking-email.ts";
import { createGroup, createInquiry, insertProperty, ok, type Person, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

/** A landlord, a property and an inquiry by a group leader (with `memberCount` other members). */
async function scenario(memberCount = 2) {
  const landlord = await person(t, "landlord", "landlord", { first_name: "Lara", last_name: "Landlord" });
  const leader = await person(t, "leader", "student", { first_name: "Leo", last_name: "Leader" });
  const members: Person[] = [];
  for (let i = 0; i < memberCount; i++) members.push(await person(t, `member${i}`));
  const group =
    memberCount > 0
      ? await createGroup(
          t.db,
          leader.id,
          members.map((m) => m.id),
          "Rusholme Four",
        )
      : null;
  const property = await insertProperty(t.db, landlord.id, {
    addressLine1: "7 Platt Lane",
    postcode: "M14 6AB",
  });
  const conversationId = await createInquiry(t.db, leader.id, property);
  const path = (suffix = "") => `/api/conversations/${conversationId}/deal${suffix}`;
  return { landlord, leader, members, group, property, conversationId, path };
}
type Scenario = Awaited<ReturnType<typeof scenario>>;

const future = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

/** A deal action that may be refused; `T` is the answer's type the test reads. */
async function post<T>(s: Scenario, who: Person, suffix: string, body: unknown = {}) {
  return t.request<T>(s.path(suffix), { cookie: who.cookie, body });
}

/** A deal action the test needs to succeed; the answer is the deal as the actor now sees it. */
async function act(s: Scenario, who: Person, suffix: string, body: unknown = {}) {
  return ok(await t.request<DealView>(s.path(suffix), { cookie: who.cookie, body }));
}

/** The messages of the landlord's notifications with this title (their bell, decision 034). */
async function landlordNotes(s: Scenario, title: string) {
  const rows = await t.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, s.landlord.id), eq(notifications.title, title)));
  return rows.map((r) => r.message);
}

async function toRequested(s: Scenario) {
  return act(s, s.leader, "/request-viewing");
}

async function toSlotsGiven(s: Scenario, count = 2) {
  await toRequested(s);
  const slots = Array.from({ length: count }, (_, i) => future(DAY_MS + i * HOUR_MS));
  await act(s, s.landlord, "/slots", { slots });
  return (await act(s, s.landlord, "/send-slots")).body;
}

async function toScheduled(s: Scenario) {
  const view = await toSlotsGiven(s);
  const [slot] = view.slots;
  if (!slot) throw new Error("no slot offered");
  const res = await act(s, s.leader, "/select-slot", { slot_id: slot.id });
  return { view: res.body, scheduledAt: new Date(slot.proposed_at) };
}

/** Moves the test clock to `minutes` after `at`. */
function clockTo(at: Date, minutes: number) {
  const target = at.getTime() + minutes * 60_000;
  const delta = target - t.clock.now().getTime();
  t.clock.advance?.(delta);
}

async function toViewingConfirmed(s: Scenario) {
  const { scheduledAt } = await toScheduled(s);
  clockTo(scheduledAt, 61);
  expect((await post(s, s.leader, "/attendance", { attended: true })).status).toBe(200);
  const res = await act(s, s.landlord, "/attendance", { attended: true });
  expect(res.body.stage).toBe("viewing_confirmed");
  return res.body;
}

async function systemMessages(conversationId: string) {
  const rows = await t.db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.isSystemMessage, true)));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

describe("GET /api/conversations/:id/deal", () => {
  it("shows stage initial with the leader's action, and 404 to non-participants", async () => {
    const s = await scenario(3);
    const leaderView = await t.request(s.path(), { cookie: s.leader.cookie });
    expect(leaderView.status).toBe(200);
    expect(leaderView.body).toMatchObject({
      id: null,
      stage: "initial",
      phase: "initial",
      viewer_role: "leader",
      is_leader: true,
      allowed_actions: ["request_viewing"],
      max_slots: 3,
      property: { id: s.property.id, address: "7 Platt Lane, Manchester, M14 6AB" },
    });
    const landlordView = await t.request<DealView>(s.path(), { cookie: s.landlord.cookie });
    expect(landlordView.body.viewer_role).toBe("landlord");
    expect(landlordView.body.allowed_actions).toEqual([]);
    expect(landlordView.body.group?.members).toHaveLength(4);
    expect(landlordView.body.group?.members[0]).toMatchObject({ user_id: s.leader.id, is_leader: true });
    expect(landlordView.body.group?.members[0]).toHaveProperty("avatar_url");

    const stranger = await person(t, "stranger");
    expect((await t.request(s.path(), { cookie: stranger.cookie })).status).toBe(404);
    expect((await post(s, stranger, "/request-viewing")).status).toBe(404);
    expect((await t.request(s.path())).status).toBe(401);
  });
});

describe("request viewing (§4 step 1, §5)", () => {
  it("creates the deal, links the group, posts a system message and notifies the landlord", async () => {
    const s = await scenario(2);
    const res = await toRequested(s);
    expect(res.body).toMatchObject({
      stage: "request_viewing",
      status: "active",
      requested_by: { user_id: s.leader.id, display_name: "Leo Leader" },
    });
    expect(res.body.timestamps.viewing_requested_at).toBeTruthy();
    const [deal] = await t.db
      .select()
      .from(dealProgression)
      .where(eq(dealProgression.conversationId, s.conversationId));
    expect(deal?.groupId).toBe(s.group?.id);
    expect(deal?.landlordId).toBe(s.landlord.id);
    const msgs = await systemMessages(s.conversationId);
    expect(msgs.map((m) => m.content)).toEqual(["Leo Leader requested a viewing"]);
    expect(msgs[0]).toMatchObject({ senderId: s.leader.id, messageType: "system" });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, s.landlord.id));
    expect(notes.some((n) => n.type === "negotiation" && n.title === "Viewing requested")).toBe(true);
  });

  it("a student with no group may request", async () => {
    const s = await scenario(0);
    const res = await toRequested(s);
    expect(res.body.is_leader).toBe(true);
    const [deal] = await t.db
      .select()
      .from(dealProgression)
      .where(eq(dealProgression.conversationId, s.conversationId));
    expect(deal?.groupId).toBeNull();
  });

  it("refuses a second request with who requested (409)", async () => {
    const s = await scenario(1);
    await toRequested(s);
    const again = await post<ApiErrorBody>(s, s.leader, "/request-viewing");
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: "viewing_already_requested",
      params: { name: "Leo Leader" },
    });
    expect(again.body.error.message).toContain("Requested by Leo Leader");
  });

  it("refuses a group member who is not the leader (403 not_leader)", async () => {
    const s = await scenario(1);
    const member = s.members[0] as Person;
    const conversationId = await createInquiry(t.db, member.id, s.property);
    const res = await t.request<ApiErrorBody>(`/api/conversations/${conversationId}/deal/request-viewing`, {
      cookie: member.cookie,
      body: {},
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("not_leader");
    expect(res.body.error.message).toBe("Only group leader can perform this action");
    const view = await t.request(`/api/conversations/${conversationId}/deal`, { cookie: member.cookie });
    expect(view.body).toMatchObject({ viewer_role: "member", is_leader: false, allowed_actions: [] });
  });

  it("refuses the owner of the property (422 own_property_viewing)", async () => {
    const s = await scenario(0);
    const res = await post<ApiErrorBody>(s, s.landlord, "/request-viewing");
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("own_property_viewing");
  });

  it("refuses when the property is missing or its owner is not found", async () => {
    const s = await scenario(0);
    const other = await scenario(0);
    // The owner no longer takes part in the conversation: 'Property owner not found'.
    await t.db
      .delete(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, other.conversationId),
          eq(conversationParticipants.userId, other.landlord.id),
        ),
      );
    const noOwner = await post<ApiErrorBody>(other, other.leader, "/request-viewing");
    expect(noOwner.status).toBe(422);
    expect(noOwner.body.error.code).toBe("property_owner_not_found");

    // The property was deleted (conversations.property_id set null): 'Could not find property information'.
    await t.db.delete(properties).where(eq(properties.id, s.property.id));
    const missing = await post<ApiErrorBody>(s, s.leader, "/request-viewing");
    expect(missing.status).toBe(422);
    expect(missing.body.error.code).toBe("property_not_found_viewing");
    expect(missing.body.error.message).toBe("Could not find property information");
  });

  it("two concurrent requests create one deal; the other gets 409", async () => {
    const s = await scenario(1);
    const results = await Promise.all([
      post(s, s.leader, "/request-viewing"),
      post(s, s.leader, "/request-viewing"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const deals = await t.db
      .select()
      .from(dealProgression)
      .where(eq(dealProgression.conversationId, s.conversationId));
    expect(deals).toHaveLength(1);
    expect(await systemMessages(s.conversationId)).toHaveLength(1);
  });
});

describe("slots (§4 step 2, §5)", () => {
  it("the landlord adds, removes and sends slots; students cannot", async () => {
    const s = await scenario(1);
    await toRequested(s);
    const add = await post<DealView>(s, s.landlord, "/slots", {
      slots: [future(DAY_MS), future(2 * DAY_MS)],
    });
    expect(add.status).toBe(200);
    expect(add.body.slots).toHaveLength(2);
    expect(add.body.allowed_actions).toEqual(["add_slots", "remove_slot", "send_slots"]);

    expect(
      (await post<ApiErrorBody>(s, s.leader, "/slots", { slots: [future(3 * DAY_MS)] })).body.error.code,
    ).toBe("not_landlord");
    expect((await post(s, s.leader, "/send-slots")).status).toBe(403);

    const removed = await t.request<DealView>(s.path(`/slots/${add.body.slots[0].id}`), {
      method: "DELETE",
      cookie: s.landlord.cookie,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.slots).toHaveLength(1);

    const sent = await post<DealView>(s, s.landlord, "/send-slots");
    expect(sent.status).toBe(200);
    expect(sent.body.stage).toBe("time_slots_given");
    expect(sent.body.timestamps.slots_given_at).toBeTruthy();
    expect((await systemMessages(s.conversationId)).at(-1)?.content).toBe(
      "Lara Landlord offered 1 viewing time",
    );
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, s.leader.id));
    expect(notes.some((n) => n.type === "negotiation" && n.title === "Viewing times offered")).toBe(true);

    // Sent: no more editing.
    const late = await t.request<ApiErrorBody>(s.path(`/slots/${sent.body.slots[0].id}`), {
      method: "DELETE",
      cookie: s.landlord.cookie,
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("invalid_deal_stage");
  });

  it("at most 3 slots counting saved and new ones", async () => {
    const s = await scenario(0);
    await toRequested(s);
    const four = await post(s, s.landlord, "/slots", { slots: [1, 2, 3, 4].map((i) => future(i * DAY_MS)) });
    expect(four.status).toBe(400);
    expect(
      (await post(s, s.landlord, "/slots", { slots: [future(DAY_MS), future(2 * DAY_MS)] })).status,
    ).toBe(200);
    const over = await post<ApiErrorBody>(s, s.landlord, "/slots", {
      slots: [future(3 * DAY_MS), future(4 * DAY_MS)],
    });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe("too_many_slots");
    expect((await post(s, s.landlord, "/slots", { slots: [future(3 * DAY_MS)] })).status).toBe(200);
    const fourth = await post<ApiErrorBody>(s, s.landlord, "/slots", { slots: [future(5 * DAY_MS)] });
    expect(fourth.body.error.code).toBe("too_many_slots");
    const view = await t.request<DealView>(s.path(), { cookie: s.landlord.cookie });
    expect(view.body.slots).toHaveLength(3);
    expect(view.body.allowed_actions).not.toContain("add_slots");
  });

  it("refuses past, duplicate and invalid slots", async () => {
    const s = await scenario(0);
    await toRequested(s);
    expect(
      (await post<ApiErrorBody>(s, s.landlord, "/slots", { slots: [future(-HOUR_MS)] })).body.error.code,
    ).toBe("slot_in_past");
    const at = future(DAY_MS);
    expect((await post<ApiErrorBody>(s, s.landlord, "/slots", { slots: [at, at] })).body.error.code).toBe(
      "duplicate_slots",
    );
    await post(s, s.landlord, "/slots", { slots: [at] });
    expect((await post<ApiErrorBody>(s, s.landlord, "/slots", { slots: [at] })).body.error.code).toBe(
      "duplicate_slots",
    );
    expect((await post(s, s.landlord, "/slots", { slots: ["tomorrow"] })).status).toBe(400);
    expect((await post(s, s.landlord, "/slots", { slots: [] })).status).toBe(400);
  });

  it("sending with no saved slot is refused (no_slots); slots before a request are refused", async () => {
    const s = await scenario(0);
    const early = await post<ApiErrorBody>(s, s.landlord, "/slots", { slots: [future(DAY_MS)] });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("invalid_deal_stage");
    await toRequested(s);
    const none = await post<ApiErrorBody>(s, s.landlord, "/send-slots");
    expect(none.status).toBe(422);
    expect(none.body.error.code).toBe("no_slots");
  });
});

describe("select slot (§4 step 3)", () => {
  it("the leader books a slot: viewing_scheduled_at, is_selected, message, jobs", async () => {
    const s = await scenario(1);
    const view = await toSlotsGiven(s);
    expect(view.allowed_actions).toEqual([]);
    const leaderView = await t.request<DealView>(s.path(), { cookie: s.leader.cookie });
    expect(leaderView.body.allowed_actions).toEqual(["select_slot"]);

    expect(
      (await post<ApiErrorBody>(s, s.landlord, "/select-slot", { slot_id: view.slots[0].id })).body.error
        .code,
    ).toBe("not_leader");
    const res = await post<DealView>(s, s.leader, "/select-slot", { slot_id: view.slots[1].id });
    expect(res.status).toBe(200);
    // §4 step 3: the stored stage moves on; the card's "booked" comes from the timestamps.
    expect(res.body.phase).toBe("viewing_scheduled");
    expect(res.body.stage).toBe("viewing_confirmed");
    expect((await dealOf(s)).currentStage).toBe("viewing_confirmed");
    expect(res.body.timestamps.viewing_scheduled_at).toBe(view.slots[1].proposed_at);
    expect(res.body.slots.map((x: { is_selected: boolean }) => x.is_selected)).toEqual([false, true]);
    expect(res.body.attendance_question_due).toEqual({ student: false, landlord: false, viewer: false });
    expect((await systemMessages(s.conversationId)).at(-1)?.content).toMatch(
      /^Leo Leader booked a viewing for /,
    );
    // Decision 034: the landlord hears of it in their bell too.
    expect(await landlordNotes(s, "Viewing booked")).toEqual([
      expect.stringMatching(/^Leo Leader booked a viewing for /),
    ]);

    const again = await post<ApiErrorBody>(s, s.leader, "/select-slot", { slot_id: view.slots[0].id });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("viewing_already_scheduled");
  });

  it("a slot of another deal is not found", async () => {
    const s = await scenario(0);
    const other = await scenario(0);
    await toSlotsGiven(s);
    const otherView = await toSlotsGiven(other);
    const res = await post(s, s.leader, "/select-slot", { slot_id: otherView.slots[0].id });
    expect(res.status).toBe(404);
  });

  it("concurrent selections select exactly one slot", async () => {
    const s = await scenario(0);
    const view = await toSlotsGiven(s);
    const results = await Promise.all([
      post(s, s.leader, "/select-slot", { slot_id: view.slots[0].id }),
      post(s, s.leader, "/select-slot", { slot_id: view.slots[1].id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const dealId = view.id as string;
    const selected = await t.db
      .select()
      .from(viewingTimeSlots)
      .where(and(eq(viewingTimeSlots.dealProgressionId, dealId), eq(viewingTimeSlots.isSelected, true)));
    expect(selected).toHaveLength(1);
  });
});

describe("attendance (§4 step 4)", () => {
  it("is refused before scheduled + 60 minutes and allowed after; both yes → viewing_confirmed", async () => {
    const s = await scenario(1);
    const { scheduledAt } = await toScheduled(s);
    clockTo(scheduledAt, 59);
    const early = await post<ApiErrorBody>(s, s.leader, "/attendance", { attended: true });
    expect(early.status).toBe(422);
    expect(early.body.error.code).toBe("attendance_too_early");

    clockTo(scheduledAt, 60);
    const member = s.members[0] as Person;
    await t.db
      .insert(conversationParticipants)
      .values({ conversationId: s.conversationId, userId: member.id });
    expect((await post<ApiErrorBody>(s, member, "/attendance", { attended: true })).body.error.code).toBe(
      "not_leader",
    );

    const due = await t.request<DealView>(s.path(), { cookie: s.landlord.cookie });
    expect(due.body.attendance_question_due).toEqual({ student: true, landlord: true, viewer: true });
    expect(due.body.allowed_actions).toEqual(["confirm_attendance"]);

    const yes = await post<DealView>(s, s.leader, "/attendance", { attended: true });
    expect(yes.status).toBe(200);
    expect(yes.body.stage).toBe("viewing_confirmed");
    expect(yes.body.phase).toBe("viewing_scheduled");
    expect(yes.body.timestamps.viewing_confirmed_by_student_at).toBeTruthy();
    expect(yes.body.timestamps.viewing_confirmed_at).toBeNull();
    // Interested (or not) only once both sides confirmed they attended.
    for (const interested of [true, false]) {
      const early = await post<ApiErrorBody>(s, s.leader, "/interest", { interested });
      expect(early.status).toBe(409);
      expect(early.body.error.code).toBe("invalid_deal_stage");
    }

    // No clears the answer.
    const no = await post<DealView>(s, s.leader, "/attendance", { attended: false });
    expect(no.body.timestamps.viewing_confirmed_by_student_at).toBeNull();
    expect(no.body.attendance_question_due.viewer).toBe(true);

    await post(s, s.leader, "/attendance", { attended: true });
    const both = await post<DealView>(s, s.landlord, "/attendance", { attended: true });
    expect(both.body.stage).toBe("viewing_confirmed");
    expect(both.body.phase).toBe("viewing_confirmed");
    expect(both.body.timestamps.viewing_confirmed_at).toBeTruthy();
    const closed = await post<ApiErrorBody>(s, s.landlord, "/attendance", { attended: false });
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe("invalid_deal_stage");
    expect(both.body.allowed_actions).toEqual([]);
    expect((await systemMessages(s.conversationId)).at(-1)?.content).toBe("Viewing confirmed by both sides");
    const leaderView = await t.request<DealView>(s.path(), { cookie: s.leader.cookie });
    expect(leaderView.body.allowed_actions).toEqual(["declare_interest"]);
  });

  it("is refused before a viewing is scheduled", async () => {
    const s = await scenario(0);
    await toSlotsGiven(s);
    const res = await post<ApiErrorBody>(s, s.landlord, "/attendance", { attended: true });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("viewing_not_scheduled");
  });

  it("the reminder job notifies both parties once, even with two workers at the same time", async () => {
    const s = await scenario(1);
    const { scheduledAt } = await toScheduled(s);
    const key = `attendance:${(await dealOf(s)).id}`;
    const jobRows = await t.db.execute<{ run_at: Date }>(
      sql`select run_at from jobs where unique_key = ${key}`,
    );
    expect(jobRows.rows).toHaveLength(1);
    expect(new Date(jobRows.rows[0]?.run_at ?? 0).getTime()).toBe(scheduledAt.getTime() + HOUR_MS);

    await runDueJobs(t.deps);
    const reminders = async () =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(
            inArray(notifications.userId, [s.leader.id, s.landlord.id]),
            eq(notifications.title, "Did the viewing go ahead?"),
          ),
        );
    expect(await reminders()).toHaveLength(0);

    clockTo(scheduledAt, 60);
    await Promise.all([runDueJobs(t.deps), runDueJobs(t.deps)]);
    await runDueJobs(t.deps);
    const sent = await reminders();
    expect(sent.map((n) => n.userId).sort()).toEqual([s.leader.id, s.landlord.id].sort());
    expect(sent.every((n) => n.type === "negotiation")).toBe(true);
  });
});

async function dealOf(s: Scenario) {
  const [deal] = await t.db
    .select()
    .from(dealProgression)
    .where(eq(dealProgression.conversationId, s.conversationId));
  if (!deal) throw new Error("no deal");
  return deal;
}

describe("interest and confirm applicant (§4 steps 5-6)", () => {
  it("Interested creates one application per member (idempotently); landlord confirms once; badges once", async () => {
    const s = await scenario(3);
    await toViewingConfirmed(s);
    expect((await post<ApiErrorBody>(s, s.landlord, "/confirm-applicant")).body.error.code).toBe(
      "student_not_ready",
    );
    expect((await post<ApiErrorBody>(s, s.landlord, "/interest", { interested: true })).body.error.code).toBe(
      "not_leader",
    );

    const interested = await post<DealView>(s, s.leader, "/interest", { interested: true });
    expect(interested.status).toBe(200);
    expect(interested.body.phase).toBe("student_ready");
    expect(interested.body.timestamps.student_ready_at).toBeTruthy();
    expect(interested.body.application?.applicants).toHaveLength(4);
    expect(interested.body.application?.applicants[0].user_id).toBe(s.leader.id);
    expect(interested.body.application?.status).toBe("submitted");
    const again = await post<ApiErrorBody>(s, s.leader, "/interest", { interested: true });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("interest_already_declared");
    const deal = await dealOf(s);
    const apps = await t.db.select().from(applications).where(eq(applications.dealProgressionId, deal.id));
    expect(apps.map((a) => a.applicantUserId).sort()).toEqual(
      [s.leader.id, ...s.members.map((m) => m.id)].sort(),
    );
    expect((await systemMessages(s.conversationId)).at(-1)?.content).toBe(
      "Leo Leader is interested in this property and submitted the group's application",
    );

    const landlordView = await t.request<DealView>(s.path(), { cookie: s.landlord.cookie });
    expect(landlordView.body.allowed_actions).toEqual(["confirm_applicant"]);
    expect((await post<ApiErrorBody>(s, s.leader, "/confirm-applicant")).body.error.code).toBe(
      "not_landlord",
    );

    const results = await Promise.all([
      post<DealView>(s, s.landlord, "/confirm-applicant"),
      post<DealView>(s, s.landlord, "/confirm-applicant"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = results.find((r) => r.status === 200)?.body;
    expect(ok?.stage).toBe("deal_confirmed");
    expect(ok?.timestamps.landlord_confirmed_at).toBeTruthy();
    expect(ok?.application?.status).toBe("accepted");
    expect(ok?.application?.applicants.every((a: { verified_renter: boolean }) => a.verified_renter)).toBe(
      true,
    );

    const ids = [s.leader.id, ...s.members.map((m) => m.id)];
    const badges = await t.db.select().from(userBadges).where(inArray(userBadges.userId, ids));
    expect(badges).toHaveLength(4);
    expect(badges[0]).toMatchObject({ badgeType: "verified_renter", badgeName: "Verified Renter" });
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(inArray(notifications.userId, ids), eq(notifications.type, "application")));
    expect(notes).toHaveLength(4);
  });

  it("Not interested sets student_ready_at and declines the deal; Confirm Applicant is refused", async () => {
    const s = await scenario(0);
    await toViewingConfirmed(s);
    const res = await post<DealView>(s, s.leader, "/interest", { interested: false });
    expect(res.status).toBe(200);
    expect(res.body.stage).toBe("deal_declined");
    expect(res.body.timestamps.student_ready_at).toBeTruthy();
    expect(res.body.allowed_actions).toEqual([]);
    expect((await t.request<DealView>(s.path(), { cookie: s.landlord.cookie })).body.allowed_actions).toEqual(
      [],
    );
    expect(res.body.application).toBeNull();
    expect((await systemMessages(s.conversationId)).at(-1)?.content).toBe(
      "Leo Leader is not interested in this property",
    );
    expect(await landlordNotes(s, "Not interested")).toEqual([
      "Leo Leader is not interested in this property",
    ]);
    expect((await post<ApiErrorBody>(s, s.landlord, "/confirm-applicant")).body.error.code).toBe(
      "invalid_deal_stage",
    );
  });

  it("actions out of stage are refused", async () => {
    const s = await scenario(0);
    expect((await post(s, s.leader, "/interest", { interested: true })).status).toBe(409);
    await toRequested(s);
    const res = await post<ApiErrorBody>(s, s.leader, "/interest", { interested: true });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("invalid_deal_stage");
  });
});

describe("migration 0009: stored deals take the spec's stage values", () => {
  it("moves booked viewings to viewing_confirmed and gives declined deals student_ready_at", async () => {
    const booked = await scenario(0);
    await toScheduled(booked);
    const declinedDeal = await scenario(0);
    await toViewingConfirmed(declinedDeal);
    await post(declinedDeal, declinedDeal.leader, "/interest", { interested: false });
    const offered = await scenario(0);
    await toSlotsGiven(offered);
    // Put the rows back the way the old machine stored them.
    const declinedAt = new Date("2026-11-20T10:00:00Z");
    await t.db
      .update(dealProgression)
      .set({ currentStage: "time_slots_given" })
      .where(eq(dealProgression.id, (await dealOf(booked)).id));
    await t.db
      .update(dealProgression)
      .set({ studentReadyAt: null, updatedAt: declinedAt })
      .where(eq(dealProgression.id, (await dealOf(declinedDeal)).id));

    const file = new URL("../../db/migrations/0009_deal_stages_to_spec.sql", import.meta.url);
    for (const statement of readFileSync(file, "utf8").split("--> statement-breakpoint"))
      await t.db.execute(sql.raw(statement));

    expect(await dealOf(booked)).toMatchObject({
      currentStage: "viewing_confirmed",
      viewingConfirmedAt: null,
    });
    expect(await dealOf(declinedDeal)).toMatchObject({
      currentStage: "deal_declined",
      studentReadyAt: declinedAt,
    });
    expect((await dealOf(offered)).currentStage).toBe("time_slots_given");
    const view = await t.request<DealView>(booked.path(), { cookie: booked.leader.cookie });
    expect(view.body.phase).toBe("viewing_scheduled");
  });
});

describe("applicants: the group's members when the viewing was requested", () => {
  it("one who joins later is no applicant and gets no booking email; one who leaves stops being one", async () => {
    const s = await scenario(2);
    const [stays, leaves] = s.members as [Person, Person];
    const groupId = s.group?.id as string;
    const { scheduledAt } = await toScheduled(s);

    const late = await person(t, "latecomer");
    await t.db.insert(groupMembers).values({ groupId, userId: late.id, role: "member" });
    await t.db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, leaves.id)));
    await drainJobs();
    const emails = await emailsOf([s.landlord.id, s.leader.id, stays.id, leaves.id, late.id]);
    const mailed = (await t.db.select().from(mailOutbox))
      .filter((m) => m.text.includes(s.conversationId))
      .flatMap((m) => m.to);
    expect(mailed.sort()).toEqual([s.landlord.id, s.leader.id, stays.id].map((id) => emails.get(id)).sort());

    clockTo(scheduledAt, 61);
    await post(s, s.leader, "/attendance", { attended: true });
    await post(s, s.landlord, "/attendance", { attended: true });
    const interested = await post<DealView>(s, s.leader, "/interest", { interested: true });
    expect(interested.status).toBe(200);
    expect(interested.body.application?.applicants.map((a: { user_id: string }) => a.user_id)).toEqual([
      s.leader.id,
      stays.id,
    ]);
    // The record keeps who was asked, in position order; the leaver is skipped when it is read.
    const recorded = await t.db
      .select()
      .from(dealApplicants)
      .where(eq(dealApplicants.dealProgressionId, (await dealOf(s)).id))
      .orderBy(dealApplicants.position);
    expect(recorded.map((r) => r.position)).toEqual([0, 1, 2]);
    expect(recorded[0]?.userId).toBe(s.leader.id);
    expect(recorded.map((r) => r.userId).sort()).toEqual([s.leader.id, stays.id, leaves.id].sort());
  });

  it("verified_renter goes to the deal's student and the applicants still in the group, not to a leaver", async () => {
    const s = await scenario(2);
    const [stays, leaves] = s.members as [Person, Person];
    await toViewingConfirmed(s);
    expect((await post(s, s.leader, "/interest", { interested: true })).status).toBe(200);
    await t.db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, s.group?.id as string), eq(groupMembers.userId, leaves.id)));
    expect((await post(s, s.landlord, "/confirm-applicant")).status).toBe(200);
    const badges = await t.db
      .select({ userId: userBadges.userId, type: userBadges.badgeType })
      .from(userBadges)
      .where(inArray(userBadges.userId, [s.leader.id, stays.id, leaves.id]));
    expect(badges.map((b) => b.userId).sort()).toEqual([s.leader.id, stays.id].sort());
    expect(badges.every((b) => b.type === "verified_renter")).toBe(true);
  });

  it("a student without a group is the only applicant", async () => {
    const s = await scenario(0);
    await toRequested(s);
    const recorded = await t.db
      .select({ userId: dealApplicants.userId, position: dealApplicants.position })
      .from(dealApplicants)
      .where(eq(dealApplicants.dealProgressionId, (await dealOf(s)).id));
    expect(recorded).toEqual([{ userId: s.leader.id, position: 0 }]);
  });
});

describe("booking emails (§7 send-booking-confirmation)", () => {
  it("are sent after commit by the job queue to both parties, for all three kinds", async () => {
    const s = await scenario(2);
    const { scheduledAt } = await toScheduled(s);
    const dealId = (await dealOf(s)).id;
    const outbox = async () => {
      const rows = await t.db.select().from(mailOutbox);
      return rows.filter((r) => r.text.includes(s.conversationId));
    };
    expect(await outbox()).toHaveLength(0); // nothing until the job runs
    await drainJobs();
    const [scheduled] = await outbox();
    expect(scheduled?.kind).toBe("viewing_scheduled");
    expect(scheduled?.subject).toContain("7 Platt Lane, Manchester, M14 6AB");
    expect(scheduled?.text).toContain(ukTime(scheduledAt));
    expect(scheduled?.html).toContain("<h1");
    // landlord + leader + 2 members, each in a mail of their own
    expect((await outbox()).map((m) => m.to.length)).toEqual([1, 1, 1, 1]);
    // Each mail records its recipient and the landlord it names: deleting either deletes it.
    const recipients = (await outbox()).map((m) => m.personIds.find((id) => id !== s.landlord.id));
    expect(recipients.sort()).toEqual([undefined, s.leader.id, ...s.members.map((m) => m.id)].sort());
    for (const m of await outbox()) expect(m.personIds).toContain(s.landlord.id);
    const attachment = scheduled?.attachments[0];
    expect(attachment).toMatchObject({ filename: "viewing.ics" });
    const ics = Buffer.from(attachment?.content ?? "", "base64").toString("utf8");
    expect(ics).toContain("METHOD:REQUEST\r\n");
    expect(ics).toContain(`UID:viewing-${dealId}@roost\r\n`);
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);

    clockTo(scheduledAt, 61);
    await post(s, s.leader, "/attendance", { attended: true });
    await post(s, s.landlord, "/attendance", { attended: true });
    await post(s, s.leader, "/interest", { interested: true });
    await post(s, s.landlord, "/confirm-applicant");
    await drainJobs();
    const kinds = [...new Set((await outbox()).map((m) => m.kind))].sort();
    expect(kinds).toEqual(["deal_confirmed", "viewing_confirmed", "viewing_scheduled"]);
    expect(await outbox()).toHaveLength(12);
    const confirmed = (await outbox()).find((m) => m.kind === "deal_confirmed");
    expect(confirmed?.attachments).toEqual([]);
    expect(confirmed?.subject).toBe("Deal confirmed: 7 Platt Lane, Manchester, M14 6AB");
  });

  it("each party gets their own email: the landlord's holds no student address and a student's no other address", async () => {
    const s = await scenario(2);
    await toScheduled(s);
    await drainJobs();
    const people = [s.landlord, s.leader, ...s.members];
    const emails = await emailsOf(people.map((p) => p.id));
    const mails = (await t.db.select().from(mailOutbox)).filter((m) => m.text.includes(s.conversationId));
    expect(mails).toHaveLength(people.length);
    for (const person of people) {
      const own = emails.get(person.id) ?? "";
      const theirs = mails.filter((m) => m.to.includes(own));
      expect(theirs).toHaveLength(1);
      const mail = theirs[0];
      expect(mail?.to).toEqual([own]);
      const everything = mailContent(mail);
      const ics = icsOf(mail);
      // Only the recipient is invited; the organizer is Roost, never a party.
      expect(ics.match(/^ATTENDEE/gm)).toHaveLength(1);
      expect(ics).toMatch(new RegExp(`^ATTENDEE.*:mailto:${own.replace(/[.+]/g, "\\$&")}$`, "m"));
      for (const other of people.filter((p) => p !== person))
        expect(everything, `${person.id}'s mail names ${other.id}`).not.toContain(emails.get(other.id));
      // Always sent, yet with the settings and a one-click unsubscribe of the other viewing emails.
      expect(mail?.text).toContain(BOOKING_FOOTER_TEXT);
      expect(mail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }
    const landlordMail = mails.find((m) => m.to.includes(emails.get(s.landlord.id) ?? ""));
    const unsubscribeUrl = /^<(.+)>$/.exec(landlordMail?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const unsubscribed = await t.request(new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search, {
      method: "POST",
    });
    expect(unsubscribed.body).toEqual({ unsubscribed: true, category: "viewings_deals" });
  });

  it("names and addresses with CR/LF neither add invite lines nor break the subject", async () => {
    const s = await scenario(0);
    await t.db
      .update(profiles)
      .set({ displayName: "Eve\r\nATTENDEE:mailto:x@evil" })
      .where(eq(profiles.userId, s.landlord.id));
    await t.db
      .update(profiles)
      .set({ displayName: "Leo\nORGANIZER:mailto:y@evil" })
      .where(eq(profiles.userId, s.leader.id));
    await t.db
      .update(properties)
      .set({ addressLine1: "7 Platt Lane\r\nBcc: z@evil" })
      .where(eq(properties.id, s.property.id));
    await toScheduled(s);
    await drainJobs();
    const mails = (await t.db.select().from(mailOutbox)).filter((m) => m.text.includes(s.conversationId));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.subject).toContain("7 Platt Lane Bcc: z@evil");
      const lines = icsOf(mail).split("\r\n");
      // The names stay inside the recipient's one ATTENDEE line (as a quoted CN), adding none.
      const attendees = lines.filter((l) => l.startsWith("ATTENDEE"));
      expect(attendees).toHaveLength(1);
      expect(attendees[0]?.endsWith(`:mailto:${mail.to[0]}`)).toBe(true);
      expect(lines.filter((l) => l.startsWith("ORGANIZER"))).toEqual([
        "ORGANIZER;CN=Roost:mailto:no-reply@roost.local",
      ]);
      expect(lines.some((l) => l.startsWith("Bcc"))).toBe(false);
    }
  });
});

/** Runs jobs until none is due: a job may enqueue more work (one booking email per recipient). */
async function drainJobs() {
  while ((await runDueJobs(t.deps)) > 0);
}

async function emailsOf(ids: string[]) {
  const rows = await t.db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/** The calendar attachment of an outbox mail, unfolded (RFC 5545 §3.1). */
function icsOf(mail: OutboxRow | undefined): string {
  const attachment = mail?.attachments.find((a) => a.filename.endsWith(".ics"));
  return Buffer.from(attachment?.content ?? "", "base64")
    .toString("utf8")
    .replace(/\r\n /g, "");
}

/** Everything a recipient receives: headers we set, both bodies and the decoded attachments. */
function mailContent(mail: OutboxRow | undefined): string {
  return [
    mail?.to.join(","),
    mail?.subject,
    mail?.text,
    mail?.html,
    ...(mail?.attachments ?? []).map((a) => Buffer.from(a.content, "base64").toString("utf8")),
  ].join("\n");
}
