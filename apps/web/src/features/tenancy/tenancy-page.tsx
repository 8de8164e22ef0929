import type { TenancyTermsInput, TenancyView } from "@roost/shared/contracts/tenancy.ts";
import { errorText } from "@roost/shared/domain/errors.ts";
import { TENANCY_STATE_LABELS } from "@roost/shared/domain/tenancy-state.ts";
import { ArrowLeft, FileSignature } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Badge, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { NotFoundCard } from "../../components/ui/not-found-card.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { AgreementSection } from "./agreement-section.tsx";
import { GuarantorSection } from "./guarantor-section.tsx";
import { MoneySection } from "./money-section.tsx";
import { RightToRentSection } from "./right-to-rent-section.tsx";
import { useTenancy, useTenancyChange } from "./tenancy.queries.ts";
import { type DraftErrors, refusedFields } from "./terms-draft.ts";
import { TermsForm } from "./terms-form.tsx";
import { TenantParts, TermsSummary } from "./terms-summary.tsx";

/**
 * /tenancy/:id (decision 062): where the let stands, its terms and each tenant's part, for the
 * landlord and the deal's applicants. The landlord changes the terms here; the landlord or the
 * leader can withdraw it before it is signed. Another party's change shows without a reload.
 */
export function TenancyPage() {
  usePageMeta("Tenancy");
  const { id = "" } = useParams();
  const tenancy = useTenancy(id);
  if (tenancy.isPending) return <TenancySkeleton />;
  if (tenancy.isError)
    return isApiError(tenancy.error, "not_found") ? (
      <NotFoundCard title="Tenancy not found" backTo="/inquiries" backLabel="Back to your enquiries">
        A tenancy is only for its landlord and its tenants.
      </NotFoundCard>
    ) : (
      <PageFrame>
        <ErrorState message="Check your connection and try again." onRetry={() => tenancy.refetch()} />
      </PageFrame>
    );
  return <TenancyDetail tenancy={tenancy.data} />;
}

function PageFrame({ children, backTo }: { children: React.ReactNode; backTo?: string }) {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <Link
        to={backTo ?? "/inquiries"}
        className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to the enquiry
      </Link>
      {children}
    </div>
  );
}

function TenancySkeleton() {
  return (
    <PageFrame>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-32 w-full" />
    </PageFrame>
  );
}

const STATE_TONE = {
  terms_drafted: "amber",
  out_for_signature: "blue",
  signed: "green",
  ready_to_move_in: "green",
  withdrawn: "stone",
} as const;

function TenancyDetail({ tenancy }: { tenancy: TenancyView }) {
  const [editing, setEditing] = useState(false);
  const canEdit = tenancy.moves.includes("edit_terms");
  return (
    <PageFrame backTo={`/inquiries/${tenancy.conversation_id}`}>
      <header className="flex flex-wrap items-start gap-3">
        <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
          <FileSignature className="size-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-stone-900">Tenancy of {tenancy.property.address}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <Badge tone={STATE_TONE[tenancy.state]}>{TENANCY_STATE_LABELS[tenancy.state]}</Badge>
            <span data-testid="tenancy-next-step">{tenancy.next_step}</span>
          </p>
        </div>
      </header>

      <Card className="space-y-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-stone-900">Terms</h2>
          {canEdit && !editing && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Change the terms
            </Button>
          )}
        </div>
        {editing ? (
          <EditTerms tenancy={tenancy} onDone={() => setEditing(false)} />
        ) : (
          <TermsSummary tenancy={tenancy} />
        )}
        {tenancy.your_role !== "landlord" && (
          <p className="text-sm text-stone-600">
            Only {tenancy.landlord.name} can change the terms. Roost checks them against the rules for this
            kind of let.
          </p>
        )}
      </Card>

      <Card className="space-y-3 p-5">
        <h2 className="text-lg font-semibold text-stone-900">
          {tenancy.your_role === "landlord" ? "Each tenant's part" : "Your part"}
        </h2>
        <TenantParts tenancy={tenancy} />
      </Card>

      <AgreementSection tenancy={tenancy} />

      <GuarantorSection tenancy={tenancy} />

      {tenancy.state !== "withdrawn" && <RightToRentSection tenancy={tenancy} />}

      <MoneySection tenancy={tenancy} />

      {tenancy.moves.includes("withdraw") && <WithdrawTenancy tenancy={tenancy} />}
    </PageFrame>
  );
}

function EditTerms({ tenancy, onDone }: { tenancy: TenancyView; onDone: () => void }) {
  const change = useTenancyChange();
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  function save(terms: TenancyTermsInput) {
    setServerErrors({});
    change.mutate(
      { kind: "terms", id: tenancy.id, terms },
      {
        onSuccess: () => {
          notify("success", "Terms saved");
          onDone();
        },
        onError: (error) => {
          const fields = refusedFields(error);
          if (fields) setServerErrors(fields);
          else notify("error", isApiError(error) ? errorText(error.code) : errorText("internal_error"));
        },
      },
    );
  }
  return (
    <div className="space-y-3">
      <TermsForm
        initial={tenancy.terms}
        tenants={tenancy.shares.map((share) => ({ user_id: share.user_id, name: share.name }))}
        advertisedCap={tenancy.advertised_cap}
        submitLabel="Save the terms"
        saving={change.isPending}
        serverErrors={serverErrors}
        onSubmit={save}
        now={() => new Date()}
      />
      <Button variant="ghost" size="sm" onClick={onDone}>
        Cancel
      </Button>
    </div>
  );
}

function WithdrawTenancy({ tenancy }: { tenancy: TenancyView }) {
  const [open, setOpen] = useState(false);
  const change = useTenancyChange();
  return (
    <div className="border-t border-stone-200 pt-4">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Withdraw the tenancy
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Withdraw the tenancy?"
        description="The let won't go ahead in Roost. Everyone in it is told. This can't be undone."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: "withdraw", id: tenancy.id },
                {
                  onSuccess: () => {
                    setOpen(false);
                    notify("success", "Tenancy withdrawn");
                  },
                  onError: (error) =>
                    notify("error", errorText(isApiError(error) ? error.code : "internal_error")),
                },
              )
            }
          >
            Withdraw
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
