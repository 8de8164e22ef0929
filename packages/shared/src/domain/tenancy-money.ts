// Holding deposits and tenancy deposits, recorded, not moved (decision 062): Roost takes no
// payment; it keeps who paid what and when, the landlord's "received", and from that the Tenant
// Fees Act 2019 deadlines (agreement, refund) and the Housing Act 2004 protection deadline. Every
// period below "begins with" a day, which the law counts as its day 1.

import { DAY_MS } from "./durations.ts";
import type { DepositScheme } from "./tenancy-terms.ts";

export const PAYMENT_KINDS = ["holding_deposit", "deposit"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  holding_deposit: "holding deposit",
  deposit: "deposit",
};

export const HOLDING_OUTCOMES = ["refunded", "credited", "kept"] as const;
export type HoldingOutcome = (typeof HOLDING_OUTCOMES)[number];

export const HOLDING_OUTCOME_LABELS: Record<HoldingOutcome, string> = {
  refunded: "Refunded to the tenant",
  credited: "Credited to the first rent or the deposit, with the tenant's consent",
  kept: "Kept, with written reasons",
};

/** The only reasons Schedule 2 of the Tenant Fees Act lets a landlord keep a holding deposit. */
export const KEPT_REASONS = [
  "false_information",
  "failed_right_to_rent",
  "tenant_withdrew",
  "no_reasonable_steps",
] as const;
export type KeptReason = (typeof KEPT_REASONS)[number];

export const KEPT_REASON_LABELS: Record<KeptReason, string> = {
  false_information: "The tenant gave false or misleading information",
  failed_right_to_rent: "The tenant failed a Right to Rent check",
  tenant_withdrew: "The tenant withdrew",
  no_reasonable_steps: "The tenant did not take all reasonable steps to agree by the deadline",
};

export const KEPT_WARNING =
  "You must give the tenant your reasons in writing within 7 days of deciding not to let. A holding deposit kept without them in time must be repaid.";

/** Tenant Fees Act Sch 2: agreement by the 15th day beginning with the day the deposit is received. */
export const AGREEMENT_DEADLINE_DAYS = 15;
/** Tenant Fees Act Sch 2: a holding deposit is repaid within 7 days beginning with its trigger. */
export const REFUND_DAYS = 7;
/** Housing Act 2004 s.213: protected, and the information given, within 30 days of receipt. */
export const PROTECTION_DAYS = 30;
/** Product: both sides are reminded of the deadline for agreement this many days before it. */
export const AGREEMENT_REMINDER_DAYS_BEFORE = 2;
/** Product: the landlord is reminded of an unprotected deposit on these days of the 30. */
export const PROTECTION_REMINDER_DAYS = [20, 30] as const;
export const CERTIFICATE_NUMBER_MAX = 50;

/** A calendar day "2026-12-03" moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day `n` of a period that begins with `first` (the first day is day 1). */
const dayOf = (first: string, n: number) => addDays(first, n - 1);

/** The holding deposit's deadline for agreement: one agreed in writing, else day 15 from receipt. */
export function agreementDeadline(receivedOn: string, agreedDeadlineOn: string | null): string {
  return agreedDeadlineOn ?? dayOf(receivedOn, AGREEMENT_DEADLINE_DAYS);
}

/** What has happened to the tenancy, each as the UK day it happened. */
export interface TenancyEvents {
  /** Everyone signed: the agreement is made (refund, or credit with consent). */
  signedOn: string | null;
  /** The let was called off. */
  withdrawnOn: string | null;
}

/**
 * The day the 7-day refund clock starts: the first of the agreement, the withdrawal, and the
 * deadline for agreement (the clock starts on that day if nothing came before it).
 */
export function refundTrigger(deadline: string, events: TenancyEvents): string {
  // ISO days sort as the calendar does.
  const days = [events.signedOn, events.withdrawnOn, deadline].filter((d): d is string => d !== null);
  return days.sort()[0] ?? deadline;
}

export const refundDue = (trigger: string) => dayOf(trigger, REFUND_DAYS);

export const protectionDeadline = (receivedOn: string) => dayOf(receivedOn, PROTECTION_DAYS);

/** The tenant's warning: the 30 days have run out and no protection is recorded. */
export const protectionOverdue = (deadline: string | null, protectedOn: string | null, today: string) =>
  protectedOn === null && (deadline ?? today) < today;

/** The days a landlord is reminded of an unprotected deposit received on `receivedOn`. */
export const protectionReminderDays = (receivedOn: string) =>
  PROTECTION_REMINDER_DAYS.map((n) => dayOf(receivedOn, n));

export const agreementReminderDay = (deadline: string) => addDays(deadline, -AGREEMENT_REMINDER_DAYS_BEFORE);

/** The landlord's refund reminders: when the clock starts, and the day before the refund is due. */
export const refundReminderDays = (trigger: string) => [trigger, addDays(refundDue(trigger), -1)];

export interface PaymentDraft {
  kind: PaymentKind;
  amount: number;
  paidOn: string;
  receivedOn: string | null;
  agreedDeadlineOn: string | null;
}

export interface PaymentLimits {
  /** The payer's share of this kind of deposit under the terms (0: the terms have none). */
  share: number;
  /** What the payer's other payments of this kind already come to. */
  alreadyRecorded: number;
  today: string;
}

export type PaymentErrors = Partial<Record<"amount" | "paidOn" | "receivedOn" | "agreedDeadlineOn", string>>;

const pounds = (n: number) => `£${n.toLocaleString("en-GB")}`;

export function paymentErrors(payment: PaymentDraft, limits: PaymentLimits): PaymentErrors {
  const errors: PaymentErrors = { ...receiptErrors(payment, limits.today) };
  const label = PAYMENT_KIND_LABELS[payment.kind];
  if (limits.share === 0) errors.amount = `The terms have no ${label} for this tenant`;
  else if (payment.amount <= 0) errors.amount = "Enter the amount paid, in whole pounds";
  else if (payment.amount > limits.share)
    errors.amount = `At most ${pounds(limits.share)}: this tenant's share of the ${label}`;
  else if (limits.alreadyRecorded + payment.amount > limits.share)
    errors.amount = `${pounds(limits.alreadyRecorded)} of this tenant's ${pounds(limits.share)} share is already recorded: at most ${pounds(limits.share - limits.alreadyRecorded)} more`;
  if (payment.paidOn > limits.today) errors.paidOn = "Record a payment once it has been made";
  return errors;
}

/** The landlord's "received": its date, and a written extension of a holding deposit's deadline. */
export function receiptErrors(
  payment: Pick<PaymentDraft, "kind" | "paidOn" | "receivedOn" | "agreedDeadlineOn">,
  today: string,
): PaymentErrors {
  const errors: PaymentErrors = {};
  const { receivedOn, agreedDeadlineOn } = payment;
  if (receivedOn && receivedOn > today) errors.receivedOn = "Confirm it received once it has arrived";
  else if (receivedOn && receivedOn < payment.paidOn)
    errors.receivedOn = "It can't be received before the day it was paid";
  if (!agreedDeadlineOn) return errors;
  if (payment.kind !== "holding_deposit")
    errors.agreedDeadlineOn = "Only a holding deposit has a deadline for agreement";
  else if (!receivedOn) errors.agreedDeadlineOn = "Confirm the holding deposit received first";
  else if (agreedDeadlineOn < receivedOn)
    errors.agreedDeadlineOn = "The deadline for agreement can't be before the deposit was received";
  return errors;
}

export interface Protection {
  scheme: DepositScheme;
  certificateNumber: string;
  protectedOn: string;
  informationGivenOn: string | null;
}

export type ProtectionErrors = Partial<Record<keyof Protection | "payment", string>>;

export function protectionErrors(
  protection: Protection,
  payment: { kind: PaymentKind; receivedOn: string | null },
  today: string,
): ProtectionErrors {
  if (payment.kind !== "deposit") return { payment: "Only a tenancy deposit is protected in a scheme" };
  if (!payment.receivedOn) return { payment: "Confirm the deposit received first" };
  const errors: ProtectionErrors = {};
  const certificate = protection.certificateNumber.trim();
  if (certificate.length === 0) errors.certificateNumber = "Enter the certificate number";
  else if (certificate.length > CERTIFICATE_NUMBER_MAX)
    errors.certificateNumber = `At most ${CERTIFICATE_NUMBER_MAX} characters`;
  for (const field of ["protectedOn", "informationGivenOn"] as const) {
    const day = protection[field];
    if (day && day > today) errors[field] = "Record it once it is done";
    else if (day && day < payment.receivedOn) errors[field] = "It can't be before the deposit was received";
  }
  return errors;
}

export interface Outcome {
  outcome: HoldingOutcome;
  outcomeOn: string;
  keptReason: KeptReason | null;
  /** The landlord ticked that they give the tenant written reasons (KEPT_WARNING). */
  writtenReasonsAcknowledged: boolean;
}

export type OutcomeErrors = Partial<Record<keyof Outcome | "payment", string>>;

export function outcomeErrors(
  outcome: Outcome,
  payment: { kind: PaymentKind; receivedOn: string | null },
  today: string,
): OutcomeErrors {
  if (payment.kind !== "holding_deposit" || !payment.receivedOn)
    return { payment: "Only a holding deposit confirmed received has an outcome" };
  const errors: OutcomeErrors = {};
  if (outcome.outcomeOn > today) errors.outcomeOn = "Record it once it has happened";
  else if (outcome.outcomeOn < payment.receivedOn)
    errors.outcomeOn = "It can't be before the deposit was received";
  if (outcome.outcome === "kept") {
    if (!outcome.keptReason) errors.keptReason = "Choose the lawful reason for keeping it";
    if (!outcome.writtenReasonsAcknowledged)
      errors.writtenReasonsAcknowledged = "Confirm you give the tenant your reasons in writing";
  } else if (outcome.keptReason) errors.keptReason = "Only a kept holding deposit has a reason";
  return errors;
}
