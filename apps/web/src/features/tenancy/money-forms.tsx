import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import type { TenancyPayment } from "@roost/shared/contracts/tenancy-money.ts";
import {
  HOLDING_OUTCOME_LABELS,
  HOLDING_OUTCOMES,
  type HoldingOutcome,
  KEPT_REASON_LABELS,
  KEPT_REASONS,
  KEPT_WARNING,
  type KeptReason,
  PAYMENT_KIND_LABELS,
  type PaymentKind,
} from "@roost/shared/domain/tenancy-money.ts";
import {
  DEPOSIT_SCHEME_LABELS,
  DEPOSIT_SCHEMES,
  type DepositScheme,
} from "@roost/shared/domain/tenancy-terms.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { useState } from "react";
import { Field, Input, Select } from "../../components/ui/input.tsx";
import { DateField, FormFrame, useMoneyForm } from "./money-form-parts.tsx";

// The deposit forms (decision 062). The server checks every rule; its refusal is shown beside the
// field it names and the form keeps what was typed.

export function PaymentForm(props: {
  tenancy: TenancyView;
  kind: PaymentKind;
  payerId: string;
  remaining: number;
  onDone: () => void;
}) {
  const landlord = props.tenancy.your_role === "landlord";
  const form = useMoneyForm(props.tenancy.id, "Payment recorded", props.onDone);
  const [amount, setAmount] = useState(String(props.remaining));
  const [paidOn, setPaidOn] = useState(ukIsoDate(new Date()));
  const [receivedOn, setReceivedOn] = useState("");
  const input = {
    kind: props.kind,
    payer_id: props.payerId,
    amount: Number(amount),
    paid_on: paidOn,
    received_on: landlord && receivedOn ? receivedOn : null,
  };
  return (
    <FormFrame
      label={`Record a ${PAYMENT_KIND_LABELS[props.kind]} payment`}
      fields={["amount", "paidOn", "receivedOn"]}
      submit={(e) => form.submit(e, { kind: "pay", input })}
      errors={form.errors}
      pending={form.pending}
      action="Save the payment"
      onDone={props.onDone}
    >
      <Field label="Amount (£)" error={form.errors.amount}>
        {(field) => (
          <Input {...field} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
        )}
      </Field>
      <DateField label="Paid on" value={paidOn} set={setPaidOn} error={form.errors.paidOn} />
      {landlord && (
        <DateField
          label="Received on (if it has arrived)"
          value={receivedOn}
          set={setReceivedOn}
          error={form.errors.receivedOn}
        />
      )}
    </FormFrame>
  );
}

export function ReceiptForm(props: { tenancy: TenancyView; payment: TenancyPayment; onDone: () => void }) {
  const form = useMoneyForm(props.tenancy.id, "Receipt recorded", props.onDone);
  const [receivedOn, setReceivedOn] = useState(props.payment.received_on ?? ukIsoDate(new Date()));
  const [agreed, setAgreed] = useState(props.payment.agreed_deadline_on ?? "");
  const input = { received_on: receivedOn, agreed_deadline_on: agreed || null };
  return (
    <FormFrame
      label="Confirm the payment received"
      fields={["receivedOn", "agreedDeadlineOn"]}
      submit={(e) => form.submit(e, { kind: "received", paymentId: props.payment.id, input })}
      errors={form.errors}
      pending={form.pending}
      action="Confirm received"
      onDone={props.onDone}
    >
      <DateField label="Received on" value={receivedOn} set={setReceivedOn} error={form.errors.receivedOn} />
      {props.payment.kind === "holding_deposit" && (
        <DateField
          label="Deadline for agreement agreed in writing"
          hint="Leave empty for the 15th day from receipt"
          value={agreed}
          set={setAgreed}
          error={form.errors.agreedDeadlineOn}
        />
      )}
    </FormFrame>
  );
}

export function ProtectionForm(props: { tenancy: TenancyView; payment: TenancyPayment; onDone: () => void }) {
  const saved = props.payment.protection;
  const form = useMoneyForm(props.tenancy.id, "Protection recorded", props.onDone);
  const [scheme, setScheme] = useState<DepositScheme>(
    saved?.scheme ?? props.tenancy.terms.deposit_scheme ?? "dps",
  );
  const [certificate, setCertificate] = useState(saved?.certificate_number ?? "");
  const [protectedOn, setProtectedOn] = useState(saved?.protected_on ?? ukIsoDate(new Date()));
  const [givenOn, setGivenOn] = useState(saved?.information_given_on ?? "");
  const input = {
    scheme,
    certificate_number: certificate,
    protected_on: protectedOn,
    information_given_on: givenOn || null,
  };
  return (
    <FormFrame
      label="Record the deposit's protection"
      fields={["scheme", "certificateNumber", "protectedOn", "informationGivenOn"]}
      submit={(e) => form.submit(e, { kind: "protection", paymentId: props.payment.id, input })}
      errors={form.errors}
      pending={form.pending}
      action="Save the protection"
      onDone={props.onDone}
    >
      <Field label="Scheme" error={form.errors.scheme}>
        {(field) => (
          <Select {...field} value={scheme} onChange={(e) => setScheme(e.target.value as DepositScheme)}>
            {DEPOSIT_SCHEMES.map((s) => (
              <option key={s} value={s}>
                {DEPOSIT_SCHEME_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Certificate number" error={form.errors.certificateNumber}>
        {(field) => <Input {...field} value={certificate} onChange={(e) => setCertificate(e.target.value)} />}
      </Field>
      <DateField
        label="Protected on"
        value={protectedOn}
        set={setProtectedOn}
        error={form.errors.protectedOn}
      />
      <DateField
        label="Prescribed information given on"
        value={givenOn}
        set={setGivenOn}
        error={form.errors.informationGivenOn}
      />
    </FormFrame>
  );
}

export function OutcomeForm(props: { tenancy: TenancyView; payment: TenancyPayment; onDone: () => void }) {
  const saved = props.payment.outcome;
  const form = useMoneyForm(props.tenancy.id, "Outcome recorded", props.onDone);
  const [outcome, setOutcome] = useState<HoldingOutcome>(saved?.outcome ?? "refunded");
  const [outcomeOn, setOutcomeOn] = useState(saved?.outcome_on ?? ukIsoDate(new Date()));
  const [reason, setReason] = useState<KeptReason | "">(saved?.kept_reason ?? "");
  const [acknowledged, setAcknowledged] = useState(false);
  const kept = outcome === "kept";
  const input = {
    outcome,
    outcome_on: outcomeOn,
    kept_reason: kept && reason ? reason : null,
    written_reasons_acknowledged: kept && acknowledged,
  };
  return (
    <FormFrame
      label="Record what became of the holding deposit"
      fields={["outcome", "outcomeOn", "keptReason", "writtenReasonsAcknowledged"]}
      submit={(e) => form.submit(e, { kind: "outcome", paymentId: props.payment.id, input })}
      errors={form.errors}
      pending={form.pending}
      action="Save the outcome"
      onDone={props.onDone}
    >
      <Field label="What happened" error={form.errors.outcome} className="sm:col-span-2">
        {(field) => (
          <Select {...field} value={outcome} onChange={(e) => setOutcome(e.target.value as HoldingOutcome)}>
            {HOLDING_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {HOLDING_OUTCOME_LABELS[o]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <DateField label="On" value={outcomeOn} set={setOutcomeOn} error={form.errors.outcomeOn} />
      {kept && (
        <>
          <Field label="Lawful reason" error={form.errors.keptReason} className="sm:col-span-2">
            {(field) => (
              <Select
                {...field}
                value={reason}
                onChange={(e) => setReason(e.target.value as KeptReason | "")}
              >
                <option value="">Choose the reason</option>
                {KEPT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {KEPT_REASON_LABELS[r]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <p className="text-sm text-amber-800 sm:col-span-2">{KEPT_WARNING}</p>
          <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={acknowledged}
              onChange={(e) => setAcknowledged(e.target.checked)}
            />
            I give the tenant my reasons in writing within 7 days
          </label>
          {form.errors.writtenReasonsAcknowledged && (
            <p role="alert" className="text-sm font-medium text-red-600 sm:col-span-2">
              {form.errors.writtenReasonsAcknowledged}
            </p>
          )}
        </>
      )}
    </FormFrame>
  );
}
