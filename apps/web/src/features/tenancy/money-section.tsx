import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import type { TenancyPayment } from "@roost/shared/contracts/tenancy-money.ts";
import {
  HOLDING_OUTCOME_LABELS,
  KEPT_REASON_LABELS,
  PAYMENT_KIND_LABELS,
  PAYMENT_KINDS,
  type PaymentKind,
  protectionOverdue,
} from "@roost/shared/domain/tenancy-money.ts";
import { DEPOSIT_SCHEME_LABELS } from "@roost/shared/domain/tenancy-terms.ts";
import { calendarDate, ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { AlertTriangle, CheckCircle2, PoundSterling } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { notify } from "../../lib/toast.ts";
import { refusalErrors, useMoneyChange } from "./money.queries.ts";
import { OutcomeForm, PaymentForm, ProtectionForm, ReceiptForm } from "./money-forms.tsx";

/**
 * The deposits (decision 062): Roost moves no money; it records who paid what, the landlord's
 * "received", the deposit's protection and a holding deposit's outcome, with the deadlines that run
 * from receipt. The landlord sees each tenant's; a tenant sees only their own.
 */
export function MoneySection({ tenancy }: { tenancy: TenancyView }) {
  const landlord = tenancy.your_role === "landlord";
  const kinds = (share: TenancyView["shares"][number]) =>
    PAYMENT_KINDS.filter((kind) => (kind === "deposit" ? share.deposit : share.holding_deposit) > 0);
  const shares = tenancy.shares.filter((share) => kinds(share).length > 0);
  return (
    <Card className="space-y-4 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <PoundSterling className="size-5 text-stone-500" aria-hidden /> Deposits
      </h2>
      <p className="text-sm text-stone-600">
        Roost takes no payments: pay {landlord ? "and receive " : ""}deposits as you agree, and record them
        here. The deadlines for agreement, refund and protection run from the day the landlord confirms
        receipt.
      </p>
      {shares.length === 0 && <p className="text-sm text-stone-600">These terms have no deposits.</p>}
      {shares.map((share) => (
        <section key={share.user_id} aria-label={`Deposits: ${share.name}`} className="space-y-3">
          {landlord && <h3 className="font-medium text-stone-900">{share.name}</h3>}
          {kinds(share).map((kind) => (
            <KindBlock
              key={kind}
              tenancy={tenancy}
              kind={kind}
              payer={share}
              share={kind === "deposit" ? share.deposit : share.holding_deposit}
            />
          ))}
        </section>
      ))}
    </Card>
  );
}

function KindBlock({
  tenancy,
  kind,
  payer,
  share,
}: {
  tenancy: TenancyView;
  kind: PaymentKind;
  payer: { user_id: string; name: string };
  share: number;
}) {
  const [adding, setAdding] = useState(false);
  const payments = tenancy.payments.filter((p) => p.kind === kind && p.payer.user_id === payer.user_id);
  const recorded = payments.reduce((sum, p) => sum + p.amount, 0);
  const label = PAYMENT_KIND_LABELS[kind];
  const landlord = tenancy.your_role === "landlord";
  return (
    <div className="space-y-2 rounded-lg border border-stone-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-sm text-stone-800">
          <span className="font-medium">{label.charAt(0).toUpperCase() + label.slice(1)}</span>: £
          {recorded.toLocaleString("en-GB")} of £{share.toLocaleString("en-GB")} recorded
        </p>
        {tenancy.moves.includes("record_payment") && recorded < share && !adding && (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            {landlord ? "Record a payment" : "I've paid"}
          </Button>
        )}
      </div>
      {payments.length > 0 && (
        <ul className="space-y-2">
          {payments.map((payment) => (
            <li key={payment.id}>
              <PaymentLine tenancy={tenancy} payment={payment} />
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <PaymentForm
          tenancy={tenancy}
          kind={kind}
          payerId={payer.user_id}
          remaining={share - recorded}
          onDone={() => setAdding(false)}
        />
      )}
    </div>
  );
}

type Editing = null | "received" | "protection" | "outcome";

function PaymentLine({ tenancy, payment }: { tenancy: TenancyView; payment: TenancyPayment }) {
  const [editing, setEditing] = useState<Editing>(null);
  const change = useMoneyChange(tenancy.id);
  const moves = tenancy.moves;
  const today = ukIsoDate(new Date());
  const overdue = protectionOverdue(
    payment.protection_deadline,
    payment.protection?.protected_on ?? null,
    today,
  );
  const actions: { editing: Exclude<Editing, null>; label: string; show: boolean }[] = [
    {
      editing: "received",
      label: payment.received_on ? "Change receipt" : "Confirm received",
      show: moves.includes("confirm_payment"),
    },
    {
      editing: "protection",
      label: payment.protection ? "Change protection" : "Record protection",
      show: moves.includes("record_protection") && payment.kind === "deposit" && payment.received_on !== null,
    },
    {
      editing: "outcome",
      label: payment.outcome ? "Change outcome" : "Record refund or outcome",
      show:
        moves.includes("record_holding_outcome") &&
        payment.kind === "holding_deposit" &&
        payment.received_on !== null,
    },
  ];
  function remove() {
    change.mutate(
      { kind: "delete", paymentId: payment.id },
      {
        onSuccess: () => notify("success", "Payment record deleted"),
        onError: (error) => notify("error", refusalErrors(error).form ?? "Could not delete it"),
      },
    );
  }
  return (
    <div className="space-y-1.5 rounded-md bg-stone-50 p-3 text-sm text-stone-700">
      <p>
        £{payment.amount.toLocaleString("en-GB")} paid on {calendarDate(payment.paid_on)}
        {payment.received_on ? (
          <span className="ml-1 inline-flex items-center gap-1 text-green-700">
            <CheckCircle2 className="size-4" aria-hidden /> received on {calendarDate(payment.received_on)}
          </span>
        ) : (
          <span className="ml-1 text-amber-700">: waiting for the landlord to confirm it received</span>
        )}
      </p>
      <Deadlines payment={payment} today={today} overdue={overdue} />
      <div className="flex flex-wrap gap-2">
        {actions
          .filter((a) => a.show && editing === null)
          .map((a) => (
            <Button key={a.editing} variant="secondary" size="sm" onClick={() => setEditing(a.editing)}>
              {a.label}
            </Button>
          ))}
        {payment.can_delete && editing === null && (
          <Button variant="ghost" size="sm" loading={change.isPending} onClick={remove}>
            Delete
          </Button>
        )}
      </div>
      {editing === "received" && (
        <ReceiptForm tenancy={tenancy} payment={payment} onDone={() => setEditing(null)} />
      )}
      {editing === "protection" && (
        <ProtectionForm tenancy={tenancy} payment={payment} onDone={() => setEditing(null)} />
      )}
      {editing === "outcome" && (
        <OutcomeForm tenancy={tenancy} payment={payment} onDone={() => setEditing(null)} />
      )}
    </div>
  );
}

function Deadlines({
  payment,
  today,
  overdue,
}: {
  payment: TenancyPayment;
  today: string;
  overdue: boolean;
}) {
  const { outcome, protection, refund } = payment;
  return (
    <>
      {payment.agreement_deadline && !outcome && (
        <p>
          Deadline for agreement: {calendarDate(payment.agreement_deadline)}
          {payment.agreed_deadline_on ? " (agreed in writing)" : ""}
        </p>
      )}
      {refund && refund.starts_on <= today && (
        <p className="font-medium text-amber-800">
          Refund, or credit with the tenant's consent, due by {calendarDate(refund.due_on)}
        </p>
      )}
      {outcome && (
        <p>
          {HOLDING_OUTCOME_LABELS[outcome.outcome]} on {calendarDate(outcome.outcome_on)}
          {outcome.kept_reason ? `: ${KEPT_REASON_LABELS[outcome.kept_reason]}` : ""}
        </p>
      )}
      {protection ? (
        <p>
          Protected with {DEPOSIT_SCHEME_LABELS[protection.scheme]} on {calendarDate(protection.protected_on)}
          , certificate {protection.certificate_number}
          {protection.information_given_on &&
            `; prescribed information given on ${calendarDate(protection.information_given_on)}`}
        </p>
      ) : (
        payment.protection_deadline &&
        !overdue && <p>To be protected in a scheme by {calendarDate(payment.protection_deadline)}</p>
      )}
      {overdue && payment.protection_deadline && (
        <p role="status" className="flex items-start gap-1.5 font-medium text-red-700">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          No protection is recorded and the deadline, {calendarDate(payment.protection_deadline)}, has passed.
          A deposit must be protected, and the prescribed information given, within 30 days of receipt.
        </p>
      )}
    </>
  );
}
