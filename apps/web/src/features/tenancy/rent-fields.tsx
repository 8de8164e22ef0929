import { formatPounds } from "@roost/shared/domain/price.ts";
import { RENT_PERIOD_LABELS } from "@roost/shared/domain/tenancy-terms.ts";
import { Field, Input } from "../../components/ui/input.tsx";
import type { TermsDraft } from "./terms-draft.ts";

/** Amounts are typed as text, so what was typed stays on screen until the form checks it. */
export const numberProps = { type: "text", inputMode: "numeric", autoComplete: "off" } as const;

/** The rent: one figure for a joint tenancy, one per tenant for individual tenancies. */
export function RentFields({
  draft,
  setDraft,
  tenants,
  joint,
  error,
  advertisedCap,
}: {
  draft: TermsDraft;
  setDraft: (draft: TermsDraft) => void;
  tenants: readonly { user_id: string; name: string }[];
  joint: boolean;
  error?: string;
  advertisedCap: number | null;
}) {
  const period = RENT_PERIOD_LABELS[draft.input.rent_period];
  const advertHint =
    advertisedCap === null ? undefined : `The advert said ${formatPounds(advertisedCap)} a month: no more.`;
  const setRent = (index: number, typed: string) =>
    setDraft({ ...draft, rents: draft.rents.map((rent, i) => (i === index ? typed : rent)) });
  if (joint)
    return (
      <Field label={`Rent for the whole home, ${period} (£)`} error={error} hint={advertHint}>
        {(a) => (
          <Input
            {...a}
            {...numberProps}
            value={draft.rents[0] ?? ""}
            onChange={(e) => setRent(0, e.target.value)}
          />
        )}
      </Field>
    );
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">Each tenant's rent, {period} (£)</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {tenants.map((tenant, i) => (
          <Field key={tenant.user_id} label={tenant.name}>
            {(a) => (
              <Input
                {...a}
                {...numberProps}
                value={draft.rents[i] ?? ""}
                onChange={(e) => setRent(i, e.target.value)}
              />
            )}
          </Field>
        ))}
      </div>
      {error ? (
        <p className="text-xs font-medium text-red-600" role="alert">
          {error}
        </p>
      ) : (
        advertHint && <p className="text-xs text-stone-500">{advertHint}</p>
      )}
    </fieldset>
  );
}
