import type { VerificationQueueItem } from "@roost/shared/contracts/landlord-trust.ts";
import { PROOF_KIND_LABELS, VERIFICATION_REASON_MAX } from "@roost/shared/domain/landlord-trust.ts";
import { ukDateTime } from "@roost/shared/domain/uk-time.ts";
import { Download } from "lucide-react";
import { DecisionBar } from "../../components/operator/decision-bar.tsx";
import { OperatorPage } from "../../components/operator/operator-page.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { useDecideVerification, useVerificationQueue } from "./verification.queries.ts";

/**
 * /operator/verifications (decision 058): the pending requests, oldest first, each with its two
 * documents side by side, to approve or reject with a reason. To anyone but an operator the API
 * answers 404, and so does this page.
 */
export function OperatorVerificationsPage() {
  const queue = useVerificationQueue();
  return (
    <OperatorPage
      title="Verification requests"
      queue={queue}
      intro={`Check that the identity document names the person and that the proof shows their right to let. Documents are deleted 30 days after your decision.`}
    >
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
    </OperatorPage>
  );
}

function RequestCard({ request }: { request: VerificationQueueItem }) {
  const decide = useDecideVerification();
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
          <p className="text-sm text-stone-500">Asked {ukDateTime(request.requested_at)}</p>
        </header>
        <div className="grid gap-4 md:grid-cols-2">
          <DocumentView title="Identity document" url={request.identity_url} type={request.identity_type} />
          <DocumentView
            title={PROOF_KIND_LABELS[request.proof_kind]}
            url={request.proof_url}
            type={request.proof_type}
          />
        </div>
        <DecisionBar
          refuse="Reject"
          accept="Approve"
          reasonLabel="Reason, if you reject"
          reasonMissing="Give the landlord a reason"
          reasonMax={VERIFICATION_REASON_MAX}
          placeholder="For example: the bill is for another address."
          refused={`${request.display_name} was told why.`}
          accepted={`${request.display_name} is verified.`}
          pending={decide.isPending}
          decide={(reason, done) => decide.mutate({ id: request.id, reason }, done)}
        />
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
