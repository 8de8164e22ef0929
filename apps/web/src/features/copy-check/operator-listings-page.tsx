import type { CopyCheckListing, CopyReview } from "@roost/shared/contracts/copy-check.ts";
import { COPY_WITHDRAW_REASON_MAX } from "@roost/shared/domain/copy-check.ts";
import { PROPERTY_STATUS_LABELS } from "@roost/shared/domain/property.ts";
import { ukDateTime } from "@roost/shared/domain/uk-time.ts";
import { ImageOff } from "lucide-react";
import { DecisionBar } from "../../components/operator/decision-bar.tsx";
import { OperatorPage } from "../../components/operator/operator-page.tsx";
import { Card } from "../../components/ui/card.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { useDecideHeldListing, useHeldListings } from "./copy-reviews.queries.ts";

/**
 * /operator/listings (decision 059): listings held because they match another account's, oldest
 * first, each beside what it matched, to clear (it goes live) or withdraw. To anyone but an
 * operator the API answers 404, and so does this page.
 */
export function OperatorListingsPage() {
  const queue = useHeldListings();
  return (
    <OperatorPage
      title="Held listings"
      queue={queue}
      intro={`Each listing was held because its photos or description match another account's. Compare them: clear it if it is the same landlord or agent, or an honest coincidence; withdraw it if it is a copy. Its owner is told only the outcome.`}
    >
      {queue.isPending ? (
        <div className="space-y-4" role="status" aria-label="Loading...">
          <Skeleton className="h-72 w-full rounded-2xl" />
          <Skeleton className="h-72 w-full rounded-2xl" />
        </div>
      ) : queue.isError ? (
        <ErrorState title="We couldn't load the held listings" onRetry={() => void queue.refetch()} />
      ) : queue.data.reviews.length === 0 ? (
        <EmptyState title="No listings held">
          Listings held as possible copies appear here, oldest first.
        </EmptyState>
      ) : (
        <ol className="space-y-4" aria-label="Held listings">
          {queue.data.reviews.map((review) => (
            <li key={review.id}>
              <HeldListingCard review={review} />
            </li>
          ))}
        </ol>
      )}
    </OperatorPage>
  );
}

function matchSummary(review: CopyReview): string {
  const parts = [];
  if (review.photo_matches > 0)
    parts.push(`${review.photo_matches} photo${review.photo_matches === 1 ? "" : "s"} match`);
  if (review.text_similarity !== null)
    parts.push(`description about ${Math.round(review.text_similarity * 100)}% the same`);
  return parts.join(" · ");
}

function HeldListingCard({ review }: { review: CopyReview }) {
  const decide = useDecideHeldListing();
  const address = review.listing.address || "Listing without an address";
  return (
    <Card className="p-5">
      <article aria-label={`Held listing: ${address}`} className="space-y-4">
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm font-medium text-amber-900">{matchSummary(review)}</p>
          <p className="text-sm text-stone-500">Held {ukDateTime(review.held_at)}</p>
        </header>
        <div className="grid gap-4 md:grid-cols-2">
          <ListingColumn title="Held listing" listing={review.listing} />
          <div className="space-y-4">
            {review.matches.map((match) => (
              <ListingColumn key={match.id} title="Matched listing" listing={match} />
            ))}
          </div>
        </div>
        <DecisionBar
          refuse="Withdraw"
          accept="Clear and publish"
          reasonLabel="Why, if you withdraw it (kept, not sent)"
          reasonMissing="Note why it is withdrawn"
          reasonMax={COPY_WITHDRAW_REASON_MAX}
          placeholder="For example: the photos of a live listing in Fallowfield."
          refused={`${address} was withdrawn.`}
          accepted={`${address} is live.`}
          pending={decide.isPending}
          decide={(reason, done) => decide.mutate({ id: review.id, reason }, done)}
        />
      </article>
    </Card>
  );
}

function ListingColumn({ title, listing }: { title: string; listing: CopyCheckListing }) {
  return (
    <section aria-label={`${title}: ${listing.address}`} className="space-y-2 rounded-xl bg-stone-50 p-3">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-stone-500">{title}</h2>
      <div>
        <p className="font-semibold text-stone-900">{listing.address || "No address yet"}</p>
        <p className="text-sm break-words text-stone-600">
          {listing.owner_name} · {listing.owner_email} · an account since {listing.owner_since}
        </p>
        <p className="text-sm text-stone-500">
          {PROPERTY_STATUS_LABELS[listing.status]}
          {listing.published_at ? ` · published ${ukDateTime(listing.published_at)}` : ""}
        </p>
      </div>
      {listing.photos.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-stone-500">
          <ImageOff className="size-4" aria-hidden /> No photos
        </p>
      ) : (
        <ul className="grid grid-cols-3 gap-2">
          {listing.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={`${listing.address}, ${index + 1} of ${listing.photos.length}`}
                  className="aspect-[4/3] w-full rounded-md border border-stone-200 object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="line-clamp-6 text-sm whitespace-pre-line text-stone-700">{listing.description}</p>
    </section>
  );
}
