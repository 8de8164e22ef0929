import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import {
  SIGNATURE_STATEMENT,
  SIGNED_NAME_MAX,
  signedNameError,
} from "@roost/shared/domain/tenancy-signing.ts";
import { PenLine } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Field, Input } from "../../components/ui/input.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { useTenancyChange } from "./tenancy.queries.ts";

/**
 * Signing by typing one's name (decision 062): the party confirms the statement in words, and the
 * documents they sign are named by the hashes of the versions this page showed them, so a document
 * changed in the meantime is refused rather than signed unseen.
 */
export function SignForm({ tenancy }: { tenancy: TenancyView }) {
  const change = useTenancyChange();
  const toSign = tenancy.agreements.filter((a) => a.yours_to_sign);
  return (
    <TypedSignatureForm
      intro={`Download and read ${toSign.length > 1 ? "each agreement" : "the agreement"} above before you sign. You sign the whole document: Roost's summary of the terms and every page of the agreement.`}
      statement={SIGNATURE_STATEMENT}
      pending={change.isPending}
      onSign={async (signedName) => {
        await change.mutateAsync({
          kind: "sign",
          id: tenancy.id,
          input: {
            signed_name: signedName,
            statement_accepted: true,
            documents: toSign.map((a) => ({ agreement_id: a.id, sha256: a.document_sha256 ?? "" })),
          },
        });
        notify("success", "Signed. Everyone is told.");
      }}
    />
  );
}

/**
 * The typed name and the ticked statement of any signature in Roost, a party's or a guarantor's;
 * `onSign` sends it, and its refusal is shown beside the name or above the button.
 */
export function TypedSignatureForm({
  intro,
  statement,
  pending,
  onSign,
}: {
  intro: string;
  statement: string;
  pending: boolean;
  onSign: (signedName: string) => Promise<void>;
}) {
  const [name, setName] = useState("");
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; statement?: string; form?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      name: signedNameError(name) ?? undefined,
      statement: accepted ? undefined : "Tick the box to confirm this is your signature",
    };
    setErrors(found);
    if (found.name || found.statement) return;
    onSign(name.trim()).catch((error: unknown) => {
      if (isApiError(error, "tenancy_signed_name_refused")) setErrors({ name: error.message });
      else setErrors({ form: errorText(isApiError(error) ? error.code : "internal_error").title });
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Sign the agreement"
      className="space-y-4 rounded-lg border border-brand-200 bg-brand-50/40 p-4"
    >
      <h3 className="flex items-center gap-2 font-semibold text-stone-900">
        <PenLine className="size-4" aria-hidden /> Sign the agreement
      </h3>
      <p className="text-sm text-stone-700">{intro}</p>
      <Field label="Your full name" error={errors.name}>
        {(props) => (
          <Input
            {...props}
            value={name}
            maxLength={SIGNED_NAME_MAX}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
            disabled={pending}
          />
        )}
      </Field>
      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
            disabled={pending}
            aria-invalid={errors.statement ? true : undefined}
          />
          {statement}
        </label>
        {errors.statement && (
          <p role="alert" className="text-xs font-medium text-red-600">
            {errors.statement}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {errors.form}
        </p>
      )}
      <Button type="submit" loading={pending}>
        Sign the agreement
      </Button>
    </form>
  );
}
