import type { TenancyAgreement, TenancyView } from "@roost/shared/contracts/tenancy.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import {
  TENANCY_AGREEMENT_MAX_BYTES,
  TENANCY_AGREEMENT_MAX_MEGABYTES,
} from "@roost/shared/domain/tenancy-documents.ts";
import { WRITTEN_STATEMENT_CONFIRMATION } from "@roost/shared/domain/tenancy-signing.ts";
import { rulesOf } from "@roost/shared/domain/tenancy-terms.ts";
import { ukDateTime } from "@roost/shared/domain/uk-time.ts";
import { CheckCircle2, Clock, Download, FileText } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { SignForm } from "./sign-form.tsx";
import { useAgreementUpload, useTenancyChange } from "./tenancy.queries.ts";

type Person = { user_id: string; name: string };

/**
 * The written agreement (decision 062): the landlord uploads each one and sends them to sign; every
 * party downloads what they sign, sees who has signed, and signs; the signed PDF replaces the
 * document once everyone has.
 */
export function AgreementSection({ tenancy }: { tenancy: TenancyView }) {
  const canUpload = tenancy.moves.includes("upload_agreement");
  const slots: (Person | null)[] = tenancy.missing_agreements;
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-semibold text-stone-900">Agreement</h2>
      {tenancy.agreements.length === 0 && slots.length === 0 && (
        <p className="text-sm text-stone-600">{tenancy.landlord.name} hasn't uploaded the agreement yet.</p>
      )}
      <ul className="space-y-3">
        {tenancy.agreements.map((agreement) => (
          <li key={agreement.id}>
            <AgreementRow tenancy={tenancy} agreement={agreement} canReplace={canUpload} />
          </li>
        ))}
        {canUpload &&
          slots.map((tenant) => (
            <li
              key={tenant?.user_id ?? "joint"}
              className="rounded-lg border border-dashed border-stone-300 p-4"
            >
              <p className="mb-2 text-sm font-medium text-stone-800">{agreementTitle(tenant)}</p>
              <UploadAgreement tenancy={tenancy} tenant={tenant} label="Upload the agreement (PDF)" />
            </li>
          ))}
      </ul>
      {tenancy.moves.includes("send_for_signature") && <SendToSign tenancy={tenancy} />}
      {tenancy.moves.includes("sign") && <SignForm tenancy={tenancy} />}
    </Card>
  );
}

const agreementTitle = (tenant: Person | null) =>
  tenant ? `Agreement for ${tenant.name}` : "Agreement for everyone (joint tenancy)";

function AgreementRow({
  tenancy,
  agreement,
  canReplace,
}: {
  tenancy: TenancyView;
  agreement: TenancyAgreement;
  canReplace: boolean;
}) {
  const signed = agreement.signed_at !== null;
  return (
    <div className="space-y-3 rounded-lg border border-stone-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2">
          <FileText className="mt-0.5 size-5 shrink-0 text-stone-500" aria-hidden />
          <div className="min-w-0">
            <p className="font-medium text-stone-900">{agreementTitle(agreement.tenant)}</p>
            <p className="break-words text-sm text-stone-600">
              {agreement.file_name} · {agreement.page_count} {agreement.page_count === 1 ? "page" : "pages"}
            </p>
          </div>
        </div>
        <a
          href={agreement.document_url}
          download
          className="inline-flex items-center gap-1.5 rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-50"
        >
          <Download className="size-4" aria-hidden />
          {signed
            ? "Download the signed agreement"
            : agreement.document_sha256
              ? "Download to read"
              : "Download"}
        </a>
      </div>
      {(agreement.signatures.length > 0 || agreement.awaiting.length > 0) && (
        <ul className="space-y-1 text-sm" aria-label="Signatures">
          {agreement.signatures.map((s) => (
            <li key={s.user_id} className="flex items-center gap-2 text-stone-800">
              <CheckCircle2 className="size-4 text-green-600" aria-hidden />
              {s.name} signed on {ukDateTime(s.signed_at)}
            </li>
          ))}
          {agreement.awaiting.map((p) => (
            <li key={p.user_id} className="flex items-center gap-2 text-stone-600">
              <Clock className="size-4" aria-hidden />
              {p.user_id === tenancy.landlord.user_id ? `${p.name} (landlord)` : p.name} has not signed yet
            </li>
          ))}
        </ul>
      )}
      {agreement.document_sha256 && (
        <p className="break-all text-xs text-stone-500">
          SHA-256 of the document {agreement.signed_at ? "signed" : "to sign"}: {agreement.document_sha256}
        </p>
      )}
      {canReplace && (
        <UploadAgreement
          tenancy={tenancy}
          tenant={agreement.tenant}
          label="Replace the agreement"
          warning={
            tenancy.state === "out_for_signature"
              ? "Replacing it voids every signature given so far, and it must be sent to sign again."
              : undefined
          }
        />
      )}
    </div>
  );
}

function UploadAgreement({
  tenancy,
  tenant,
  label,
  warning,
}: {
  tenancy: TenancyView;
  tenant: Person | null;
  label: string;
  warning?: string;
}) {
  const upload = useAgreementUpload(tenancy.id);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (file.size > TENANCY_AGREEMENT_MAX_BYTES) {
      setError(errorText("agreement_too_large").description ?? "");
      return;
    }
    setError(null);
    setProgress(0);
    try {
      await upload({ file, tenantId: tenant?.user_id ?? null, onProgress: setProgress });
      notify("success", "Agreement uploaded");
    } catch (failure) {
      setError(
        isApiError(failure) && failure.status > 0
          ? failure.message
          : "Couldn't upload the agreement. Check your connection and try again.",
      );
    } finally {
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  return (
    <div className="space-y-1.5">
      <label className="inline-flex cursor-pointer items-center gap-2 rounded-md bg-stone-100 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-200 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
        {uploading ? `Uploading… ${Math.round((progress ?? 0) * 100)}%` : label}
        <input
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          onChange={pick}
          disabled={uploading}
          aria-label={tenant ? `${label} for ${tenant.name}` : label}
        />
      </label>
      <p className="text-xs text-stone-500">
        {warning ?? `A PDF of up to ${TENANCY_AGREEMENT_MAX_MEGABYTES} MB, without a password.`}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

function SendToSign({ tenancy }: { tenancy: TenancyView }) {
  const change = useTenancyChange();
  const missing = tenancy.missing_agreements.length > 0;
  const statementNeeded = rulesOf(tenancy.terms.let_kind).writtenStatement;
  const [statementIncluded, setStatementIncluded] = useState(false);
  const [statementError, setStatementError] = useState(false);

  function send() {
    if (statementNeeded && !statementIncluded) {
      setStatementError(true);
      return;
    }
    change.mutate(
      { kind: "send", id: tenancy.id, input: { written_statement_included: statementIncluded } },
      {
        onSuccess: () => notify("success", "Sent to sign. Everyone is told."),
        onError: (error) => notify("error", errorText(isApiError(error) ? error.code : "internal_error")),
      },
    );
  }

  return (
    <div className="space-y-2 border-t border-stone-200 pt-4">
      {statementNeeded && !missing && (
        <div className="space-y-1">
          <label className="flex items-start gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              checked={statementIncluded}
              onChange={(e) => {
                setStatementIncluded(e.target.checked);
                setStatementError(false);
              }}
              aria-invalid={statementError || undefined}
            />
            {WRITTEN_STATEMENT_CONFIRMATION}
          </label>
          {statementError && (
            <p role="alert" className="text-xs font-medium text-red-600">
              {errorText("tenancy_statement_unconfirmed").description}
            </p>
          )}
        </div>
      )}
      <Button disabled={missing} loading={change.isPending} onClick={send}>
        Send to sign
      </Button>
      <p className="text-xs text-stone-500">
        {missing
          ? "Upload every agreement first."
          : "Roost adds a summary of the terms as the first page, and everyone signs that whole document."}
      </p>
    </div>
  );
}
