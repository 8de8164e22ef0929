import type { VerificationState } from "@roost/shared/contracts/landlord-trust.ts";
import {
  PROOF_KIND_LABELS,
  PROOF_KINDS,
  VERIFICATION_DOCUMENT_MAX_BYTES,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_DOCUMENTS_KEPT_DAYS,
  VERIFICATION_TEXTS,
} from "@roost/shared/domain/landlord-trust.ts";
import { ukDate } from "@roost/shared/domain/uk-time.ts";
import { useQueryClient } from "@tanstack/react-query";
import { Clock, Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { TrustedLandlordBadge } from "../../components/property/landlord-trust.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { Field, Input, Select } from "../../components/ui/input.tsx";
import { isApiError } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { notify } from "../../lib/toast.ts";
import { uploadWithProgress } from "../../lib/upload-with-progress.ts";
import { useMyVerification } from "./verification.queries.ts";

const ACCEPT = VERIFICATION_DOCUMENT_TYPES.join(",");
const MAX_MB = VERIFICATION_DOCUMENT_MAX_BYTES / 1024 / 1024;

/**
 * The profile's Verification card (decision 058), for those who let homes: ask with two documents,
 * then see the request pending, approved (the Trusted Landlord badge) or rejected with its reason.
 */
export function VerificationCard() {
  const state = useMyVerification();
  return (
    <Card className="scroll-mt-24 p-5 sm:p-6" id="verification">
      <section aria-labelledby="verification-title">
        <h2 id="verification-title" className="text-lg font-semibold text-stone-900">
          Verification
        </h2>
        <p className="mt-0.5 text-sm text-stone-500">
          Tenants see the Trusted Landlord badge on verified landlords' listings and messages.
        </p>
        <div className="mt-4">
          {state.isPending ? (
            <div className="space-y-2" role="status" aria-label="Loading...">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : state.isError ? (
            <ErrorState title="We couldn't load your verification" onRetry={() => void state.refetch()} />
          ) : (
            <VerificationBody state={state.data} />
          )}
        </div>
      </section>
    </Card>
  );
}

function VerificationBody({ state }: { state: VerificationState }) {
  if (state.status === "approved")
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <TrustedLandlordBadge />
        <span>You're verified{state.decided_at ? ` since ${ukDate(state.decided_at)}` : ""}.</span>
      </div>
    );
  if (state.status === "pending")
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
      >
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          We're checking the documents you sent on {ukDate(state.requested_at ?? "")}.{" "}
          {VERIFICATION_TEXTS.requested}
        </span>
      </p>
    );
  return (
    <div className="space-y-4">
      {state.status === "rejected" && (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
        >
          <p className="font-medium">{VERIFICATION_TEXTS.rejected}</p>
          {state.reason && <p className="mt-0.5">Our reason: {state.reason}</p>}
          <p className="mt-0.5">You can send new documents below.</p>
        </div>
      )}
      <VerificationForm />
    </div>
  );
}

type FieldErrors = Partial<Record<"identity" | "proof", string>>;

function VerificationForm() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    const found: FieldErrors = {};
    for (const field of ["identity", "proof"] as const) {
      const file = body.get(field);
      if (!(file instanceof File) || file.size === 0) found[field] = "Please choose a file.";
      else if (file.size > VERIFICATION_DOCUMENT_MAX_BYTES)
        found[field] = `The file is larger than ${MAX_MB} MB.`;
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setProgress(0);
    try {
      const state = await uploadWithProgress("/api/me/verification", body, {
        onProgress: setProgress,
      });
      client.setQueryData(queryKeys.verification.mine, state);
      notify("success", VERIFICATION_TEXTS.requested);
    } catch (error) {
      if (isApiError(error) && (error.field === "identity" || error.field === "proof"))
        setErrors({ [error.field]: error.message });
      else
        setFailure(
          isApiError(error) && error.status > 0
            ? error.message
            : "Couldn't send your documents. Please try again.",
        );
    } finally {
      setProgress(null);
    }
  };

  const sending = progress !== null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Ask to be verified">
      <Field
        label="Identity document"
        hint={`A passport or driving licence: a photo, scan or PDF, up to ${MAX_MB} MB.`}
        error={errors.identity}
      >
        {(props) => <Input {...props} type="file" name="identity" accept={ACCEPT} disabled={sending} />}
      </Field>
      <Field label="Proof that you may let your homes">
        {(props) => (
          <Select {...props} name="proof_kind" defaultValue={PROOF_KINDS[0]} disabled={sending}>
            {PROOF_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {PROOF_KIND_LABELS[kind]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="The document itself"
        hint={`A photo, scan or PDF, up to ${MAX_MB} MB.`}
        error={errors.proof}
      >
        {(props) => <Input {...props} type="file" name="proof" accept={ACCEPT} disabled={sending} />}
      </Field>
      <p className="flex items-start gap-2 text-xs text-stone-500">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        Only Roost's reviewers see these documents. We delete them {VERIFICATION_DOCUMENTS_KEPT_DAYS} days
        after our decision and keep only the decision.
      </p>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {failure}
        </p>
      )}
      <Button type="submit" loading={sending} className="w-full sm:w-auto">
        {sending ? `Sending… ${Math.round((progress ?? 0) * 100)}%` : "Ask to be verified"}
      </Button>
    </form>
  );
}
