import type { BookingConfirmationType } from "@roost/shared/domain/deal-stage.ts";
import { isAttendanceQuestionDue } from "@roost/shared/domain/deal-stage.ts";
import type { JobContext } from "../../jobs/worker.ts";
import { renderBookingEmail } from "../../mail/booking-email.ts";
import { createMailer } from "../../mail/mailer.ts";
import { dealParties, formatAddress } from "./deal-parties.ts";
import {
  loadDealById,
  loadProperty,
  notifyUsers,
  publishDealUpdated,
  studentParticipants,
  toDealState,
} from "./deals.service.ts";

// The deal flow's jobs (decision 003 queue). Both are enqueued inside the deal's transaction, so
// they exist exactly when the change commits, and both are safe to run twice.

const CONFIRMATION_TYPES: readonly BookingConfirmationType[] = [
  "viewing_scheduled",
  "viewing_confirmed",
  "deal_confirmed",
];

/**
 * 'send-booking-email' {dealId, confirmationType}: renders the booking confirmation of spec §7 and
 * sends it to the landlord and every member of the student side (SMTP, or the outbox). A throw
 * makes the queue retry later; the deal flow never waits for it.
 */
export async function sendBookingEmailJob({ deps, payload, now }: JobContext): Promise<void> {
  const db = deps.database.db;
  const dealId = String(payload.dealId ?? "");
  const confirmationType = payload.confirmationType as BookingConfirmationType;
  if (!CONFIRMATION_TYPES.includes(confirmationType)) {
    deps.log.warn({ confirmationType }, "booking email with an unknown type skipped");
    return;
  }
  const deal = await loadDealById(db, dealId);
  if (!deal) return; // deleted since: nothing to tell anyone
  const property = await loadProperty(db, deal.propertyId);
  const { landlord, students } = await dealParties(db, deal);
  const recipients = [...(landlord ? [landlord] : []), ...students].map((p) => ({
    email: p.email,
    name: p.name,
  }));
  if (recipients.length === 0) return;
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const fromEmail = /<([^>]+)>/.exec(deps.config?.mailFrom ?? "")?.[1] ?? "no-reply@roost.local";
  const message = renderBookingEmail({
    conversationId: deal.conversationId,
    dealId: deal.id,
    propertyAddress: property ? formatAddress(property) : "the property",
    confirmationType,
    scheduledDateTime: deal.viewingScheduledAt,
    recipients,
    landlord: { name: landlord?.name ?? "Property Owner", email: landlord?.email ?? null },
    // Deals live in landlord_tenant conversations, whose page is the inquiry with its deal card.
    conversationUrl: `${publicUrl}/inquiries/${deal.conversationId}`,
    now,
    fromEmail,
  });
  const mailer = createMailer({ config: deps.config, db, log: deps.log });
  await mailer.sendMail(message);
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
      ...(studentDue ? await studentParticipants(tx, deal.conversationId, deal.landlordId) : []),
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
