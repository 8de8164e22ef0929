import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import {
  type Guarantor,
  type GuarantorInput,
  GuarantorInputSchema,
} from "@roost/shared/contracts/tenancy-guarantors.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import {
  GUARANTOR_LINK_DAYS,
  GUARANTOR_NAME_MAX,
  GUARANTOR_STATUS_LABELS,
  guarantorStatus,
} from "@roost/shared/domain/tenancy-guarantors.ts";
import { ukDateTime } from "@roost/shared/domain/uk-time.ts";
import { UserCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Badge } from "../../components/ui/feedback.tsx";
import { Field, Input } from "../../components/ui/input.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { useTenancyChange } from "./tenancy.queries.ts";

/**
 * Guarantors (decision 062): a tenant names theirs, who is emailed a link to sign the agreement as
 * guarantor once it is out to sign; the landlord sees every tenant's. Shown while a guarantor can
 * still be named, and afterwards wherever one was.
 */
export function GuarantorSection({ tenancy }: { tenancy: TenancyView }) {
  const canName = tenancy.moves.includes("name_guarantor");
  if (!canName && tenancy.guarantors.length === 0) return null;
  const landlord = tenancy.your_role === "landlord";
  const own = tenancy.guarantors[0];
  return (
    <Card className="space-y-4 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <UserCheck className="size-5 text-stone-500" aria-hidden />{" "}
        {landlord ? "Guarantors" : "Your guarantor"}
      </h2>
      {landlord ? (
        tenancy.guarantors.length === 0 ? (
          <p className="text-sm text-stone-600">No tenant has named a guarantor.</p>
        ) : (
          <ul className="space-y-2">
            {tenancy.guarantors.map((g) => (
              <li key={g.tenant.user_id}>
                <GuarantorLine guarantor={g} forWhom={g.tenant.name} />
              </li>
            ))}
          </ul>
        )
      ) : (
        <>
          <p className="text-sm text-stone-600">
            If your landlord asks for a guarantor, name them here. Roost emails them a link to read the
            agreement and sign it as your guarantor, without an account; the link works for{" "}
            {GUARANTOR_LINK_DAYS} days. They see the agreement and their guarantee, nothing else of your
            group. Everyone's signature, theirs included, is needed before the tenancy is signed.
          </p>
          {own && <GuarantorLine guarantor={own} />}
          {canName && own?.status !== "signed" && <GuarantorForm tenancy={tenancy} current={own} />}
        </>
      )}
    </Card>
  );
}

const STATUS_TONE = {
  waiting_for_agreement: "stone",
  invited: "blue",
  link_expired: "amber",
  signed: "green",
} as const;

function GuarantorLine({ guarantor, forWhom }: { guarantor: Guarantor; forWhom?: string }) {
  const status = guarantorStatus(guarantor, Date.now());
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 p-3">
      <div className="min-w-0">
        <p className="font-medium text-stone-900">
          {guarantor.name}
          {forWhom && <span className="font-normal text-stone-600"> for {forWhom}</span>}
        </p>
        <p className="break-all text-sm text-stone-600">{guarantor.email}</p>
        {status === "invited" && (
          <p className="text-xs text-stone-500">Link works until {ukDateTime(guarantor.link_expires_at)}</p>
        )}
        {guarantor.signed_at && (
          <p className="text-xs text-stone-500">Signed {ukDateTime(guarantor.signed_at)}</p>
        )}
      </div>
      <Badge tone={STATUS_TONE[status]}>{GUARANTOR_STATUS_LABELS[status]}</Badge>
    </div>
  );
}

type FormErrors = Partial<Record<keyof GuarantorInput | "form", string>>;

function GuarantorForm({ tenancy, current }: { tenancy: TenancyView; current: Guarantor | undefined }) {
  const change = useTenancyChange();
  const [editing, setEditing] = useState(!current);
  const [name, setName] = useState(current?.name ?? "");
  const [email, setEmail] = useState(current?.email ?? "");
  const [errors, setErrors] = useState<FormErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = GuarantorInputSchema.safeParse({ name, email });
    if (!parsed.success) {
      const found: FormErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof GuarantorInput] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    change.mutate(
      { kind: "guarantor", id: tenancy.id, input: parsed.data },
      {
        onSuccess: (view) => {
          setEditing(false);
          notify(
            "success",
            view.state === "terms_drafted"
              ? "Saved. They get the link when the agreement goes out to sign."
              : "The link is on its way to your guarantor.",
          );
        },
        onError: (error) =>
          isApiError(error, "guarantor_refused")
            ? setErrors({ email: error.message })
            : setErrors({ form: errorText(isApiError(error) ? error.code : "internal_error").title }),
      },
    );
  }

  function remove() {
    change.mutate(
      { kind: "remove_guarantor", id: tenancy.id },
      {
        onSuccess: () => notify("success", "Guarantor removed"),
        onError: (error) =>
          notify("error", errorText(isApiError(error) ? error.code : "internal_error").title),
      },
    );
  }

  if (!editing && current)
    return (
      <div className="flex flex-wrap gap-2">
        {tenancy.state === "out_for_signature" && (
          <Button
            variant="secondary"
            size="sm"
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: "guarantor", id: tenancy.id, input: { name: current.name, email: current.email } },
                {
                  onSuccess: () => notify("success", "A new link is on its way to your guarantor."),
                  onError: (error) =>
                    notify("error", errorText(isApiError(error) ? error.code : "internal_error").title),
                },
              )
            }
          >
            Send the link again
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          Change guarantor
        </Button>
        <Button variant="ghost" size="sm" onClick={remove} disabled={change.isPending}>
          Remove
        </Button>
        {tenancy.state === "out_for_signature" && (
          <p className="w-full text-xs text-stone-500">
            Changing or removing your guarantor once anyone has signed means everyone signs again.
          </p>
        )}
      </div>
    );

  return (
    <form onSubmit={submit} noValidate aria-label="Name your guarantor" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Guarantor's full name" error={errors.name}>
          {(props) => (
            <Input
              {...props}
              value={name}
              maxLength={GUARANTOR_NAME_MAX}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
              disabled={change.isPending}
            />
          )}
        </Field>
        <Field label="Guarantor's email" error={errors.email}>
          {(props) => (
            <Input
              {...props}
              type="email"
              value={email}
              autoComplete="off"
              onChange={(e) => setEmail(e.target.value)}
              disabled={change.isPending}
            />
          )}
        </Field>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={change.isPending}>
          {tenancy.state === "out_for_signature" ? "Send them the link" : "Save guarantor"}
        </Button>
        {current && (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
