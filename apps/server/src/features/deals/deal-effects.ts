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
export async function studentParticipants(
  tx: Tx,
  conversationId: string,
  landlordId: string,
): Promise<string[]> {
  const rows = await tx
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((r) => r.userId).filter((id) => id !== landlordId);
}

/**
 * A step the student side took, told to the landlord too: their bell and dashboard list it
 * (decision 034). The group's other readers hear of it through notifyGroupReaders.
 */
async function notifyLandlord(
  tx: Tx,
  log: Logger,
  deal: DealRow,
  actor: { id: string; name: string },
  note: { type: NotificationType; title: string; message: string },
) {
  await notifyUsers(tx, log, [deal.landlordId], {
    ...note,
    conversationId: deal.conversationId,
    propertyId: deal.propertyId,
    actorId: actor.id,
    actorName: actor.name,
  });
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

/**
 * A step the student side took, announced wherever the deal is followed: a system message in the
 * chat, a notification for the group's other readers, and the landlord's own (its type, title and
 * words; by default a 'negotiation' saying what the chat says).
 */
export async function announceStudentStep(
  tx: Tx,
  log: Logger,
  context: DealContext,
  deal: DealRow,
  actor: { id: string; name: string },
  step: {
    title: string;
    message: string;
    landlord?: { type: NotificationType; title: string; message: string };
  },
) {
  await postSystemMessage(tx, deal.conversationId, actor.id, step.message);
  await notifyGroupReaders(tx, log, context, deal, actor.id, actor.name, step.title, step.message);
  await notifyLandlord(
    tx,
    log,
    deal,
    actor,
    step.landlord ?? { type: "negotiation", title: step.title, message: step.message },
  );
}
