// A tenancy's deposits over HTTP, recorded, not moved (decision 062; rules in domain/tenancy-money.ts):
//
//   POST   /api/tenancies/:id/payments                        PaymentInput    → TenancyView (payer or landlord)
//   PUT    /api/tenancies/:id/payments/:paymentId/received    ReceiptInput    → TenancyView (landlord)
//   PUT    /api/tenancies/:id/payments/:paymentId/protection  ProtectionInput → TenancyView (landlord)
//   PUT    /api/tenancies/:id/payments/:paymentId/outcome     OutcomeInput    → TenancyView (landlord)
//   DELETE /api/tenancies/:id/payments/:paymentId                             → TenancyView (who recorded it, until received)
//
// The view lists every payment for the landlord, and a tenant's own only.

import { z } from "zod";
import {
  CERTIFICATE_NUMBER_MAX,
  HOLDING_OUTCOMES,
  KEPT_REASONS,
  PAYMENT_KINDS,
} from "../domain/tenancy-money.ts";
import { AMOUNT_MAX, DEPOSIT_SCHEMES } from "../domain/tenancy-terms.ts";

const day = (message: string) => z.iso.date(message);

export const PaymentInputSchema = z.object({
  kind: z.enum(PAYMENT_KINDS, { error: "Choose the holding deposit or the deposit" }),
  /** A tenant records only their own payment; the landlord names the tenant who paid. */
  payer_id: z.string().min(1).max(100),
  amount: z
    .number({ error: "Enter the amount paid, in whole pounds" })
    .int("Whole pounds, please")
    .min(1, "Enter the amount paid, in whole pounds")
    .max(AMOUNT_MAX, `At most £${AMOUNT_MAX.toLocaleString("en-GB")}`),
  paid_on: day("Enter the date it was paid"),
  /** The landlord may confirm it received as they record it. */
  received_on: day("Enter a valid date").nullable(),
});
export type PaymentInput = z.infer<typeof PaymentInputSchema>;

export const ReceiptInputSchema = z.object({
  received_on: day("Enter the date it was received"),
  /** A holding deposit's deadline for agreement, when agreed in writing other than day 15. */
  agreed_deadline_on: day("Enter a valid date").nullable(),
});
export type ReceiptInput = z.infer<typeof ReceiptInputSchema>;

export const ProtectionInputSchema = z.object({
  scheme: z.enum(DEPOSIT_SCHEMES, { error: "Choose the scheme" }),
  certificate_number: z
    .string()
    .trim()
    .min(1, "Enter the certificate number")
    .max(CERTIFICATE_NUMBER_MAX, `At most ${CERTIFICATE_NUMBER_MAX} characters`),
  protected_on: day("Enter the date it was protected"),
  information_given_on: day("Enter a valid date").nullable(),
});
export type ProtectionInput = z.infer<typeof ProtectionInputSchema>;

export const OutcomeInputSchema = z.object({
  outcome: z.enum(HOLDING_OUTCOMES, { error: "Choose what happened to it" }),
  outcome_on: day("Enter the date"),
  kept_reason: z.enum(KEPT_REASONS, { error: "Choose the lawful reason" }).nullable(),
  written_reasons_acknowledged: z.boolean(),
});
export type OutcomeInput = z.infer<typeof OutcomeInputSchema>;

/** One payment as a party sees it, with the deadlines that run from it. */
export const TenancyPaymentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PAYMENT_KINDS),
  payer: z.object({ user_id: z.string(), name: z.string() }),
  amount: z.number(),
  paid_on: z.string(),
  recorded_at: z.string(),
  received_on: z.string().nullable(),
  /** A received holding deposit's deadline for agreement. */
  agreement_deadline: z.string().nullable(),
  agreed_deadline_on: z.string().nullable(),
  /**
   * A received holding deposit's 7-day refund clock until an outcome is recorded: it starts on the
   * day of the agreement, the withdrawal or the deadline for agreement, whichever comes first (a
   * day still ahead: the deadline, unless something comes before it).
   */
  refund: z.object({ starts_on: z.string(), due_on: z.string() }).nullable(),
  outcome: z
    .object({
      outcome: z.enum(HOLDING_OUTCOMES),
      outcome_on: z.string(),
      kept_reason: z.enum(KEPT_REASONS).nullable(),
    })
    .nullable(),
  /** A received deposit's protection deadline (day 30). */
  protection_deadline: z.string().nullable(),
  protection: z
    .object({
      scheme: z.enum(DEPOSIT_SCHEMES),
      certificate_number: z.string(),
      protected_on: z.string(),
      information_given_on: z.string().nullable(),
    })
    .nullable(),
  /** Whether the viewer may delete it: they recorded it and it is not confirmed received. */
  can_delete: z.boolean(),
});
export type TenancyPayment = z.infer<typeof TenancyPaymentSchema>;
