import type { TenancyPayment } from "@roost/shared/contracts/tenancy-money.ts";
import {
  agreementDeadline,
  type HoldingOutcome,
  type KeptReason,
  type PaymentKind,
  protectionDeadline,
  refundDue,
  refundTrigger,
  type TenancyEvents,
} from "@roost/shared/domain/tenancy-money.ts";
import type { DepositScheme } from "@roost/shared/domain/tenancy-terms.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { asc, eq, max } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tenancyAgreements, tenancyPayments } from "../../db/schema.ts";
import type { TenancyAccess } from "./tenancy-access.ts";

// The deposits as one party sees them (decision 062): every payment for the landlord; a tenant
// only the payments they made, so nobody learns what another tenant paid.

export type PaymentRow = typeof tenancyPayments.$inferSelect;

export async function paymentsOf(tx: Tx, tenancyId: string): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(tenancyPayments)
    .where(eq(tenancyPayments.tenancyId, tenancyId))
    .orderBy(asc(tenancyPayments.recordedAt));
}

/** The days the tenancy was signed by everyone and withdrawn, which start a refund clock. */
export async function tenancyEvents(tx: Tx, access: Pick<TenancyAccess, "tenancy">): Promise<TenancyEvents> {
  const { tenancy } = access;
  const signed = tenancy.state === "signed" || tenancy.state === "ready_to_move_in";
  const [row] = signed
    ? await tx
        .select({ at: max(tenancyAgreements.signedAt) })
        .from(tenancyAgreements)
        .where(eq(tenancyAgreements.tenancyId, tenancy.id))
    : [];
  return {
    signedOn: row?.at ? ukIsoDate(row.at) : null,
    withdrawnOn: tenancy.state === "withdrawn" ? ukIsoDate(tenancy.stateChangedAt) : null,
  };
}

/** A received holding deposit's refund clock; null for anything else. */
function refundClock(row: PaymentRow, events: TenancyEvents) {
  if (row.kind !== "holding_deposit" || !row.receivedOn) return null;
  const trigger = refundTrigger(agreementDeadline(row.receivedOn, row.agreedDeadlineOn), events);
  return { starts_on: trigger, due_on: refundDue(trigger) };
}

export async function paymentsView(
  tx: Tx,
  access: TenancyAccess,
  viewerId: string,
  names: ReadonlyMap<string, string>,
): Promise<TenancyPayment[]> {
  const rows = await paymentsOf(tx, access.tenancy.id);
  const events = await tenancyEvents(tx, access);
  return rows
    .filter((row) => access.role === "landlord" || row.payerId === viewerId)
    .map((row) => {
      const holding = row.kind === "holding_deposit";
      const received = row.receivedOn;
      const protectBy = !holding && received ? protectionDeadline(received) : null;
      return {
        id: row.id,
        kind: row.kind as PaymentKind,
        payer: { user_id: row.payerId, name: names.get(row.payerId) ?? "" },
        amount: row.amount,
        paid_on: row.paidOn,
        recorded_at: row.recordedAt.toISOString(),
        received_on: received,
        agreement_deadline: holding && received ? agreementDeadline(received, row.agreedDeadlineOn) : null,
        agreed_deadline_on: row.agreedDeadlineOn,
        refund: row.outcome ? null : refundClock(row, events),
        outcome:
          row.outcome && row.outcomeOn
            ? {
                outcome: row.outcome as HoldingOutcome,
                outcome_on: row.outcomeOn,
                kept_reason: (row.keptReason as KeptReason | null) ?? null,
              }
            : null,
        protection_deadline: protectBy,
        protection:
          row.protectionScheme && row.certificateNumber && row.protectedOn
            ? {
                scheme: row.protectionScheme as DepositScheme,
                certificate_number: row.certificateNumber,
                protected_on: row.protectedOn,
                information_given_on: row.informationGivenOn,
              }
            : null,
        can_delete: row.recordedBy === viewerId && !received,
      };
    });
}
