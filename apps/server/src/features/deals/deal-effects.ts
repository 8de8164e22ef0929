import { randomUUID } from "node:crypto";
import type { RealtimeEvent } from "@roost/shared/contracts/conversations.ts";
import type { DealEffect } from "@roost/shared/domain/deal-stage.ts";
import type { NotificationType } from "@roost/shared/domain/notifications.ts";
import { conversationChannel, userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { conversationParticipants, userBadges } from "../../db/schema.ts";
import { enqueue } from "../../jobs/queue.ts";
import type { Logger } from "../../lib/logger.ts";
import { type BusEnvelope, publishMany } from "../../realtime/bus.ts";
import { appendMessage } from "../messages/append-message.ts";
import { notifySafely } from "../notifications/notifications.service.ts";
import type { DealContext } from "./deal-context.ts";
import { type DealRow, formatAddress, studentSideIds } from "./deal-parties.ts";

// What a deal step causes besides its own row, all inside the step's transaction so it happens
// exactly when the step commits: system messages in the chat, realtime events, notifications,
// the jobs that send the booking emails and the attendance reminder, and the Verified Renter badge.

export const SEND_BOOKING_EMAIL = "send-booking-email";
export const DEAL_ATTENDANCE_REMINDER = "deal-attendance-reminder";
export const ATTENDANCE_REMINDER_KEY = (dealId: string) => `attendance:${dealId}`;

export const VERIFIED_RENTER_BADGE = {
  badgeType: "verified_renter" as const,
  badgeName: "Verified Renter",
  description: "Confirmed as a tenant by a landlord on Roost after a completed viewing.",
};

/**
 * A system message as the chat shows it (message_type 'system'), sent under the acting user so the
 * derived inquiry status reads it as theirs; last_message_at and the realtime events as for a
 * normal message.
 */
export async function postSystemMessage(tx: Tx, conversationId: string, actorId: string, content: string) {
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

export async function publishDealUpdated(tx: Tx, conversationId: string) {
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

export async function notifyUsers(
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
    /** A tenancy's step: the notification opens the tenancy rather than the enquiry. */
    tenancyId?: string;
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
          ...(input.tenancyId ? { tenancy_id: input.tenancyId } : {}),
        },
      },
      log,
    );
  }
}

export async function performEffects(tx: Tx, deal: DealRow, effects: readonly DealEffect[], now: Date) {
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

/** A notification about a deal step; 'negotiation' unless the step says otherwise. */
export interface DealNote {
  type?: NotificationType;
  title: string;
  message: string;
}

export interface DealAnnouncement {
  /** Who took the step: the chat's lines are theirs and the notifications name them. */
  actor: { id: string; name: string };
  /** The chat's system messages, in order. */
  chat: string | readonly string[];
  /** Told to the student side: the enquiry's readers other than the actor, or just `to`. */
  students?: DealNote & { to?: readonly string[] };
  /** Told to the landlord. */
  landlord?: DealNote;
  /** The tenancy the step belongs to, when it is one of a tenancy's (decision 062). */
  tenancyId?: string;
}

/** What an announcement needs of its deal: where it is followed, and its landlord. */
export type AnnouncedDeal = Pick<DealRow, "conversationId" | "propertyId" | "landlordId">;

/**
 * A deal step announced wherever the deal is followed: its system messages in the chat under the
 * actor, then the student side's notification (the group members read the enquiry, decision 022)
 * and the landlord's (their bell and dashboard list it, decision 034). A side without a note is
 * not told; each notification opens the enquiry.
 */
export async function announceDealStep(tx: Tx, log: Logger, deal: AnnouncedDeal, step: DealAnnouncement) {
  const { actor } = step;
  for (const line of typeof step.chat === "string" ? [step.chat] : step.chat) {
    await postSystemMessage(tx, deal.conversationId, actor.id, line);
  }
  const tell = (userIds: readonly string[], note: DealNote) =>
    notifyUsers(tx, log, userIds, {
      ...note,
      type: note.type ?? "negotiation",
      conversationId: deal.conversationId,
      propertyId: deal.propertyId,
      actorId: actor.id,
      actorName: actor.name,
      ...(step.tenancyId ? { tenancyId: step.tenancyId } : {}),
    });
  if (step.students) {
    const { to, ...note } = step.students;
    const readers =
      to ??
      (await studentParticipants(tx, deal.conversationId, deal.landlordId)).filter((id) => id !== actor.id);
    await tell(readers, note);
  }
  if (step.landlord) await tell([deal.landlordId], step.landlord);
}

/**
 * A step the student side took: the chat says it; the group's other readers hear it with the
 * property's address, the landlord as the chat says it unless the step words theirs differently.
 */
export function studentStep(
  context: DealContext,
  actor: DealAnnouncement["actor"],
  title: string,
  line: string,
  landlord: DealNote = { title, message: line },
): DealAnnouncement {
  const where = context.property ? ` (${formatAddress(context.property)})` : "";
  return { actor, chat: line, students: { title, message: `${line}${where}` }, landlord };
}
