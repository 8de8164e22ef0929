import type { VerificationQueueItem } from "@roost/shared/contracts/landlord-trust.ts";
import { PROOF_KIND_LABELS, VERIFICATION_REASON_MAX } from "@roost/shared/domain/landlord-trust.ts";
import { Check, Download, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { Field, Textarea } from "../../components/ui/input.tsx";
import { NotFoundCard } from "../../components/ui/not-found-card.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { useDecideVerification, useVerificationQueue } from "./verification.queries.ts";

/**
 * /operator/verifications (decision 058): the pending requests, oldest first, each with its two
 * documents side by side, to approve or reject with a reason. To anyone but an operator the API
 * answers 404, and so does this page.
 */
export function OperatorVerificationsPage() {
  usePageMeta("Verification requests");
  const queue = useVerificationQueue();
  if (queue.isError && isApiError(queue.error) && queue.error.status === 404)
    return (
      <NotFoundCard title="Page not found" backTo="/dashboard" backLabel="Back to your dashboard">
        This page does not exist.
      </NotFoundCard>
    );
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Verification requests</h1>
        <p className="mt-1 text-sm text-stone-600">
          Check that the identity document names the person and that the proof shows their right to let.
          Documents are deleted 30 days after your decision.
        </p>
      </div>
      {queue.isPending ? (
        <div className="space-y-4" role="status" aria-label="Loading...">
          <Skeleton className="h-64 w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      ) : queue.isError ? (
        <ErrorState title="We couldn't load the requests" onRetry={() => void queue.refetch()} />
      ) : queue.data.requests.length === 0 ? (
        <EmptyState title="No verification requests waiting">
          New requests appear here, oldest first.
        </EmptyState>
      ) : (
        <ol className="space-y-4" aria-label="Pending verification requests">
          {queue.data.requests.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function RequestCard({ request }: { request: VerificationQueueItem }) {
  const decide = useDecideVerification();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const run = (input: { id: string; reason?: string }, done: string) =>
    decide.mutate(input, {
      onSuccess: () => notify("success", done),
      onError: (e) =>
        notify("error", isApiError(e) && e.status > 0 ? e.message : "That didn't work. Please try again."),
    });
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError("Give the landlord a reason");
      return;
    }
    setError(null);
    run({ id: request.id, reason: reason.trim() }, `${request.display_name} was told why.`);
  };
  return (
    <Card className="p-5">
      <article aria-label={`Request from ${request.display_name}`} className="space-y-4">
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <div>
            <h2 className="font-semibold text-stone-900">{request.display_name}</h2>
            <p className="text-sm text-stone-500">
              {request.email} · {request.user_type === "property_finder" ? "Property finder" : "Landlord"} ·{" "}
              {request.listings} listing{request.listings === 1 ? "" : "s"}
            </p>
          </div>
          <p className="text-sm text-stone-500">
            Asked{" "}
            {new Date(request.requested_at).toLocaleString("en-GB", {
              dateStyle: "medium",
              timeStyle: "short",
            })}
          </p>
        </header>
        <div className="grid gap-4 md:grid-cols-2">
          <DocumentView title="Identity document" url={request.identity_url} type={request.identity_type} />
          <DocumentView
            title={PROOF_KIND_LABELS[request.proof_kind]}
            url={request.proof_url}
            type={request.proof_type}
          />
        </div>
        <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 md:flex-row md:items-end">
          <form onSubmit={reject} className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end" noValidate>
            <Field label="Reason, if you reject" error={error} className="flex-1">
              {(props) => (
                <Textarea
                  {...props}
                  rows={2}
                  maxLength={VERIFICATION_REASON_MAX}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  placeholder="For example: the bill is for another address."
                />
              )}
            </Field>
            <Button type="submit" variant="secondary" disabled={decide.isPending}>
              <X className="size-4" aria-hidden /> Reject
            </Button>
          </form>
          <Button
            type="button"
            loading={decide.isPending}
            onClick={() => run({ id: request.id }, `${request.display_name} is verified.`)}
          >
            <Check className="size-4" aria-hidden /> Approve
          </Button>
        </div>
      </article>
    </Card>
  );
}

function DocumentView({ title, url, type }: { title: string; url: string; type: string | null }) {
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-stone-700">{title}</figcaption>
      {type === null ? (
        <p className="text-sm text-stone-500">No longer kept.</p>
      ) : type.startsWith("image/") ? (
        <a href={url} target="_blank" rel="noreferrer" className="block">
          <img
            src={url}
            alt={title}
            className="max-h-80 w-full rounded-lg border border-stone-200 object-contain"
          />
        </a>
      ) : (
        <a
          href={url}
          className="inline-flex items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-stone-50"
        >
          <Download className="size-4" aria-hidden /> Download the PDF
        </a>
      )}
    </figure>
  );
}
