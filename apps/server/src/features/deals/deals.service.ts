import { randomUUID } from "node:crypto";
import type { RealtimeEvent } from "@roost/shared/contracts/conversations.ts";
import type { DealActionName, DealView } from "@roost/shared/contracts/deals.ts";
import { MAX_VIEWING_SLOTS } from "@roost/shared/domain/constants.ts";
import {
  applyDealAction,
  attendanceQuestionOpensAt,
  type DealAction,
  type DealActorRole,
  type DealEffect,
  type DealErrorCode,
  type DealState,
  dealPhase,
  dealTurn,
  INITIAL_DEAL_STATE,
  isAttendanceQuestionDue,
  validateViewingSlots,
} from "@roost/shared/domain/deal-stage.ts";
import type { ErrorCode } from "@roost/shared/domain/errors.ts";
import type { NotificationType } from "@roost/shared/domain/notifications.ts";
import { conversationChannel, userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppDeps } from "../../app-deps.ts";
import type { Db, Tx } from "../../db/client.ts";
import {
  applications,
  conversationParticipants,
  dealProgression,
  properties,
  userBadges,
  viewingTimeSlots,
} from "../../db/schema.ts";
import { enqueue } from "../../jobs/queue.ts";
import { AppError, catalogueMessage, notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { formatUkDateTime } from "../../mail/booking-email.ts";
import { type BusEnvelope, publishMany } from "../../realtime/bus.ts";
import { type ConversationRow, requireParticipant } from "../conversations/conversation-access.ts";
import { groupMembersOf, membershipOf } from "../groups/groups.service.ts";
import { appendMessage } from "../messages/append-message.ts";
import { notifySafely } from "../notifications/notifications.service.ts";
import { type DealRow, formatAddress, nameOf, recordDealApplicants, studentSideIds } from "./deal-parties.ts";

// The viewing/deal flow of spec §4 "Deal progression stages". Every transition goes through
// applyDealAction (packages/shared/src/domain/deal-stage.ts); this file loads the row, works out
// who the actor is, persists `next` and performs the effects, all in one transaction that holds
// the deal row lock (SELECT … FOR UPDATE), so concurrent clicks are serialised. Creation relies on
// the unique index (conversation_id, property_id). Realtime events and jobs (emails, the
// attendance reminder) are written in the same transaction and take effect only on commit.

export const SEND_BOOKING_EMAIL = "send-booking-email";
export const DEAL_ATTENDANCE_REMINDER = "deal-attendance-reminder";
const ATTENDANCE_REMINDER_KEY = (dealId: string) => `attendance:${dealId}`;

export const VERIFIED_RENTER_BADGE = {
  badgeType: "verified_renter" as const,
  badgeName: "Verified Renter",
  description: "Confirmed as a tenant by a landlord on Roost after a completed viewing.",
};

type DealDeps = Pick<AppDeps, "database" | "clock" | "log">;

// ---------------------------------------------------------------- refusals

/** HTTP status of each refusal of the machine (ARCHITECTURE §4: 403 not allowed, 409 conflict, 422 rule). */
const DEAL_ERROR_STATUS: Record<DealErrorCode, ContentfulStatusCode> = {
  not_leader: 403,
  not_landlord: 403,
  own_property_viewing: 422,
  viewing_already_requested: 409,
  invalid_deal_stage: 409,
  no_slots: 422,
  too_many_slots: 422,
  duplicate_slots: 422,
  invalid_slot: 422,
  slot_in_past: 422,
  viewing_already_scheduled: 409,
  viewing_not_scheduled: 422,
  attendance_too_early: 422,
  interest_already_declared: 409,
  student_not_ready: 422,
  applicant_already_confirmed: 409,
};

/** A refusal with optional parameters for the text (e.g. {name} of 'Requested by {name}'). */
export class DealError extends AppError {
  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    readonly params?: Record<string, string>,
  ) {
    super(status, code, catalogueMessage(code, params));
  }
}

const refuse = (code: DealErrorCode, params?: Record<string, string>) =>
  new DealError(DEAL_ERROR_STATUS[code], code, params);

// ---------------------------------------------------------------- loading

export function toDealState(row: DealRow | null): DealState {
  if (!row) return { ...INITIAL_DEAL_STATE };
  return {
    stage: row.currentStage,
    viewingRequestedAt: row.viewingRequestedAt,
    slotsGivenAt: row.slotsGivenAt,
    viewingScheduledAt: row.viewingScheduledAt,
    viewingConfirmedByStudentAt: row.viewingConfirmedByStudentAt,
    viewingConfirmedByLandlordAt: row.viewingConfirmedByLandlordAt,
    viewingConfirmedAt: row.viewingConfirmedAt,
    studentReadyAt: row.studentReadyAt,
    landlordConfirmedAt: row.landlordConfirmedAt,
  };
}

function stateColumns(state: DealState, now: Date) {
  return {
    currentStage: state.stage,
    viewingRequestedAt: state.viewingRequestedAt,
    slotsGivenAt: state.slotsGivenAt,
    viewingScheduledAt: state.viewingScheduledAt,
    viewingConfirmedByStudentAt: state.viewingConfirmedByStudentAt,
    viewingConfirmedByLandlordAt: state.viewingConfirmedByLandlordAt,
    viewingConfirmedAt: state.viewingConfirmedAt,
    studentReadyAt: state.studentReadyAt,
    landlordConfirmedAt: state.landlordConfirmedAt,
    updatedAt: now,
  };
}

type PropertyRow = Pick<
  typeof properties.$inferSelect,
  "id" | "userId" | "addressLine1" | "town" | "postcode"
>;

interface DealContext {
  conversation: ConversationRow;
  participantRole: string;
  property: PropertyRow | null;
  /** The owner's account exists and takes part in this conversation. */
  ownerReachable: boolean;
  role: DealActorRole;
  /** The viewer's group membership (students only). */
  membership: { groupId: string; role: "admin" | "member" } | null;
  deal: DealRow | null;
}

async function loadProperty(tx: Tx, propertyId: string | null): Promise<PropertyRow | null> {
  if (!propertyId) return null;
  const [row] = await tx
    .select({
      id: properties.id,
      userId: properties.userId,
      addressLine1: properties.addressLine1,
      town: properties.town,
      postcode: properties.postcode,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row ?? null;
}

async function loadDeal(tx: Tx, conversationId: string, propertyId: string | null, lock: boolean) {
  if (!propertyId) return null;
  const query = tx
    .select()
    .from(dealProgression)
    .where(
      and(eq(dealProgression.conversationId, conversationId), eq(dealProgression.propertyId, propertyId)),
    )
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * The conversation (404 unless the viewer takes part and it is an inquiry), its property and
 * deal, and the viewer's role: the property owner is the landlord; a student is the leader when
 * they lead their group or have none (§5), a member otherwise.
 */
async function loadContext(tx: Tx, conversationId: string, viewerId: string, lock: boolean) {
  const { conversation, participant } = await requireParticipant(tx, conversationId, viewerId);
  if (conversation.type !== "landlord_tenant") throw notFound("Conversation not found.");
  const property = await loadProperty(tx, conversation.propertyId);
  let ownerReachable = false;
  if (property) {
    const owner = await tx
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, property.userId),
        ),
      )
      .limit(1);
    ownerReachable = owner.length > 0;
  }
  const isLandlord = property ? property.userId === viewerId : participant.role === "landlord";
  const membership = isLandlord ? null : await membershipOf(tx, viewerId);
  const role: DealActorRole = isLandlord ? "landlord" : membership?.role === "member" ? "member" : "leader";
  const deal = await loadDeal(tx, conversationId, property?.id ?? null, lock);
  const context: DealContext = {
    conversation,
    participantRole: participant.role,
    property,
    ownerReachable,
    role,
    membership,
    deal,
  };
  return context;
}

function requireDeal(context: DealContext): DealRow {
  if (!context.deal) throw refuse("invalid_deal_stage");
  return context.deal;
}

async function listSlots(tx: Tx, dealId: string) {
  return tx
    .select()
    .from(viewingTimeSlots)
    .where(eq(viewingTimeSlots.dealProgressionId, dealId))
    .orderBy(asc(viewingTimeSlots.proposedAt), asc(viewingTimeSlots.id));
}

// ---------------------------------------------------------------- the view

async function personOf(tx: Tx, userId: string | null) {
  if (!userId) return null;
  const result = await tx.execute<{
    user_id: string;
    display_name: string | null;
    avatar_url: string | null;
  }>(
    sql`select u.id as user_id, coalesce(nullif(btrim(p.display_name), ''), u.name) as display_name,
      p.avatar_url from "user" u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
  return result.rows[0] ?? null;
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function allowedActions(
  context: DealContext,
  state: DealState,
  slots: { proposedAt: Date }[],
  now: Date,
): DealActionName[] {
  const { role } = context;
  const can = (action: DealAction) => applyDealAction(state, action, role, now).ok;
  const allowed: DealActionName[] = [];
  if (!context.deal && context.property && context.ownerReachable && can({ type: "request_viewing" })) {
    allowed.push("request_viewing");
  }
  const drafting = role === "landlord" && state.stage === "request_viewing";
  if (drafting && slots.length < MAX_VIEWING_SLOTS) allowed.push("add_slots");
  if (drafting && slots.length > 0) allowed.push("remove_slot");
  if (can({ type: "send_slots", slots: slots.map((s) => s.proposedAt) })) allowed.push("send_slots");
  if (slots.some((s) => can({ type: "select_slot", slot: s.proposedAt }))) allowed.push("select_slot");
  if (role !== "member" && can({ type: "confirm_attendance", attended: true })) {
    allowed.push("confirm_attendance");
  }
  if (can({ type: "declare_interest", interested: true })) allowed.push("declare_interest");
  if (can({ type: "confirm_applicant" })) allowed.push("confirm_applicant");
  return allowed;
}

async function buildView(tx: Tx, context: DealContext, now: Date): Promise<DealView> {
  const { deal, conversation, property } = context;
  const state = toDealState(deal);
  const slots = deal ? await listSlots(tx, deal.id) : [];

  const groupId =
    deal?.groupId ?? (deal ? null : ((await membershipOf(tx, conversation.tenantId ?? ""))?.groupId ?? null));
  let group: DealView["group"] = null;
  if (groupId) {
    const [g] = await tx
      .execute<{ id: string; name: string }>(sql`select id, name from groups where id = ${groupId}`)
      .then((r) => r.rows);
    if (g) {
      const members = await groupMembersOf(tx, groupId);
      group = {
        id: g.id,
        name: g.name,
        member_count: members.length,
        members: members.map((m) => ({
          user_id: m.user_id,
          display_name: m.display_name,
          avatar_url: m.avatar_url,
          role: m.role,
          is_leader: m.role === "admin",
        })),
      };
    }
  }

  let application: DealView["application"] = null;
  if (deal) {
    const rows = await tx.execute<{
      id: string;
      applicant_user_id: string;
      status: "submitted" | "accepted" | "declined";
      created_at: Date;
      group_id: string | null;
      display_name: string | null;
      avatar_url: string | null;
      verified: boolean;
    }>(sql`
      select a.id, a.applicant_user_id, a.status, a.created_at, a.group_id,
        coalesce(nullif(btrim(p.display_name), ''), u.name) as display_name, p.avatar_url,
        exists (select 1 from user_badges b where b.user_id = a.applicant_user_id
          and b.badge_type = 'verified_renter') as verified
      from applications a join "user" u on u.id = a.applicant_user_id
      left join profiles p on p.user_id = a.applicant_user_id
      left join group_members gm on gm.user_id = a.applicant_user_id and gm.group_id = a.group_id
      where a.deal_progression_id = ${deal.id}
      order by gm.role = 'admin' desc nulls last, a.created_at, a.applicant_user_id`);
    const first = rows.rows[0];
    if (first) {
      application = {
        status: rows.rows.every((r) => r.status === "accepted") ? "accepted" : "submitted",
        submitted_at: new Date(first.created_at).toISOString(),
        group_id: first.group_id,
        applicants: rows.rows.map((r) => ({
          application_id: r.id,
          user_id: r.applicant_user_id,
          display_name: r.display_name,
          avatar_url: r.avatar_url,
          status: r.status,
          verified_renter: r.verified,
        })),
      };
    }
  }

  const opensAt = attendanceQuestionOpensAt(state);
  const studentDue = isAttendanceQuestionDue(state, "student", now);
  const landlordDue = isAttendanceQuestionDue(state, "landlord", now);
  const viewerDue =
    context.role === "landlord" ? landlordDue : context.role === "leader" ? studentDue : false;

  return {
    id: deal?.id ?? null,
    conversation_id: conversation.id,
    property: property ? { id: property.id, address: formatAddress(property) } : null,
    stage: state.stage,
    phase: dealPhase(state),
    status: deal ? (deal.status as "active" | "closed") : null,
    timestamps: {
      viewing_requested_at: iso(state.viewingRequestedAt),
      slots_given_at: iso(state.slotsGivenAt),
      viewing_scheduled_at: iso(state.viewingScheduledAt),
      viewing_confirmed_by_student_at: iso(state.viewingConfirmedByStudentAt),
      viewing_confirmed_by_landlord_at: iso(state.viewingConfirmedByLandlordAt),
      viewing_confirmed_at: iso(state.viewingConfirmedAt),
      student_ready_at: iso(state.studentReadyAt),
      landlord_confirmed_at: iso(state.landlordConfirmedAt),
    },
    turn: dealTurn(state, now),
    viewer_role: context.role,
    is_leader: context.role === "leader",
    allowed_actions: allowedActions(context, state, slots, now),
    attendance_question_opens_at: iso(opensAt),
    attendance_question_due: { student: studentDue, landlord: landlordDue, viewer: viewerDue },
    slots: slots.map((s) => ({
      id: s.id,
      proposed_at: s.proposedAt.toISOString(),
      is_selected: s.isSelected,
      created_at: s.createdAt.toISOString(),
    })),
    max_slots: MAX_VIEWING_SLOTS,
    requested_by: await personOf(tx, deal?.studentId ?? null),
    student: await personOf(tx, deal?.studentId ?? conversation.tenantId ?? null),
    landlord: await personOf(tx, deal?.landlordId ?? property?.userId ?? null),
    group,
    application,
  };
}

export async function getDeal(deps: DealDeps, conversationId: string, viewerId: string): Promise<DealView> {
  const db = deps.database.db;
  return db.transaction(async (tx) => {
    const context = await loadContext(tx, conversationId, viewerId, false);
    return buildView(tx, context, deps.clock.now());
  });
}

// ---------------------------------------------------------------- side effects inside the transaction

/**
 * A system message as the chat shows it (message_type 'system'), sent under the acting user so the
 * derived inquiry status reads it as theirs; last_message_at and the realtime events as for a
 * normal message.
 */
async function postSystemMessage(tx: Tx, conversationId: string, actorId: string, content: string) {
  const id = randomUUID();
  await appendMessage(tx, {
    id,
    conversationId,
    senderId: actorId,
    content,
    messageType: "system",
    isSystemMessage: true,
  });
  const participants = await tx
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  const envelopes: BusEnvelope[] = [
    {
      channel: conversationChannel(conversationId),
      event: { kind: "message_created", conversation_id: conversationId, message_id: id, sender_id: actorId },
    },
    ...participants.map((p) => ({
      channel: userChannel(p.userId),
      event: { kind: "conversation_updated", conversation_id: conversationId } as RealtimeEvent,
    })),
  ];
  await publishMany(tx, envelopes);
}

async function publishDealUpdated(tx: Tx, conversationId: string) {
  await publishMany(tx, [
    {
      channel: conversationChannel(conversationId),
      event: { kind: "deal_updated", conversation_id: conversationId },
    },
  ]);
}

/** The student participants of the inquiry (not the landlord), who can open the conversation. */
async function studentParticipants(tx: Tx, conversationId: string, landlordId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((r) => r.userId).filter((id) => id !== landlordId);
}

/**
 * The leader's steps, told to the rest of the student side (the group members reading the enquiry,
 * decision 022), as 'negotiation' notifications that open the enquiry.
 */
async function notifyGroupReaders(
  tx: Tx,
  log: Logger,
  context: DealContext,
  deal: DealRow,
  actorId: string,
  actorName: string,
  title: string,
  message: string,
) {
  const readers = (await studentParticipants(tx, context.conversation.id, deal.landlordId)).filter(
    (id) => id !== actorId,
  );
  await notifyUsers(tx, log, readers, {
    type: "negotiation",
    title,
    message: context.property ? `${message} (${formatAddress(context.property)})` : message,
    conversationId: context.conversation.id,
    propertyId: deal.propertyId,
    actorId,
    actorName,
  });
}

async function notifyUsers(
  tx: Tx,
  log: Logger,
  userIds: readonly string[],
  input: {
    type: NotificationType;
    title: string;
    message: string;
    conversationId: string;
    propertyId: string;
    actorId?: string;
    actorName?: string;
  },
) {
  for (const userId of new Set(userIds)) {
    await notifySafely(
      tx,
      {
        userId,
        type: input.type,
        title: input.title,
        message: input.message,
        data: {
          conversation_id: input.conversationId,
          conversation_type: "landlord_tenant",
          property_id: input.propertyId,
          ...(input.actorId ? { sender_id: input.actorId } : {}),
          ...(input.actorName ? { sender_name: input.actorName } : {}),
        },
      },
      log,
    );
  }
}

async function performEffects(tx: Tx, deal: DealRow, effects: readonly DealEffect[], now: Date) {
  for (const effect of effects) {
    if (effect.type === "booking_confirmation") {
      await enqueue(
        tx,
        SEND_BOOKING_EMAIL,
        { dealId: deal.id, conversationId: deal.conversationId, confirmationType: effect.confirmationType },
        { runAt: now, uniqueKey: `booking-email:${deal.id}:${effect.confirmationType}` },
      );
    } else if (effect.type === "grant_verified_renter_badge") {
      // §4 step 6: the deal's student; decision 006: also the applicants fixed when the viewing
      // was requested who are still in the group (a member who left after Interested gets none).
      const ids = [...new Set([deal.studentId, ...(await studentSideIds(tx, deal))])];
      await tx
        .insert(userBadges)
        .values(ids.map((userId) => ({ userId, ...VERIFIED_RENTER_BADGE })))
        .onConflictDoNothing({ target: [userBadges.userId, userBadges.badgeType] });
    }
  }
}

/** Runs an action on the locked deal and returns the fresh view. */
async function withLockedDeal(
  deps: DealDeps,
  conversationId: string,
  actorId: string,
  work: (tx: Tx, context: DealContext, now: Date) => Promise<void>,
): Promise<DealView> {
  const db: Db = deps.database.db;
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const context = await loadContext(tx, conversationId, actorId, true);
    await work(tx, context, now);
    await publishDealUpdated(tx, conversationId);
    const fresh = await loadContext(tx, conversationId, actorId, false);
    return buildView(tx, fresh, now);
  });
}

function apply(state: DealState, action: DealAction, role: DealActorRole, now: Date) {
  const result = applyDealAction(state, action, role, now);
  if (!result.ok) throw refuse(result.code);
  return result;
}

async function saveState(tx: Tx, dealId: string, next: DealState, now: Date): Promise<DealRow> {
  const [row] = await tx
    .update(dealProgression)
    .set(stateColumns(next, now))
    .where(eq(dealProgression.id, dealId))
    .returning();
  if (!row) throw new Error("deal vanished while locked");
  return row;
}

// ---------------------------------------------------------------- actions

/** §4 step 1: the leader (or a student with no group) asks for a viewing; creates the deal. */
export async function requestViewing(deps: DealDeps, conversationId: string, actorId: string) {
  return withLockedDeal(deps, conversationId, actorId, async (tx, context, now) => {
    const { property } = context;
    if (!property) throw new DealError(422, "property_not_found_viewing");
    if (!context.ownerReachable) throw new DealError(422, "property_owner_not_found");

    const alreadyRequested = async (deal: DealRow) =>
      refuse("viewing_already_requested", { name: await nameOf(tx, deal.studentId) });
    const result = applyDealAction(toDealState(context.deal), { type: "request_viewing" }, context.role, now);
    if (!result.ok) {
      if (result.code === "viewing_already_requested" && context.deal)
        throw await alreadyRequested(context.deal);
      throw refuse(result.code);
    }
    const [created] = await tx
      .insert(dealProgression)
      .values({
        conversationId,
        propertyId: property.id,
        studentId: actorId,
        landlordId: property.userId,
        groupId: context.membership?.groupId ?? null,
        status: "active",
        ...stateColumns(result.next, now),
        createdAt: now,
      })
      .onConflictDoNothing({ target: [dealProgression.conversationId, dealProgression.propertyId] })
      .returning();
    if (!created) {
      // A concurrent request won the unique index; it has committed by now, so we can read it.
      const winner = await loadDeal(tx, conversationId, property.id, false);
      if (!winner) throw new Error("deal vanished after a unique conflict");
      throw await alreadyRequested(winner);
    }
    await recordDealApplicants(tx, created);
    const name = await nameOf(tx, actorId);
    await postSystemMessage(tx, conversationId, actorId, `${name} requested a viewing`);
    await notifyUsers(tx, deps.log, [property.userId], {
      type: "negotiation",
      title: "Viewing requested",
      message: `${name} requested a viewing of ${formatAddress(property)}`,
      conversationId,
      propertyId: property.id,
      actorId,
      actorName: name,
    });
  });
}

function requireLandlordDrafting(context: DealContext): DealRow {
  if (context.role !== "landlord") throw refuse("not_landlord");
  const deal = requireDeal(context);
  if (deal.currentStage !== "request_viewing") throw refuse("invalid_deal_stage");
  return deal;
}

/** §5: the landlord saves slots, at most MAX_VIEWING_SLOTS saved and new together. */
export async function addSlots(deps: DealDeps, conversationId: string, actorId: string, isoSlots: string[]) {
  return withLockedDeal(deps, conversationId, actorId, async (tx, context, now) => {
    const deal = requireLandlordDrafting(context);
    const saved = await listSlots(tx, deal.id);
    const fresh = isoSlots.map((s) => new Date(s));
    if (saved.length + fresh.length > MAX_VIEWING_SLOTS) throw refuse("too_many_slots");
    const problem = validateViewingSlots(fresh, now);
    if (problem) throw refuse(problem);
    const savedTimes = new Set(saved.map((s) => s.proposedAt.getTime()));
    if (fresh.some((d) => savedTimes.has(d.getTime()))) throw refuse("duplicate_slots");
    await tx
      .insert(viewingTimeSlots)
      .values(fresh.map((proposedAt) => ({ dealProgressionId: deal.id, proposedAt, createdBy: actorId })));
    await tx.update(dealProgression).set({ updatedAt: now }).where(eq(dealProgression.id, deal.id));
  });
}

export async function removeSlot(deps: DealDeps, conversationId: string, actorId: string, slotId: string) {
  return withLockedDeal(deps, conversationId, actorId, async (tx, context, now) => {
    const deal = requireLandlordDrafting(context);
    const deleted = await tx
      .delete(viewingTimeSlots)
      .where(and(eq(viewingTimeSlots.id, slotId), eq(viewingTimeSlots.dealProgressionId, deal.id)))
      .returning({ id: viewingTimeSlots.id });
    if (deleted.length === 0) throw notFound("Time slot not found.");
    await tx.update(dealProgression).set({ updatedAt: now }).where(eq(dealProgression.id, deal.id));
  });
}

/** §4 step 2: the landlord sends the saved slots (at least one). */
export async function sendSlots(deps: DealDeps, conversationId: string, actorId: string) {
  return withLockedDeal(deps, conversationId, actorId, async (tx, context, now) => {
    if (context.role !== "landlord") throw refuse("not_landlord");
    const deal = requireDeal(context);
    const saved = await listSlots(tx, deal.id);
    const result = apply(
      toDealState(deal),
      { type: "send_slots", slots: saved.map((s) => s.proposedAt) },
      context.role,
      now,
    );
    await saveState(tx, deal.id, result.next, now);
    const name = await nameOf(tx, actorId);
    const count = saved.length;
    await postSystemMessage(
      tx,
      conversationId,
      actorId,
      `${name} offered ${count} viewing time${count === 1 ? "" : "s"}`,
    );
    await notifyUsers(tx, deps.log, await studentParticipants(tx, conversationId, deal.landlordId), {
      type: "negotiation",
      title: "Viewing times offered",
      message: `${name} offered viewing times for ${context.property ? formatAddress(context.property) : "the property"}`,
      conversationId,
      propertyId: deal.propertyId,
      actorId,
      actorName: name,
    });
  });
}

/** §4 step 3: the leader books one slot; emails both sides and schedules the attendance reminder. */
export async function selectSlot(deps: DealDeps, conversationId: string, actorId: string, slotId: string) {
  return withLockedDeal(deps, conversationId, actorId, async (tx, context, now) => {
    const deal = requireDeal(context);
    const [slot] = await tx
      .select()
      .from(viewingTimeSlots)
      .where(and(eq(viewingTimeSlots.id, slotId), eq(viewingTimeSlots.dealProgressionId, deal.id)))
      .limit(1);
    if (!slot) throw notFound("Time slot not found.");
    const result = apply(
      toDealState(deal),
      { type: "select_slot", slot: slot.proposedAt },
      context.role,
      now,
    );
    // The partial unique index viewing_time_slots_one_selected backs the row lock up.
    await tx.update(viewingTimeSlots).set({ isSelected: true }).where(eq(viewingTimeSlots.id, slot.id));
    const saved = await saveState(tx, deal.id, result.next, now);
    await performEffects(tx, saved, result.effects, now);
    const opensAt = attendanceQuestionOpensAt(result.next);
    if (opensAt) {
      await enqueue(
        tx,
        DEAL_ATTENDANCE_REMINDER,
        { dealId: deal.id, conversationId },
        { runAt: opensAt, uniqueKey: ATTENDANCE_REMINDER_KEY(deal.id) },
      );
    }
    const name = await nameOf(tx, actorId);
    const booked = `${name} booked a viewing for ${formatUkDateTime(slot.proposedAt)}`;
    await postSystemMessage(tx, conversationId, actorId, booked);
    await notifyGroupReaders(tx, deps.log, context, deal, actorId, name, "Viewing booked", booked);
  });
}

/** §4 step 4: from scheduled + 60 min, each side says whether the viewing took place. */
export async function confirmAttendance(
  deps: DealDeps,
  conversationId: string,
  actorId: string,
  attended: boolean,
) {
  return withLockedDeal(deps, conversationId, actorId, async (tx, context, now) => {
    const deal = requireDeal(context);
    const result = apply(toDealState(deal), { type: "confirm_attendance", attended }, context.role, now);
    const saved = await saveState(tx, deal.id, result.next, now);
    await performEffects(tx, saved, result.effects, now);
    const name = await nameOf(tx, actorId);
    await postSystemMessage(
      tx,
      conversationId,
      actorId,
      attended ? `${name} confirmed the viewing took place` : `${name} said the viewing did not take place`,
    );
    if (result.next.viewingConfirmedAt !== null && deal.viewingConfirmedAt === null) {
      await postSystemMessage(tx, conversationId, actorId, "Viewing confirmed by both sides");
    }
  });
}

/** §4 step 5: Interested (applications per member) or Not Interested (deal_declined). */
export async function declareInterest(
  deps: DealDeps,
  conversationId: string,
  actorId: string,
  interested: boolean,
) {
  return withLockedDeal(deps, conversationId, actorId, async (tx, context, now) => {
    const deal = requireDeal(context);
    const result = apply(toDealState(deal), { type: "declare_interest", interested }, context.role, now);
    await saveState(tx, deal.id, result.next, now);
    const name = await nameOf(tx, actorId);
    if (interested) {
      const applicantIds = await studentSideIds(tx, deal);
      await tx
        .insert(applications)
        .values(
          applicantIds.map((applicantUserId) => ({
            dealProgressionId: deal.id,
            propertyId: deal.propertyId,
            groupId: deal.groupId,
            applicantUserId,
            status: "submitted",
            createdAt: now,
          })),
        )
        .onConflictDoNothing({ target: [applications.dealProgressionId, applications.applicantUserId] });
      const applied = `${name} is interested in this property and submitted ${deal.groupId ? "the group's" : "an"} application`;
      await postSystemMessage(tx, conversationId, actorId, applied);
      await notifyGroupReaders(tx, deps.log, context, deal, actorId, name, "Application submitted", applied);
      await notifyUsers(tx, deps.log, [deal.landlordId], {
        type: "application",
        title: "New application",
        message: `${name} applied for ${context.property ? formatAddress(context.property) : "your property"}`,
        conversationId,
        propertyId: deal.propertyId,
        actorId,
        actorName: name,
      });
    } else {
      const declined = `${name} is not interested in this property`;
      await postSystemMessage(tx, conversationId, actorId, declined);
      await notifyGroupReaders(tx, deps.log, context, deal, actorId, name, "Not interested", declined);
    }
  });
}

/** §4 step 6: the landlord confirms the applicant; badges, accepted applications, email. */
export async function confirmApplicant(deps: DealDeps, conversationId: string, actorId: string) {
  return withLockedDeal(deps, conversationId, actorId, async (tx, context, now) => {
    const deal = requireDeal(context);
    const result = apply(toDealState(deal), { type: "confirm_applicant" }, context.role, now);
    const saved = await saveState(tx, deal.id, result.next, now);
    await tx
      .update(applications)
      .set({ status: "accepted" })
      .where(eq(applications.dealProgressionId, deal.id));
    await performEffects(tx, saved, result.effects, now);
    const name = await nameOf(tx, actorId);
    await postSystemMessage(
      tx,
      conversationId,
      actorId,
      `${name} confirmed the applicant. The deal is confirmed.`,
    );
    const applicants = await tx
      .select({ userId: applications.applicantUserId })
      .from(applications)
      .where(eq(applications.dealProgressionId, deal.id));
    await notifyUsers(
      tx,
      deps.log,
      applicants.map((a) => a.userId),
      {
        type: "application",
        title: "Application accepted",
        message: `${name} confirmed your application for ${context.property ? formatAddress(context.property) : "the property"}. You are now a Verified Renter.`,
        conversationId,
        propertyId: deal.propertyId,
        actorId,
        actorName: name,
      },
    );
  });
}

// ---------------------------------------------------------------- used by the jobs

export async function loadDealById(tx: Tx, dealId: string): Promise<DealRow | null> {
  const [row] = await tx.select().from(dealProgression).where(eq(dealProgression.id, dealId)).limit(1);
  return row ?? null;
}

export { loadProperty, notifyUsers, publishDealUpdated };
