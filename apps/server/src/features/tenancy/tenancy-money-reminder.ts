import {
  AGREEMENT_REMINDER_DAYS_BEFORE,
  agreementDeadline,
  agreementReminderDay,
  PAYMENT_KIND_LABELS,
  type PaymentKind,
  protectionDeadline,
  protectionReminderDays,
  refundDue,
  refundReminderDays,
  refundTrigger,
  type TenancyEvents,
} from "@roost/shared/domain/tenancy-money.ts";
import { calendarDate, ukIsoDate, ukLocalInputToIso } from "@roost/shared/domain/uk-time.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tenancies, tenancyPayments } from "../../db/schema.ts";
import type { JobContext } from "../../jobs/job.ts";
import { enqueue } from "../../jobs/queue.ts";
import { button, heading, paragraph } from "../../mail/email-components.ts";
import { loadRecipient, sendAccountEmail } from "../email-notifications/notification-email.ts";
import type { TenancyRow } from "./tenancy-access.ts";
import { type PaymentRow, paymentsOf, tenancyEvents } from "./tenancy-money-view.ts";

// The deposits' deadlines, reminded by email (decision 062): the deadline for agreement two days
// before (landlord and payer), an unprotected deposit on day 20 and day 30 (landlord), and a holding
// deposit's refund when its clock starts and the day before it is due (landlord). Each reminder is
// queued for its day whenever a payment, the signing or a withdrawal changes what is due, and
// re-checked when it runs: a reminder no longer due (protected, refunded, a clock started earlier)
// sends nothing.

export const TENANCY_MONEY_REMINDER = "tenancy-money-reminder";

type Reminder = "agreement" | "protection" | "refund_start" | "refund_due";

/** The reminders a payment calls for now, each with its UK day. */
function remindersOf(row: PaymentRow, tenancy: TenancyRow, events: TenancyEvents) {
  const received = row.receivedOn;
  if (!received) return [];
  const due: { reminder: Reminder; on: string }[] = [];
  if (row.kind === "holding_deposit" && !row.outcome) {
    const deadline = agreementDeadline(received, row.agreedDeadlineOn);
    if (!events.signedOn && !events.withdrawnOn)
      due.push({ reminder: "agreement", on: agreementReminderDay(deadline) });
    const [start, dayBefore] = refundReminderDays(refundTrigger(deadline, events));
    if (start && dayBefore)
      due.push({ reminder: "refund_start", on: start }, { reminder: "refund_due", on: dayBefore });
  }
  if (row.kind === "deposit" && !row.protectedOn && tenancy.state !== "withdrawn")
    due.push(...protectionReminderDays(received).map((on) => ({ reminder: "protection" as const, on })));
  return due;
}

/** A reminder's day becomes due at 8 in the morning, UK time. */
const morningOf = (day: string) => new Date(ukLocalInputToIso(`${day}T08:00`) ?? `${day}T08:00:00Z`);

/** Queues every reminder the tenancy's payments call for from today on; ones queued before stay. */
export async function scheduleMoneyReminders(tx: Tx, tenancyId: string, now: Date) {
  const [tenancy] = await tx.select().from(tenancies).where(eq(tenancies.id, tenancyId));
  if (!tenancy) return;
  const events = await tenancyEvents(tx, { tenancy });
  const today = ukIsoDate(now);
  for (const row of await paymentsOf(tx, tenancyId))
    for (const { reminder, on } of remindersOf(row, tenancy, events)) {
      if (on < today) continue;
      const runAt = morningOf(on);
      await enqueue(
        tx,
        TENANCY_MONEY_REMINDER,
        { paymentId: row.id, reminder, on },
        {
          runAt: runAt > now ? runAt : now,
          uniqueKey: `${TENANCY_MONEY_REMINDER}:${row.id}:${reminder}:${on}`,
        },
      );
    }
}

function emailOf(reminder: Reminder, row: PaymentRow & { receivedOn: string }, events: TenancyEvents) {
  const label = PAYMENT_KIND_LABELS[row.kind as PaymentKind];
  const deadline = agreementDeadline(row.receivedOn, row.agreedDeadlineOn);
  switch (reminder) {
    case "agreement":
      return {
        subject: `Deadline for agreement: ${calendarDate(deadline)}`,
        text:
          `The holding deposit was received on ${calendarDate(row.receivedOn)}. The tenancy agreement should be ` +
          `made by ${calendarDate(deadline)} (in ${AGREEMENT_REMINDER_DAYS_BEFORE} days), unless you agreed another date in writing.`,
      };
    case "protection":
      return {
        subject: `Protect the deposit by ${calendarDate(protectionDeadline(row.receivedOn))}`,
        text:
          `A ${label} received on ${calendarDate(row.receivedOn)} is not recorded as protected. Protect it in an ` +
          `authorised scheme and give the tenant the prescribed information by ${calendarDate(protectionDeadline(row.receivedOn))}, then record it in Roost.`,
      };
    default: {
      const due = refundDue(refundTrigger(deadline, events));
      return {
        subject: `Holding deposit refund due by ${calendarDate(due)}`,
        text:
          `A holding deposit must be repaid, or credited with the tenant's consent, by ${calendarDate(due)}, ` +
          "unless you keep it for a lawful reason and give your reasons in writing. Record what happened in Roost.",
      };
    }
  }
}

/** 'tenancy-money-reminder' {paymentId, reminder, on}. */
export async function tenancyMoneyReminderJob({ deps, payload }: JobContext): Promise<void> {
  const db = deps.database.db;
  const [found] = await db
    .select({ payment: tenancyPayments, tenancy: tenancies })
    .from(tenancyPayments)
    .innerJoin(tenancies, eq(tenancies.id, tenancyPayments.tenancyId))
    .where(eq(tenancyPayments.id, String(payload.paymentId ?? "")));
  if (!found) return;
  const { payment, tenancy } = found;
  const events = await tenancyEvents(db, { tenancy });
  const still = remindersOf(payment, tenancy, events).some(
    (r) => r.reminder === payload.reminder && r.on === payload.on,
  );
  const receivedOn = payment.receivedOn;
  if (!still || !receivedOn) return;
  const reminder = payload.reminder as Reminder;
  const email = emailOf(reminder, { ...payment, receivedOn }, events);
  const to = reminder === "agreement" ? [tenancy.landlordId, payment.payerId] : [tenancy.landlordId];
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  for (const id of to) {
    const recipient = await loadRecipient(db, id);
    if (!recipient) continue;
    await sendAccountEmail(deps, recipient, {
      subject: email.subject,
      blocks: [
        heading(email.subject),
        paragraph(email.text),
        button("Open the tenancy", `${publicUrl}/tenancy/${tenancy.id}`),
      ],
      reason: "You get this email because a deposit for your tenancy is recorded on Roost.",
      kind: "tenancy_money_reminder",
      key: `${payment.id}:${reminder}:${payload.on}:${id}`,
    });
  }
}
