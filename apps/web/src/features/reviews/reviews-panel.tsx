import type { RatingSummary, Review } from "@roost/shared/contracts/reviews.ts";
import { REVIEW_REPLY_MAX, REVIEW_TEXTS } from "@roost/shared/domain/reviews.ts";
import { ukMonthYear } from "@roost/shared/domain/uk-time.ts";
import { BadgeCheck, Flag } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { Textarea } from "../../components/ui/input.tsx";
import { isApiError } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { usePropertyReviews, useReplyToReview, useReportReview } from "./reviews.queries.ts";
import { Stars } from "./stars.tsx";

/**
 * The property page's reviews (decision 058): written only by tenants its landlord accepted, so
 * each says "Verified tenancy". The landlord replies here, once; anyone signed in may report one.
 */
export function ReviewsPanel({ propertyId }: { propertyId: string }) {
  const reviews = usePropertyReviews(propertyId);
  return (
    <section
      aria-labelledby="reviews-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="reviews-title" className="text-lg font-semibold text-stone-900">
        Reviews
      </h2>
      {reviews.isPending ? (
        <div role="status" aria-label="Loading..." className="mt-3 space-y-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : reviews.isError ? (
        <div className="mt-3">
          <ErrorState title="We couldn't load the reviews" onRetry={() => void reviews.refetch()} />
        </div>
      ) : (
        <>
          <Summaries home={reviews.data.summary} landlord={reviews.data.landlord_summary} />
          {reviews.data.reviews.length === 0 ? (
            <p className="mt-3 text-sm text-stone-600">
              No reviews yet. Only tenants the landlord accepted through Roost can review a home, a month
              after moving in.
            </p>
          ) : (
            <ol className="mt-4 divide-y divide-stone-100">
              {reviews.data.reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  propertyId={propertyId}
                  canReply={reviews.data.viewer_is_landlord && review.reply === null}
                />
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

function Summaries({ home, landlord }: { home: RatingSummary; landlord: RatingSummary }) {
  if (landlord.count === 0) return null;
  return (
    <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-700">
      {home.property !== null && (
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="whitespace-nowrap">This home</dt>
          <dd className="flex flex-wrap items-center gap-x-1.5">
            <Stars value={home.property} /> {home.property.toFixed(1)} ({home.count})
          </dd>
        </div>
      )}
      {landlord.landlord !== null && (
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="whitespace-nowrap">The landlord</dt>
          <dd className="flex flex-wrap items-center gap-x-1.5">
            <Stars value={landlord.landlord} /> {landlord.landlord.toFixed(1)} ({landlord.count} across their
            homes)
          </dd>
        </div>
      )}
    </dl>
  );
}

function ReviewItem({
  review,
  propertyId,
  canReply,
}: {
  review: Review;
  propertyId: string;
  canReply: boolean;
}) {
  const { user } = useAuth();
  const report = useReportReview();
  const reportIt = () =>
    report.mutate(review.id, {
      onSuccess: () => notify("success", REVIEW_TEXTS.reported),
      onError: (error) =>
        notify(
          "error",
          isApiError(error) && error.status > 0
            ? error.message
            : "Couldn't send the report. Please try again.",
        ),
    });
  return (
    <li className="space-y-2 py-4 first:pt-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-stone-900">{review.author_name}</span>
        <span className="inline-flex items-center gap-1 text-xs font-medium text-brand-800">
          <BadgeCheck className="size-3.5" aria-hidden /> {REVIEW_TEXTS.verified}
        </span>
        <span className="text-xs text-stone-500">{ukMonthYear(review.created_at)}</span>
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-stone-600">
        <span className="inline-flex items-center gap-1.5">
          Landlord <Stars value={review.landlord_rating} />
        </span>
        <span className="inline-flex items-center gap-1.5">
          Home <Stars value={review.property_rating} />
        </span>
      </div>
      <p className="whitespace-pre-line text-sm text-stone-800">{review.body}</p>
      {review.reply && (
        <div className="ml-4 rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
          <p className="text-xs font-semibold text-stone-600">The landlord replied</p>
          <p className="mt-0.5 whitespace-pre-line">{review.reply.body}</p>
        </div>
      )}
      {canReply && <ReplyForm reviewId={review.id} propertyId={propertyId} />}
      {user && !canReply && (
        <button
          type="button"
          onClick={reportIt}
          disabled={report.isPending || report.isSuccess}
          className="inline-flex items-center gap-1 text-xs text-stone-500 hover:text-red-700 hover:underline disabled:opacity-60"
        >
          <Flag className="size-3" aria-hidden /> {report.isSuccess ? "Reported" : "Report this review"}
        </button>
      )}
    </li>
  );
}

function ReplyForm({ reviewId, propertyId }: { reviewId: string; propertyId: string }) {
  const reply = useReplyToReview(propertyId);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError("Write your reply");
      return;
    }
    setError(null);
    reply.mutate(
      { id: reviewId, body: body.trim() },
      {
        onSuccess: () => notify("success", "Your reply is published."),
        onError: (e) =>
          setError(isApiError(e) && e.status > 0 ? e.message : "Couldn't publish it. Please try again."),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="ml-4 space-y-2" aria-label="Reply to this review">
      <Textarea
        aria-label="Your public reply"
        rows={2}
        maxLength={REVIEW_REPLY_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder="Reply once, publicly. Tenants will read it beside the review."
      />
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" variant="secondary" loading={reply.isPending}>
        Publish reply
      </Button>
    </form>
  );
}
