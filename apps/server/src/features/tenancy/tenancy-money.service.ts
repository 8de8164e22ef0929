import type {
  OutcomeInput,
  PaymentInput,
  ProtectionInput,
  ReceiptInput,
} from "@roost/shared/contracts/tenancy-money.ts";
import {
  outcomeErrors,
  PAYMENT_KIND_LABELS,
  type PaymentKind,
  paymentErrors,
  protectionErrors,
  receiptErrors,
} from "@roost/shared/domain/tenancy-money.ts";
import { tenantParts, tenantRents } from "@roost/shared/domain/tenancy-terms.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tenancyPayments } from "../../db/schema.ts";
import { AppError, catalogueError, catalogueMessage, notFound } from "../../lib/errors.ts";
import type { TenancyAccess } from "./tenancy-access.ts";
import { scheduleMoneyReminders } from "./tenancy-money-reminder.ts";
import type { PaymentRow } from "./tenancy-money-view.ts";
import { announce, refuseMove, type TenancyDeps, withLockedTenancy } from "./tenancy-steps.ts";

// Deposits, recorded, not moved (decision 062): a tenant records a payment they made, the landlord
// one for any tenant; only the landlord confirms it received (from which the deadlines run),
// records the deposit's protection and what became of a holding deposit. Each refusal names its
// field. What is announced to everyone never says an amount: only the landlord and the payer see it.

export const PAYMENT_NOT_FOUND = "Payment not found.";

/** The first broken rule as a 422 naming its field (the form checks them all first). */
function refuse(errors: Partial<Record<string, string>>) {
  const [field, reason] = Object.entries(errors).find(([, message]) => message) ?? [];
  if (field && reason)
    throw new AppError(422, "payment_refused", catalogueMessage("payment_refused", { reason }), field);
}

/** The payer's share of this kind of deposit, as the terms split it among the tenants. */
function shareOf(access: TenancyAccess, kind: PaymentKind, payerId: string): number {
  const { terms } = access.tenancy;
  const rents = tenantRents(terms, access.tenants.length);
  const parts = tenantParts(kind === "deposit" ? terms.deposit : terms.holdingDeposit, rents);
  return parts[access.tenants.findIndex((t) => t.userId === payerId)] ?? 0;
}

/** A payment of this tenancy the actor may see: the landlord any, a tenant their own; else 404. */
async function paymentFor(tx: Tx, access: TenancyAccess, paymentId: string, actorId: string) {
  const [row] = await tx
    .select()
    .from(tenancyPayments)
    .where(and(eq(tenancyPayments.id, paymentId), eq(tenancyPayments.tenancyId, access.tenancy.id)));
  if (!row || (access.role !== "landlord" && row.payerId !== actorId)) throw notFound(PAYMENT_NOT_FOUND);
  return row;
}

const labelOf = (row: Pick<PaymentRow, "kind">) => PAYMENT_KIND_LABELS[row.kind as PaymentKind];

export async function recordPayment(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  input: PaymentInput,
) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    refuseMove("record_payment", access);
    const landlord = access.role === "landlord";
    if (!landlord && input.payer_id !== actorId) throw catalogueError(403, "payment_not_yours");
    if (!landlord && input.received_on) throw catalogueError(403, "tenancy_not_landlord");
    if (!access.tenants.some((t) => t.userId === input.payer_id))
      throw catalogueError(422, "payment_not_a_tenant");
    const earlier = await tx
      .select({ amount: tenancyPayments.amount })
      .from(tenancyPayments)
      .where(
        and(
          eq(tenancyPayments.tenancyId, access.tenancy.id),
          eq(tenancyPayments.payerId, input.payer_id),
          eq(tenancyPayments.kind, input.kind),
        ),
      );
    const draft = {
      kind: input.kind,
      amount: input.amount,
      paidOn: input.paid_on,
      receivedOn: input.received_on,
      agreedDeadlineOn: null,
    };
    refuse(
      paymentErrors(draft, {
        share: shareOf(access, input.kind, input.payer_id),
        alreadyRecorded: earlier.reduce((sum, p) => sum + p.amount, 0),
        today: ukIsoDate(now),
      }),
    );
    await tx.insert(tenancyPayments).values({
      tenancyId: access.tenancy.id,
      kind: input.kind,
      payerId: input.payer_id,
      amount: input.amount,
      paidOn: input.paid_on,
      recordedBy: actorId,
      recordedAt: now,
      receivedOn: input.received_on,
    });
    await scheduleMoneyReminders(tx, access.tenancy.id, now);
    const did = input.received_on
      ? `recorded a ${PAYMENT_KIND_LABELS[input.kind]} payment, confirmed received`
      : `recorded a ${PAYMENT_KIND_LABELS[input.kind]} payment`;
    await announce(deps, tx, access, actorId, did, "Deposit payment recorded");
    return [];
  });
}

export async function confirmReceived(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  paymentId: string,
  input: ReceiptInput,
) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    const row = await paymentFor(tx, access, paymentId, actorId);
    refuseMove("confirm_payment", access);
    const receipt = {
      kind: row.kind as PaymentKind,
      paidOn: row.paidOn,
      receivedOn: input.received_on,
      agreedDeadlineOn: input.agreed_deadline_on,
    };
    refuse(receiptErrors(receipt, ukIsoDate(now)));
    await tx
      .update(tenancyPayments)
      .set({ receivedOn: input.received_on, agreedDeadlineOn: input.agreed_deadline_on })
      .where(eq(tenancyPayments.id, row.id));
    await scheduleMoneyReminders(tx, access.tenancy.id, now);
    await announce(deps, tx, access, actorId, `confirmed a ${labelOf(row)} received`, "Deposit received");
    return [];
  });
}

export async function recordProtection(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  paymentId: string,
  input: ProtectionInput,
) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    const row = await paymentFor(tx, access, paymentId, actorId);
    refuseMove("record_protection", access);
    const protection = {
      scheme: input.scheme,
      certificateNumber: input.certificate_number,
      protectedOn: input.protected_on,
      informationGivenOn: input.information_given_on,
    };
    refuse(
      protectionErrors(
        protection,
        { kind: row.kind as PaymentKind, receivedOn: row.receivedOn },
        ukIsoDate(now),
      ),
    );
    await tx
      .update(tenancyPayments)
      .set({
        protectionScheme: protection.scheme,
        certificateNumber: protection.certificateNumber.trim(),
        protectedOn: protection.protectedOn,
        informationGivenOn: protection.informationGivenOn,
      })
      .where(eq(tenancyPayments.id, row.id));
    await announce(
      deps,
      tx,
      access,
      actorId,
      "recorded a deposit's protection in its scheme",
      "Deposit protected",
    );
    return [];
  });
}

export async function recordOutcome(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  paymentId: string,
  input: OutcomeInput,
) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    const row = await paymentFor(tx, access, paymentId, actorId);
    refuseMove("record_holding_outcome", access);
    const outcome = {
      outcome: input.outcome,
      outcomeOn: input.outcome_on,
      keptReason: input.kept_reason,
      writtenReasonsAcknowledged: input.written_reasons_acknowledged,
    };
    refuse(
      outcomeErrors(outcome, { kind: row.kind as PaymentKind, receivedOn: row.receivedOn }, ukIsoDate(now)),
    );
    await tx
      .update(tenancyPayments)
      .set({ outcome: outcome.outcome, outcomeOn: outcome.outcomeOn, keptReason: outcome.keptReason })
      .where(eq(tenancyPayments.id, row.id));
    await announce(
      deps,
      tx,
      access,
      actorId,
      `recorded a holding deposit as ${outcome.outcome}`,
      "Holding deposit",
    );
    return [];
  });
}

/** Whoever recorded a payment deletes it, until the landlord has confirmed it received. */
export async function deletePayment(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  paymentId: string,
) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access) => {
    const row = await paymentFor(tx, access, paymentId, actorId);
    refuseMove("record_payment", access);
    if (row.recordedBy !== actorId) throw catalogueError(403, "payment_not_recorder");
    if (row.receivedOn) throw catalogueError(409, "payment_already_received");
    await tx.delete(tenancyPayments).where(eq(tenancyPayments.id, row.id));
    await announce(
      deps,
      tx,
      access,
      actorId,
      `deleted a ${labelOf(row)} payment record`,
      "Deposit payment deleted",
    );
    return [];
  });
}
