import type { RightToRentEntry, RightToRentInput } from "@roost/shared/contracts/right-to-rent.ts";
import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import {
  EXEMPTABLE_LET_KINDS,
  RIGHT_TO_RENT_DOCUMENT_LABELS,
  RIGHT_TO_RENT_DOCUMENTS,
  RIGHT_TO_RENT_EXEMPTION_LABELS,
  RIGHT_TO_RENT_NOTICE,
  type RightToRentDocument,
  rightToRentErrors,
  TIME_LIMITED_CHECK_WINDOW_DAYS,
} from "@roost/shared/domain/right-to-rent.ts";
import { calendarDate, ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { CheckCircle2, ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Field, Input, Select } from "../../components/ui/input.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { ExemptionControl } from "./right-to-rent-exemption.tsx";
import { useTenancyChange } from "./tenancy.queries.ts";

/**
 * The Right to Rent record (decision 062): the landlord records each adult occupier's check and,
 * once every one is in, marks the signed tenancy ready to move in; a tenant sees their own entry.
 */
export function RightToRentSection({ tenancy }: { tenancy: TenancyView }) {
  const landlord = tenancy.your_role === "landlord";
  const canRecord = tenancy.moves.includes("record_right_to_rent");
  // An exempt let waits for no check; one not exempt waits for every occupier's.
  const missing = tenancy.right_to_rent_exempt
    ? 0
    : tenancy.right_to_rent.filter((entry) => entry.check === null).length;
  return (
    <Card className="space-y-4 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <ShieldCheck className="size-5 text-stone-500" aria-hidden /> Right to Rent
      </h2>
      <p className="text-sm text-stone-600">
        {landlord
          ? RIGHT_TO_RENT_NOTICE
          : "Your landlord must check your right to rent before the tenancy starts. Only you and your landlord see this entry."}
      </p>
      {tenancy.right_to_rent_exempt && (
        <p className="flex items-start gap-1.5 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
          {landlord ? "You marked" : `${tenancy.landlord.name} marked`} this let exempt from Right to Rent
          checks: {RIGHT_TO_RENT_EXEMPTION_LABELS[tenancy.right_to_rent_exempt.exemption]}.
        </p>
      )}
      {canRecord && EXEMPTABLE_LET_KINDS.includes(tenancy.terms.let_kind) && (
        <ExemptionControl tenancy={tenancy} />
      )}
      <ul className="space-y-3">
        {tenancy.right_to_rent.map((entry) => (
          <li
            key={entry.occupier.user_id ?? entry.occupier.name}
            aria-label={`Right to Rent: ${entry.occupier.name}`}
          >
            <OccupierCheck tenancy={tenancy} entry={entry} canRecord={canRecord} />
          </li>
        ))}
      </ul>
      {tenancy.moves.includes("mark_ready") && <MarkReady tenancy={tenancy} missing={missing} />}
    </Card>
  );
}

function OccupierCheck({
  tenancy,
  entry,
  canRecord,
}: {
  tenancy: TenancyView;
  entry: RightToRentEntry;
  canRecord: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const { check } = entry;
  return (
    <div className="space-y-2 rounded-lg border border-stone-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-stone-900">{entry.occupier.name}</p>
          {check ? (
            <p className="flex items-center gap-1.5 text-sm text-stone-700">
              <CheckCircle2 className="size-4 text-green-600" aria-hidden />
              {RIGHT_TO_RENT_DOCUMENT_LABELS[check.document]}, checked on {calendarDate(check.checked_on)}
              {check.follow_up_on && `; follow-up due by ${calendarDate(check.follow_up_on)}`}
            </p>
          ) : (
            <p className="text-sm text-amber-700">Not recorded yet</p>
          )}
          {check?.checked_too_early && tenancy.your_role === "landlord" && (
            <p className="text-sm text-amber-700">
              A time-limited right may be checked no earlier than {TIME_LIMITED_CHECK_WINDOW_DAYS} days before
              the tenancy starts: check it again nearer the start.
            </p>
          )}
        </div>
        {canRecord && !editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {check ? "Change" : "Record the check"}
          </Button>
        )}
      </div>
      {editing && <CheckForm tenancy={tenancy} entry={entry} onDone={() => setEditing(false)} />}
    </div>
  );
}

const ALWAYS_TIME_LIMITED: readonly RightToRentDocument[] = ["list_b"];
const NEVER_TIME_LIMITED: readonly RightToRentDocument[] = ["british_irish_passport"];

function CheckForm({
  tenancy,
  entry,
  onDone,
}: {
  tenancy: TenancyView;
  entry: RightToRentEntry;
  onDone: () => void;
}) {
  const change = useTenancyChange();
  const [document, setDocument] = useState<RightToRentDocument>(
    entry.check?.document ?? "british_irish_passport",
  );
  const [timeLimited, setTimeLimited] = useState(entry.check?.time_limited ?? false);
  const [checkedOn, setCheckedOn] = useState(entry.check?.checked_on ?? ukIsoDate(new Date()));
  const [followUpOn, setFollowUpOn] = useState(entry.check?.follow_up_on ?? "");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const limited =
    ALWAYS_TIME_LIMITED.includes(document) || (!NEVER_TIME_LIMITED.includes(document) && timeLimited);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: RightToRentInput = {
      ...(entry.occupier.user_id
        ? { tenant_id: entry.occupier.user_id }
        : { occupier_name: entry.occupier.name }),
      document,
      time_limited: limited,
      checked_on: checkedOn,
      follow_up_on: limited ? followUpOn || null : null,
    };
    const found = rightToRentErrors(
      { document, timeLimited: limited, checkedOn, followUpOn: input.follow_up_on },
      ukIsoDate(new Date()),
    );
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(
      { kind: "right_to_rent", id: tenancy.id, input },
      {
        onSuccess: () => {
          notify("success", "Check recorded");
          onDone();
        },
        onError: (error) =>
          setErrors({ form: isApiError(error) ? error.message : errorText("internal_error").title }),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label={`Right to Rent check of ${entry.occupier.name}`}
    >
      <Field label="Document checked" error={errors.document} className="sm:col-span-2">
        {(props) => (
          <Select
            {...props}
            value={document}
            onChange={(e) => setDocument(e.target.value as RightToRentDocument)}
          >
            {RIGHT_TO_RENT_DOCUMENTS.map((kind) => (
              <option key={kind} value={kind}>
                {RIGHT_TO_RENT_DOCUMENT_LABELS[kind]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {document === "home_office_share_code" || document === "other_list_a" ? (
        <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={timeLimited}
            onChange={(e) => setTimeLimited(e.target.checked)}
          />
          The right to rent is time-limited
        </label>
      ) : null}
      <Field label="Checked on" error={errors.checkedOn}>
        {(props) => (
          <Input {...props} type="date" value={checkedOn} onChange={(e) => setCheckedOn(e.target.value)} />
        )}
      </Field>
      {limited && (
        <Field label="Follow-up check due by" error={errors.followUpOn ?? errors.timeLimited}>
          {(props) => (
            <Input
              {...props}
              type="date"
              value={followUpOn}
              onChange={(e) => setFollowUpOn(e.target.value)}
            />
          )}
        </Field>
      )}
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-600 sm:col-span-2">
          {errors.form}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm" loading={change.isPending}>
          Save the check
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function MarkReady({ tenancy, missing }: { tenancy: TenancyView; missing: number }) {
  const change = useTenancyChange();
  return (
    <div className="space-y-1.5 border-t border-stone-200 pt-4">
      <Button
        disabled={missing > 0}
        loading={change.isPending}
        onClick={() =>
          change.mutate(
            { kind: "ready", id: tenancy.id },
            {
              onSuccess: () => notify("success", "Ready to move in. Everyone is told."),
              onError: (error) =>
                notify("error", errorText(isApiError(error) ? error.code : "internal_error")),
            },
          )
        }
      >
        Mark ready to move in
      </Button>
      <p className="text-xs text-stone-500">
        {missing > 0
          ? `Record every occupier's check first (${missing} to go).`
          : "Everyone is told the tenancy is ready to move in."}
      </p>
    </div>
  );
}
