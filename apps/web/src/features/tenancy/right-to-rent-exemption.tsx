import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import {
  RIGHT_TO_RENT_EXEMPTION_LABELS,
  RIGHT_TO_RENT_EXEMPTIONS,
  type RightToRentExemption,
} from "@roost/shared/domain/right-to-rent.ts";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Field, Select } from "../../components/ui/input.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { useTenancyChange } from "./tenancy.queries.ts";

/** For a let the Renters' Rights Act does not cover: no checks needed, with why, or the mark taken off. */
export function ExemptionControl({ tenancy }: { tenancy: TenancyView }) {
  const change = useTenancyChange();
  const [exemption, setExemption] = useState<RightToRentExemption>("student_accommodation");
  const save = (value: RightToRentExemption | null) =>
    change.mutate(
      { kind: "right_to_rent_exemption", id: tenancy.id, input: { exemption: value } },
      {
        onSuccess: () =>
          notify("success", value ? "Marked exempt. Everyone is told." : "Exemption taken off"),
        onError: (error) =>
          notify("error", errorText(isApiError(error) ? error.code : "internal_error").title),
      },
    );
  if (tenancy.right_to_rent_exempt)
    return (
      <Button variant="ghost" size="sm" loading={change.isPending} onClick={() => save(null)}>
        Take off the exemption
      </Button>
    );
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border border-stone-200 p-3">
      <Field label="No checks needed? Say why" className="min-w-0 flex-1">
        {(props) => (
          <Select
            {...props}
            value={exemption}
            onChange={(e) => setExemption(e.target.value as RightToRentExemption)}
          >
            {RIGHT_TO_RENT_EXEMPTIONS.map((kind) => (
              <option key={kind} value={kind}>
                {RIGHT_TO_RENT_EXEMPTION_LABELS[kind]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button variant="secondary" loading={change.isPending} onClick={() => save(exemption)}>
        Mark exempt
      </Button>
    </div>
  );
}
