import type { Reviewable } from "@roost/shared/contracts/reviews.ts";
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TEXTS } from "@roost/shared/domain/reviews.ts";
import { ukDate } from "@roost/shared/domain/uk-time.ts";
import { Star } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { Textarea } from "../../components/ui/input.tsx";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import { useReviewable, useWriteReview } from "./reviews.queries.ts";
import { StarInput } from "./stars.tsx";

type Tenancy = Reviewable["tenancies"][number];

/**
 * On an enquiry whose deal the landlord confirmed (decision 058): from a month after, the tenant
 * reviews the landlord and the home here; before that, says when they can.
 */
export function ReviewPrompt({ conversationId }: { conversationId: string }) {
  const reviewable = useReviewable(true);
  const tenancy = reviewable.data?.tenancies.find((t) => t.conversation_id === conversationId);
  if (!tenancy) return null;
  return (
    <Card className="p-4">
      <h2 className="flex items-center gap-2 font-semibold text-stone-900">
        <Star className="size-4 text-amber-500" aria-hidden /> Review your tenancy
      </h2>
      {tenancy.review_id ? (
        <p className="mt-1 text-sm text-stone-600">
          Thanks: your review is on{" "}
          <Link to={`/property/${tenancy.property_id}`} className="font-medium text-brand-800 underline">
            the property's page
          </Link>
          .
        </p>
      ) : !tenancy.open ? (
        <p className="mt-1 text-sm text-stone-600">
          You can review {tenancy.address} and {tenancy.landlord_name} from {ukDate(tenancy.opens_at)}, once
          you have lived there a while.
        </p>
      ) : (
        <ReviewForm tenancy={tenancy} />
      )}
    </Card>
  );
}

function ReviewForm({ tenancy }: { tenancy: Tenancy }) {
  const write = useWriteReview(tenancy.property_id);
  const [landlord, setLandlord] = useState(0);
  const [home, setHome] = useState(0);
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!landlord) found.landlord = "Choose 1 to 5 stars";
    if (!home) found.home = "Choose 1 to 5 stars";
    if (body.trim().length < REVIEW_BODY_MIN) found.body = `Write at least ${REVIEW_BODY_MIN} characters`;
    setErrors(found);
    if (Object.keys(found).length) return;
    write.mutate(
      { deal_id: tenancy.deal_id, landlord_rating: landlord, property_rating: home, body: body.trim() },
      {
        onSuccess: () => notify("success", REVIEW_TEXTS.thanks),
        onError: (e) =>
          setErrors({
            form: isApiError(e) && e.status > 0 ? e.message : "Couldn't publish it. Please try again.",
          }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3" aria-label="Review your tenancy">
      <StarInput
        name="landlord_rating"
        legend={`${tenancy.landlord_name} as a landlord`}
        value={landlord}
        onChange={setLandlord}
        error={errors.landlord}
      />
      <StarInput
        name="property_rating"
        legend={tenancy.address}
        value={home}
        onChange={setHome}
        error={errors.home}
      />
      <div>
        <label htmlFor="review-body" className="text-sm font-medium text-stone-800">
          Your review
        </label>
        <Textarea
          id="review-body"
          rows={4}
          maxLength={REVIEW_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={errors.body ? true : undefined}
          placeholder="What was it like to live there, and to rent from them?"
          className="mt-1"
        />
        {errors.body && (
          <p role="alert" className="mt-1 text-xs font-medium text-red-600">
            {errors.body}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {errors.form}
        </p>
      )}
      <p className="text-xs text-stone-500">
        Published with your name and "Verified tenancy". Reviews are hidden only if they break our review
        policy (in the terms), never for being negative.
      </p>
      <Button type="submit" loading={write.isPending}>
        Publish review
      </Button>
    </form>
  );
}
