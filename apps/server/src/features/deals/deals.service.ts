// The viewing/deal flow of spec §4 "Deal progression stages": one function per step (the view is
// deal-view.ts), read in order; what the steps share lives beside it (context, effects, errors,
// parties, step), and each step's chat lines and notifications go out through announceDealStep.
// Each step runs through withLockedDeal (deal-step.ts), where the machine of packages/shared
// decides; its effects (deal-effects.ts) are written in the same transaction and take effect only
// on commit. Creating the deal relies on the unique index (conversation_id, property_id).

import { MAX_VIEWING_SLOTS } from "@roost/shared/domain/constants.ts";
import {
  applyDealAction,
  attendanceQuestionOpensAt,
  validateViewingSlots,
} from "@roost/shared/domain/deal-stage.ts";
import { ukDateTimeWithZone } from "@roost/shared/domain/uk-time.ts";
import { and, eq } from "drizzle-orm";
import { applications, dealProgression, viewingTimeSlots } from "../../db/schema.ts";
import { enqueue } from "../../jobs/queue.ts";
import { notFound } from "../../lib/errors.ts";
import { advertisedRentNow } from "./advertised-rent.ts";
import { type DealContext, listSlots, loadDeal, requireDeal, toDealState } from "./deal-context.ts";
import {
  ATTENDANCE_REMINDER_KEY,
  announceDealStep,
  DEAL_ATTENDANCE_REMINDER,
  performEffects,
  studentStep,
} from "./deal-effects.ts";
import { DealError, refuse } from "./deal-errors.ts";
import { type DealRow, formatAddress, nameOf, recordDealApplicants, studentSideIds } from "./deal-parties.ts";
import { apply, type DealDeps, saveState, stateColumns, withLockedDeal } from "./deal-step.ts";

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
        advertisedRent: await advertisedRentNow(tx, property.id),
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
    await announceDealStep(tx, deps.log, created, {
      actor: { id: actorId, name },
      chat: `${name} requested a viewing`,
      landlord: {
        title: "Viewing requested",
        message: `${name} requested a viewing of ${formatAddress(property)}`,
      },
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
    await announceDealStep(tx, deps.log, deal, {
      actor: { id: actorId, name },
      chat: `${name} offered ${count} viewing time${count === 1 ? "" : "s"}`,
      students: {
        title: "Viewing times offered",
        message: `${name} offered viewing times for ${context.property ? formatAddress(context.property) : "the property"}`,
      },
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
    const booked = `${name} booked a viewing for ${ukDateTimeWithZone(slot.proposedAt)}`;
    await announceDealStep(
      tx,
      deps.log,
      deal,
      studentStep(context, { id: actorId, name }, "Viewing booked", booked),
    );
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
    const bothConfirmed = result.next.viewingConfirmedAt !== null && deal.viewingConfirmedAt === null;
    await announceDealStep(tx, deps.log, deal, {
      actor: { id: actorId, name },
      chat: [
        attended ? `${name} confirmed the viewing took place` : `${name} said the viewing did not take place`,
        ...(bothConfirmed ? ["Viewing confirmed by both sides"] : []),
      ],
    });
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
      await announceDealStep(
        tx,
        deps.log,
        deal,
        studentStep(context, { id: actorId, name }, "Application submitted", applied, {
          type: "application",
          title: "New application",
          message: `${name} applied for ${context.property ? formatAddress(context.property) : "your property"}`,
        }),
      );
    } else {
      const declined = `${name} is not interested in this property`;
      await announceDealStep(
        tx,
        deps.log,
        deal,
        studentStep(context, { id: actorId, name }, "Not interested", declined),
      );
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
    const applicants = await tx
      .select({ userId: applications.applicantUserId })
      .from(applications)
      .where(eq(applications.dealProgressionId, deal.id));
    await announceDealStep(tx, deps.log, deal, {
      actor: { id: actorId, name },
      chat: `${name} confirmed the applicant. The deal is confirmed.`,
      students: {
        to: applicants.map((a) => a.userId),
        type: "application",
        title: "Application accepted",
        message: `${name} confirmed your application for ${context.property ? formatAddress(context.property) : "the property"}. You are now a Verified Renter.`,
      },
    });
  });
}
