import type { TenancyTermsInput } from "@roost/shared/contracts/tenancy.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { useTenancyChange, useTenancyDraft } from "./tenancy.queries.ts";
import { type DraftErrors, refusedFields } from "./terms-draft.ts";
import { TermsForm } from "./terms-form.tsx";

/**
 * /inquiries/:id/tenancy (decision 062): the landlord of a confirmed deal drafts the tenancy's
 * terms, starting from what the advert said; sending them starts the tenancy for every party.
 */
export function NewTenancyPage() {
  usePageMeta("Draft the tenancy");
  const { conversationId: id = "" } = useParams();
  const draft = useTenancyDraft(id);
  const change = useTenancyChange();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});

  function start(terms: TenancyTermsInput) {
    setServerErrors({});
    change.mutate(
      { kind: "start", conversationId: id, terms },
      {
        onSuccess: (view) => {
          notify("success", "Tenancy terms drafted");
          navigate(`/tenancy/${view.id}`);
        },
        onError: (error) => {
          const fields = refusedFields(error);
          if (fields) setServerErrors(fields);
          else notify("error", errorText(isApiError(error) ? error.code : "internal_error"));
        },
      },
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        to={`/inquiries/${id}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to the enquiry
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-stone-900">Draft the tenancy</h1>
        <p className="mt-1 text-sm text-stone-600">
          The terms your tenants will agree to, filled in from your advert. Roost checks them against the
          rules for the kind of let you choose; your own written agreement comes next.
        </p>
      </div>
      <Card className="p-5">
        {draft.isPending ? (
          <div className="space-y-4" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : draft.isError ? (
          <ErrorState
            title={errorText(isApiError(draft.error) ? draft.error.code : "internal_error").title}
            message={
              isApiError(draft.error) && draft.error.code === "tenancy_exists"
                ? "Open it from the enquiry's deal card."
                : errorText(isApiError(draft.error) ? draft.error.code : "internal_error").description
            }
            onRetry={() => draft.refetch()}
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-stone-700">
              Tenants: {draft.data.tenants.map((tenant) => tenant.name).join(", ")}
            </p>
            <TermsForm
              initial={draft.data.suggested}
              tenants={draft.data.tenants}
              advertisedCap={draft.data.advertised_cap}
              submitLabel="Draft the tenancy"
              saving={change.isPending}
              serverErrors={serverErrors}
              onSubmit={start}
              now={() => new Date()}
            />
          </>
        )}
      </Card>
    </div>
  );
}
