import type { GuaranteeView } from "@roost/shared/contracts/tenancy-guarantors.ts";
import { ukDateTime } from "@roost/shared/domain/uk-time.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, FileSignature } from "lucide-react";
import { useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { NotFoundCard } from "../../components/ui/not-found-card.tsx";
import { api, isApiError } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { notify } from "../../lib/toast.ts";
import { TypedSignatureForm } from "./sign-form.tsx";

/**
 * /guarantee/:tenancyId/:token (decision 062): what a guarantor's emailed link opens, without an
 * account. The agreement the tenant signs, and the guarantee: who it is for, and the signature.
 * Nothing else of the group is here, and the link is the only key.
 */
export function GuaranteePage() {
  usePageMeta("Sign as guarantor");
  const { tenancyId = "", token = "" } = useParams();
  const path = `/api/guarantees/${encodeURIComponent(tenancyId)}/${encodeURIComponent(token)}` as const;
  const guarantee = useQuery({
    queryKey: queryKeys.guarantee(tenancyId, token),
    queryFn: ({ signal }) => api(path, { signal }),
    retry: false,
  });
  if (guarantee.isPending)
    return (
      <Frame>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </Frame>
    );
  if (guarantee.isError) {
    if (isApiError(guarantee.error, "guarantor_link_expired"))
      return (
        <NotFoundCard title="This link has expired" backTo="/" backLabel="Go to Roost">
          {guarantee.error.message.split(" — ").at(-1)}
        </NotFoundCard>
      );
    if (isApiError(guarantee.error, "not_found"))
      return (
        <NotFoundCard title="This link isn't valid" backTo="/" backLabel="Go to Roost">
          It may have been replaced by a newer one: use the latest email, or ask the tenant who named you to
          send the link again.
        </NotFoundCard>
      );
    return (
      <Frame>
        <ErrorState message="Check your connection and try again." onRetry={() => guarantee.refetch()} />
      </Frame>
    );
  }
  return <Guarantee view={guarantee.data} path={path} tenancyId={tenancyId} token={token} />;
}

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">{children}</div>;
}

function Guarantee({
  view,
  path,
  tenancyId,
  token,
}: {
  view: GuaranteeView;
  path: `/api/guarantees/${string}/${string}`;
  tenancyId: string;
  token: string;
}) {
  const queryClient = useQueryClient();
  const sign = useMutation({
    mutationFn: (signedName: string) =>
      api(`${path}/sign`, {
        method: "POST",
        body: {
          signed_name: signedName,
          statement_accepted: true,
          sha256: view.agreement?.document_sha256 ?? "",
        },
      }),
    onSuccess: (fresh) => queryClient.setQueryData(queryKeys.guarantee(tenancyId, token), fresh),
    // A refusal because the agreement changed shows the version there is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.guarantee(tenancyId, token) }),
  });
  return (
    <Frame>
      <header className="flex items-start gap-3">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
          <FileSignature className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-stone-900">Guarantee for {view.tenant_name}</h1>
          <p className="mt-1 text-sm text-stone-600">
            {view.guarantor_name}, {view.tenant_name} has named you as their guarantor for a tenancy of{" "}
            {view.address}, let by {view.landlord_name}.
          </p>
        </div>
      </header>

      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-semibold text-stone-900">The agreement</h2>
        {view.agreement ? (
          <>
            <a
              href={view.agreement.document_url}
              className="inline-flex items-center gap-2 rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50"
            >
              <Download className="size-4" aria-hidden /> Download the agreement (PDF,{" "}
              {view.agreement.page_count} {view.agreement.page_count === 1 ? "page" : "pages"} and Roost's
              summary)
            </a>
            {view.agreement.document_sha256 && (
              <p className="break-all text-xs text-stone-500">SHA-256: {view.agreement.document_sha256}</p>
            )}
          </>
        ) : (
          <p className="text-sm text-stone-700">
            {view.tenancy_state === "withdrawn"
              ? "This tenancy was withdrawn: there is nothing to sign."
              : "The agreement isn't out to sign yet. We'll email you a new link when it is."}
          </p>
        )}
      </Card>

      {view.signed_at ? (
        <Card className="space-y-2 border-green-200 bg-green-50 p-5">
          <h2 className="text-lg font-semibold text-green-900">You signed as guarantor</h2>
          <p className="text-sm text-green-900">
            Signed {ukDateTime(view.signed_at)}.{" "}
            {view.tenancy_state === "out_for_signature"
              ? "Once everyone has signed, we'll email you the signed agreement."
              : "Everyone has signed: the signed agreement is in your email, and you can download it above."}
          </p>
        </Card>
      ) : (
        view.agreement &&
        view.tenancy_state === "out_for_signature" && (
          <TypedSignatureForm
            intro={`Download and read the agreement before you sign. You sign it as ${view.tenant_name}'s guarantor.`}
            statement={view.statement}
            pending={sign.isPending}
            onSign={async (signedName) => {
              await sign.mutateAsync(signedName);
              notify("success", "Signed. Thank you.");
            }}
          />
        )
      )}
      <p className="text-xs text-stone-500">
        This link works until {ukDateTime(view.link_expires_at)} and only for you. Roost keeps your name,
        email and signature with the tenancy's record.
      </p>
    </Frame>
  );
}
