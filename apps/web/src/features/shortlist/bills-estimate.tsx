import { BillsEstimateInputSchema } from "@roost/shared/contracts/group-shortlist.ts";
import { BILLS_ESTIMATE, defaultBillsPerPerson } from "@roost/shared/domain/housemate-shares.ts";
import { formatPounds } from "@roost/shared/domain/price.ts";
import { Plug } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Field, Input } from "../../components/ui/input.tsx";
import { failureText } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { useChangeShortlist } from "./shortlist.queries.ts";

/**
 * The bills figure every "Who pays what" adds when the rent does not include them: the dated
 * default (energy and water, shared) or the group's own, which any member can set.
 */
export function BillsEstimate({
  groupId,
  own,
  memberCount,
}: {
  groupId: string;
  own: number | null;
  memberCount: number;
}) {
  const change = useChangeShortlist(groupId);
  const [typed, setTyped] = useState<string | null>(null);
  const figure = own ?? defaultBillsPerPerson(memberCount);
  const save = (value: number | null) =>
    change.mutate(
      { kind: "bills-estimate", billsEstimate: value },
      {
        onSuccess: () => setTyped(null),
        onError: (e) =>
          notify("error", { title: "Couldn't save the bills estimate", description: failureText(e) }),
      },
    );
  const parsed =
    typed === null
      ? null
      : BillsEstimateInputSchema.safeParse({ bills_estimate: typed.trim() === "" ? NaN : Number(typed) });
  const error = parsed && !parsed.success ? (parsed.error.issues[0]?.message ?? "Check the amount") : null;
  return (
    <section
      aria-label="Bills estimate"
      className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-700 ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p>
          <Plug className="mr-1.5 inline size-4 align-[-3px] text-stone-400" aria-hidden />
          Bills when not included: <span className="font-semibold">~{formatPounds(figure)}</span> per person a
          month
          {own === null ? ` (our estimate, ${BILLS_ESTIMATE.asOf.slice(0, 4)})` : " (your group's figure)"}
        </p>
        {typed === null && (
          <Button variant="ghost" size="sm" onClick={() => setTyped(String(figure))}>
            Change
          </Button>
        )}
        {own !== null && typed === null && (
          <Button variant="ghost" size="sm" loading={change.isPending} onClick={() => save(null)}>
            Use our estimate
          </Button>
        )}
      </div>
      {typed !== null && (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (parsed?.success) save(parsed.data.bills_estimate);
          }}
        >
          <Field label="Bills per person a month (£)" error={error} className="w-56">
            {(props) => (
              <Input
                {...props}
                inputMode="numeric"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" size="sm" loading={change.isPending} disabled={error !== null}>
            Save
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setTyped(null)}>
            Cancel
          </Button>
        </form>
      )}
    </section>
  );
}
