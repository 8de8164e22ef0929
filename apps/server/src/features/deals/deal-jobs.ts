import type { BookingConfirmationType } from "@roost/shared/domain/deal-stage.ts";
import { isAttendanceQuestionDue } from "@roost/shared/domain/deal-stage.ts";
import type { JobContext } from "../../jobs/job.ts";
import { enqueue } from "../../jobs/queue.ts";
import { renderBookingEmail } from "../../mail/booking-email.ts";
import { createMailer } from "../../mail/mailer.ts";
import { unsubscribeLinks } from "../email-notifications/notification-email.ts";
import { loadDealById, loadProperty, toDealState } from "./deal-context.ts";
import { notifyUsers, publishDealUpdated } from "./deal-effects.ts";
import { dealParties, formatAddress } from "./deal-parties.ts";

// The deal flow's jobs (decision 003 queue). Both are enqueued inside the deal's transaction, so
// they exist exactly when the change commits, and both are safe to run twice.

const CONFIRMATION_TYPES: readonly BookingConfirmationType[] = [
  "viewing_scheduled",
  "viewing_confirmed",
  "deal_confirmed",
];

/** One booking email for one party: {dealId, confirmationType, recipientId}. */
export const SEND_BOOKING_EMAIL_TO = "send-booking-email-to";

/** Names one booking email to one person: the job's unique key and the mail's idempotency key. */
const bookingEmailKey = (dealId: string, type: BookingConfirmationType, recipientId: string) =>
  `booking-email:${dealId}:${type}:${recipientId}`;

function confirmationTypeOf(deps: JobContext["deps"], payload: JobContext["payload"]) {
  const confirmationType = payload.confirmationType as BookingConfirmationType;
  if (CONFIRMATION_TYPES.includes(confirmationType)) return confirmationType;
  deps.log.warn({ confirmationType }, "booking email with an unknown type skipped");
  return null;
}

/**
 * 'send-booking-email' {dealId, confirmationType}: the booking confirmation of spec §7 goes to the
 * landlord and every member of the student side, each in a mail of their own (no party learns
 * another's address). This job only fans out one 'send-booking-email-to' job per recipient, with
 * a unique key each, so a retry never mails anyone twice and one bad address delays no one else.
 */
export async function sendBookingEmailJob({ deps, payload, now }: JobContext): Promise<void> {
  const db = deps.database.db;
  const confirmationType = confirmationTypeOf(deps, payload);
  if (!confirmationType) return;
  const deal = await loadDealById(db, String(payload.dealId ?? ""));
  if (!deal) return; // deleted since: nothing to tell anyone
  const { landlord, students } = await dealParties(db, deal);
  const recipientIds = [...new Set([...(landlord ? [landlord] : []), ...students].map((p) => p.user_id))];
  await db.transaction(async (tx) => {
    for (const recipientId of recipientIds)
      await enqueue(
        tx,
        SEND_BOOKING_EMAIL_TO,
        { dealId: deal.id, confirmationType, recipientId },
        { runAt: now, uniqueKey: bookingEmailKey(deal.id, confirmationType, recipientId) },
      );
  });
}

/**
 * 'send-booking-email-to' {dealId, confirmationType, recipientId}: renders and sends the mail for
 * one party (SMTP, or the outbox), still a party when it runs. A throw makes the queue retry it
 * later; the deal flow never waits for it.
 */
export async function sendBookingEmailToJob({ deps, payload, now }: JobContext): Promise<void> {
  const db = deps.database.db;
  const confirmationType = confirmationTypeOf(deps, payload);
  if (!confirmationType) return;
  const deal = await loadDealById(db, String(payload.dealId ?? ""));
  if (!deal) return;
  const { landlord, students } = await dealParties(db, deal);
  const recipient = [...(landlord ? [landlord] : []), ...students].find(
    (p) => p.user_id === payload.recipientId,
  );
  if (!recipient) return; // left the group or deleted their account since
  const property = await loadProperty(db, deal.propertyId);
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const fromEmail = /<([^>]+)>/.exec(deps.config?.mailFrom ?? "")?.[1] ?? "no-reply@roost.local";
  const message = renderBookingEmail({
    conversationId: deal.conversationId,
    dealId: deal.id,
    propertyAddress: property ? formatAddress(property) : "the property",
    confirmationType,
    scheduledDateTime: deal.viewingScheduledAt,
    recipient: { id: recipient.user_id, email: recipient.email, name: recipient.name },
    landlord: { id: landlord?.user_id ?? null, name: landlord?.name ?? "Property Owner" },
    // Deals live in landlord_tenant conversations, whose page is the inquiry with its deal card.
    conversationUrl: `${publicUrl}/inquiries/${deal.conversationId}`,
    now,
    fromEmail,
    unsubscribe: unsubscribeLinks(deps, recipient.user_id, "viewings_deals", now),
  });
  const mailer = createMailer({ config: deps.config, db, log: deps.log });
  await mailer.sendMail(message, bookingEmailKey(deal.id, confirmationType, recipient.user_id));
}

/**
 * 'deal-attendance-reminder' {dealId}: at scheduled + 60 minutes, asks each side that has not yet
 * confirmed "Did the viewing go ahead?" (type 'negotiation') and refreshes the card. Decided with
 * the job's `now`, so a reminder that is late or repeated never asks someone who already answered.
 */
export async function attendanceReminderJob({ deps, payload, now }: JobContext): Promise<void> {
  const db = deps.database.db;
  const deal = await loadDealById(db, String(payload.dealId ?? ""));
  if (!deal) return;
  const state = toDealState(deal);
  const studentDue = isAttendanceQuestionDue(state, "student", now);
  const landlordDue = isAttendanceQuestionDue(state, "landlord", now);
  if (!studentDue && !landlordDue) return;
  const property = await loadProperty(db, deal.propertyId);
  const address = property ? formatAddress(property) : "the property";
  await db.transaction(async (tx) => {
    const recipients = [
      ...(landlordDue ? [deal.landlordId] : []),
      // Only the leader answers for the group, so only they are asked (decision 022).
      ...(studentDue ? [deal.studentId] : []),
    ];
    await notifyUsers(tx, deps.log, recipients, {
      type: "negotiation",
      title: "Did the viewing go ahead?",
      message: `Please confirm whether the viewing of ${address} took place.`,
      conversationId: deal.conversationId,
      propertyId: deal.propertyId,
    });
    await publishDealUpdated(tx, deal.conversationId);
  });
}
