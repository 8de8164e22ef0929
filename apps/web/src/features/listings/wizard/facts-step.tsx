// The wizard's key facts: council tax, the energy rating, an HMO licence, the tenancy, the bills,
// pets and access (domain/listing-facts.ts), and a video tour. The certificate, the exemption and the licence's
// details are asked for only when the answer above them needs them.

import {
  ACCESS_FEATURE_LABELS,
  ACCESS_FEATURES,
  BILL_LABELS,
  BILLS,
  COUNCIL_TAX_BANDS,
  COUNCIL_TAX_PAYER_LABELS,
  COUNCIL_TAX_PAYERS,
  EPC_NOT_REQUIRED,
  EPC_RATINGS,
  HMO_LICENCE_LABELS,
  HMO_LICENCES,
  PET_POLICIES,
  PET_POLICY_LABELS,
  STUDENT_COUNCIL_TAX_NOTE,
  TENANCY_TYPE_LABELS,
  TENANCY_TYPES,
} from "@roost/shared/domain/listing-facts.ts";
import type { ReactNode } from "react";
import { Field, Input } from "../../../components/ui/input.tsx";
import { ChoiceCards, MoneyInput } from "./form-controls.tsx";
import { type FactsForm, factsShown } from "./listing-facts-form.ts";
import type { StepProps } from "./step-props.ts";

const choices = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const same = <V extends string>(values: readonly V[]) => values.map((value) => ({ value, label: value }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 border-t border-stone-200 pt-6 first:border-t-0 first:pt-0">
      <h3 className="text-base font-semibold text-stone-900">{title}</h3>
      {children}
    </section>
  );
}

/** Tick boxes for a list of values, in the list's own order. */
function TickList<V extends string>({
  legend,
  values,
  labels,
  ticked,
  onChange,
}: {
  legend: string;
  values: readonly V[];
  labels: Record<V, string>;
  ticked: readonly V[];
  onChange(ticked: V[]): void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {values.map((value) => (
          <label
            key={value}
            className="flex h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-700 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={ticked.includes(value)}
              onChange={(event) =>
                onChange(values.filter((v) => (v === value ? event.target.checked : ticked.includes(v))))
              }
            />
            {labels[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function FactsStep({ form, errors, setField }: StepProps) {
  const facts = form.facts;
  const set = <K extends keyof FactsForm>(key: K, value: FactsForm[K]) =>
    setField("facts", { ...facts, [key]: value });
  const error = (key: keyof FactsForm) => errors[`facts.${key}`];
  const shown = factsShown(facts);
  return (
    <div className="space-y-6">
      <Section title="Council tax">
        <ChoiceCards
          legend="Council tax band"
          name="council_tax_band"
          value={facts.council_tax_band}
          options={same(COUNCIL_TAX_BANDS)}
          onChange={(value) => set("council_tax_band", value)}
          error={error("council_tax_band")}
          columns="grid-cols-4 sm:grid-cols-8"
          size="sm"
        />
        <ChoiceCards
          legend="Who pays it"
          name="council_tax_payer"
          value={facts.council_tax_payer}
          options={choices(COUNCIL_TAX_PAYERS, COUNCIL_TAX_PAYER_LABELS)}
          onChange={(value) => set("council_tax_payer", value)}
          error={error("council_tax_payer")}
          hint={`Tenants pay unless the rent includes it; ${STUDENT_COUNCIL_TAX_NOTE}.`}
          columns="grid-cols-1 sm:grid-cols-2"
        />
      </Section>

      <Section title="Energy performance (EPC)">
        <ChoiceCards
          legend="EPC rating"
          name="epc"
          value={facts.epc}
          options={[...same(EPC_RATINGS), { value: EPC_NOT_REQUIRED, label: "None needed" }]}
          onChange={(value) => set("epc", value)}
          error={error("epc")}
          hint="The law asks every advert for a let home to state its rating. A room let in an HMO needs none."
          columns="grid-cols-4 sm:grid-cols-8"
          size="sm"
        />
        {shown.certificate && (
          <Field
            label="Certificate number"
            error={error("epc_certificate")}
            hint="As printed: 0123-4567-8901-2345-6789"
            className="max-w-sm"
          >
            {(p) => (
              <Input
                {...p}
                name="epc_certificate"
                inputMode="numeric"
                autoComplete="off"
                value={facts.epc_certificate}
                onChange={(e) => set("epc_certificate", e.target.value)}
              />
            )}
          </Field>
        )}
        {shown.exemption && (
          <Field
            label="PRS Exemptions Register reference"
            error={error("epc_exemption")}
            hint="A home rated F or G may be let only with a registered exemption."
            className="max-w-sm"
          >
            {(p) => (
              <Input
                {...p}
                name="epc_exemption"
                autoComplete="off"
                value={facts.epc_exemption}
                onChange={(e) => set("epc_exemption", e.target.value)}
              />
            )}
          </Field>
        )}
      </Section>

      <Section title="Tenancy and licence">
        <ChoiceCards
          legend="Tenancy type"
          name="tenancy_type"
          value={facts.tenancy_type}
          options={choices(TENANCY_TYPES, TENANCY_TYPE_LABELS)}
          onChange={(value) => set("tenancy_type", value)}
          error={error("tenancy_type")}
          columns="grid-cols-1 sm:grid-cols-2"
        />
        <ChoiceCards
          legend="HMO licence (optional)"
          name="hmo_licence"
          value={facts.hmo_licence}
          options={choices(HMO_LICENCES, HMO_LICENCE_LABELS)}
          onChange={(value) => set("hmo_licence", value)}
          error={error("hmo_licence")}
          hint="Students look for it in a shared house."
          columns="grid-cols-1 sm:grid-cols-3"
        />
        {shown.licence && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Licence number" error={error("hmo_licence_number")}>
              {(p) => (
                <Input
                  {...p}
                  name="hmo_licence_number"
                  autoComplete="off"
                  value={facts.hmo_licence_number}
                  onChange={(e) => set("hmo_licence_number", e.target.value)}
                />
              )}
            </Field>
            <Field label="Licence expires" error={error("hmo_licence_expires")}>
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  name="hmo_licence_expires"
                  value={facts.hmo_licence_expires}
                  onChange={(e) => set("hmo_licence_expires", e.target.value)}
                />
              )}
            </Field>
          </div>
        )}
      </Section>

      <Section title="Bills, pets and access">
        <TickList
          legend="Bills included in the rent"
          values={BILLS}
          labels={BILL_LABELS}
          ticked={facts.bills}
          onChange={(bills) => set("bills", bills)}
        />
        {shown.billsCap && (
          <Field
            label="Up to (optional)"
            error={error("bills_cap")}
            hint="A fair-use cap a month, if the included bills have one"
            className="max-w-xs"
          >
            {(p) => (
              <MoneyInput
                {...p}
                name="bills_cap"
                suffix="a month"
                value={facts.bills_cap}
                onChange={(e) => set("bills_cap", e.target.value)}
              />
            )}
          </Field>
        )}
        <ChoiceCards
          legend="Pets"
          name="pets"
          value={facts.pets}
          options={choices(PET_POLICIES, PET_POLICY_LABELS)}
          onChange={(value) => set("pets", value)}
          error={error("pets")}
          hint="Tenants may ask to keep a pet, and a refusal must have a good reason."
          columns="grid-cols-1 sm:grid-cols-2"
        />
        <TickList
          legend="Accessibility"
          values={ACCESS_FEATURES}
          labels={ACCESS_FEATURE_LABELS}
          ticked={facts.accessibility}
          onChange={(features) => set("accessibility", features)}
        />
      </Section>

      <Section title="Video tour">
        <Field
          label="YouTube or Vimeo link (optional)"
          error={error("video_tour")}
          hint="It plays on the listing when a tenant presses play."
        >
          {(p) => (
            <Input
              {...p}
              type="url"
              name="video_tour"
              inputMode="url"
              autoComplete="off"
              placeholder="https://www.youtube.com/watch?v=…"
              value={facts.video_tour}
              onChange={(e) => set("video_tour", e.target.value)}
            />
          )}
        </Field>
      </Section>
    </div>
  );
}
