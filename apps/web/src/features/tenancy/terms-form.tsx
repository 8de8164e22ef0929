import type { TenancyTermsInput } from "@roost/shared/contracts/tenancy.ts";
import { TENANCY_TYPE_LABELS, TENANCY_TYPES } from "@roost/shared/domain/listing-facts.ts";
import { formatPounds } from "@roost/shared/domain/price.ts";
import { depositCapOfAnnualRent, weeksOfRent } from "@roost/shared/domain/rent-caps.ts";
import {
  annualRent,
  DEPOSIT_SCHEME_LABELS,
  DEPOSIT_SCHEMES,
  LET_KIND_LABELS,
  LET_KINDS,
  RENT_PERIOD_LABELS,
  RENT_PERIODS,
  rentInAdvanceCap,
  rulesOf,
} from "@roost/shared/domain/tenancy-terms.ts";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Field, Input, Select, Textarea } from "../../components/ui/input.tsx";
import { numberProps, RentFields } from "./rent-fields.tsx";
import { checkDraft, type DraftErrors, draftOf, type TermsDraft } from "./terms-draft.ts";

export interface TermsFormProps {
  initial: TenancyTermsInput;
  tenants: readonly { user_id: string; name: string }[];
  /** The most the advert allows a month for these tenants, when it stated a rent. */
  advertisedCap: number | null;
  submitLabel: string;
  saving: boolean;
  /** A refusal from the server, already pinned to its field. */
  serverErrors: DraftErrors;
  onSubmit: (terms: TenancyTermsInput) => void;
  now: () => Date;
}

/**
 * The landlord's tenancy terms (decision 062): every field the agreement fixes, with the cap that
 * binds it shown beside it, checked as the whole form before it is sent.
 */
export function TermsForm(props: TermsFormProps) {
  const [draft, setDraft] = useState<TermsDraft>(() => draftOf(props.initial));
  const [errors, setErrors] = useState<DraftErrors>({});
  const shown = { ...errors, ...props.serverErrors };
  const rules = rulesOf(draft.input.let_kind);
  const joint = draft.input.tenancy_type === "joint";
  const periods = rules.periodic ? RENT_PERIODS.filter((p) => p !== "quarterly") : RENT_PERIODS;
  const totalRent = draft.rents.reduce((sum, typed) => sum + (Number(typed) || 0), 0);
  const annual = annualRent(totalRent, draft.input.rent_period);
  const set = (input: Partial<TermsDraft["input"]>) =>
    setDraft({ ...draft, input: { ...draft.input, ...input } });

  function setTenancyType(type: TermsDraft["input"]["tenancy_type"]) {
    const each = Math.floor(totalRent / props.tenants.length);
    const rents = type === "joint" ? [String(totalRent)] : props.tenants.map(() => String(each));
    setDraft({ ...draft, rents, input: { ...draft.input, tenancy_type: type } });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDraft(draft, {
      tenants: props.tenants.length,
      advertised:
        props.advertisedCap === null
          ? null
          : { advertType: "whole_property", monthlyRent: props.advertisedCap, roomRents: [] },
      now: props.now(),
    });
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    props.onSubmit(checked.terms);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Kind of let"
          error={shown.let_kind}
          hint={
            rules.periodic
              ? "Rolls on from period to period until ended by notice; no end date."
              : "The Renters' Rights Act does not cover it: it may have an end date."
          }
        >
          {(a) => (
            <Select
              {...a}
              value={draft.input.let_kind}
              onChange={(e) => set({ let_kind: e.target.value as TermsDraft["input"]["let_kind"] })}
            >
              {LET_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {LET_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium text-stone-800">Tenancy</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1 pt-1">
            {TENANCY_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  name="tenancy_type"
                  value={type}
                  checked={draft.input.tenancy_type === type}
                  onChange={() => setTenancyType(type)}
                />
                {TENANCY_TYPE_LABELS[type]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field label="Start date" error={shown.start_date}>
          {(a) => (
            <Input
              {...a}
              type="date"
              value={draft.input.start_date}
              onChange={(e) => set({ start_date: e.target.value })}
            />
          )}
        </Field>
        {rules.periodic ? (
          <p className="self-end text-sm text-stone-600">No end date: an assured tenancy is periodic.</p>
        ) : (
          <Field label="End date (optional)" error={shown.end_date}>
            {(a) => (
              <Input
                {...a}
                type="date"
                value={draft.input.end_date ?? ""}
                onChange={(e) => set({ end_date: e.target.value || null })}
              />
            )}
          </Field>
        )}
        <Field label="Rent is due" error={shown.rent_period}>
          {(a) => (
            <Select
              {...a}
              value={draft.input.rent_period}
              onChange={(e) => set({ rent_period: e.target.value as TermsDraft["input"]["rent_period"] })}
            >
              {periods.map((period) => (
                <option key={period} value={period}>
                  Once {RENT_PERIOD_LABELS[period]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <RentFields
        draft={draft}
        setDraft={setDraft}
        tenants={props.tenants}
        joint={joint}
        error={shown.rents}
        advertisedCap={props.advertisedCap}
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Deposit (£)"
          error={shown.deposit}
          hint={rules.depositCaps && annual > 0 ? capHint(depositCapOfAnnualRent(annual)) : undefined}
        >
          {(a) => (
            <Input
              {...a}
              {...numberProps}
              value={draft.deposit}
              onChange={(e) => setDraft({ ...draft, deposit: e.target.value })}
            />
          )}
        </Field>
        <Field
          label="Holding deposit (£)"
          error={shown.holding_deposit}
          hint={
            rules.depositCaps && annual > 0
              ? `At most ${formatPounds(weeksOfRent(annual, 1))} (one week's rent)`
              : undefined
          }
        >
          {(a) => (
            <Input
              {...a}
              {...numberProps}
              value={draft.holdingDeposit}
              onChange={(e) => setDraft({ ...draft, holdingDeposit: e.target.value })}
            />
          )}
        </Field>
        <Field
          label="Rent before the start (£)"
          error={shown.rent_in_advance}
          hint={
            rules.rentInAdvanceCap && totalRent > 0
              ? `At most ${formatPounds(rentInAdvanceCap(totalRent, draft.input.rent_period).pounds)}, once everyone has signed`
              : undefined
          }
        >
          {(a) => (
            <Input
              {...a}
              {...numberProps}
              value={draft.rentInAdvance}
              onChange={(e) => setDraft({ ...draft, rentInAdvance: e.target.value })}
            />
          )}
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Deposit protection scheme"
          error={shown.deposit_scheme}
          hint={
            rules.depositProtection
              ? "Protected within 30 days of receiving the deposit."
              : "Optional for this kind of let."
          }
        >
          {(a) => (
            <Select
              {...a}
              value={draft.input.deposit_scheme ?? ""}
              onChange={(e) =>
                set({ deposit_scheme: (e.target.value || null) as TermsDraft["input"]["deposit_scheme"] })
              }
            >
              <option value="">Choose a scheme</option>
              {DEPOSIT_SCHEMES.map((scheme) => (
                <option key={scheme} value={scheme}>
                  {DEPOSIT_SCHEME_LABELS[scheme]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-stone-800">
          <input
            type="checkbox"
            checked={draft.input.bills_included}
            onChange={(e) => set({ bills_included: e.target.checked })}
          />
          Bills included in the rent
        </label>
      </div>

      <Field
        label="Permitted occupiers besides the tenants (optional)"
        error={shown.permitted_occupiers}
        hint="One name a line: anyone else allowed to live there. Every adult needs a Right to Rent check."
      >
        {(a) => (
          <Textarea
            {...a}
            rows={2}
            value={draft.occupiers}
            onChange={(e) => setDraft({ ...draft, occupiers: e.target.value })}
          />
        )}
      </Field>

      <Button type="submit" loading={props.saving}>
        {props.submitLabel}
      </Button>
    </form>
  );
}

const capHint = (cap: { pounds: number; weeks: number }) =>
  `At most ${formatPounds(cap.pounds)} (${cap.weeks} weeks' rent)`;
