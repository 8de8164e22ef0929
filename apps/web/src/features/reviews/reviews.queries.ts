import type { ReviewInput } from "@roost/shared/contracts/reviews.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

/** A home's reviews: filled by the property page's loader, so the panel never fetches after hydration. */
export const propertyReviewsQuery = (propertyId: string) =>
  queryOptions({
    queryKey: queryKeys.reviews.ofProperty(propertyId),
    queryFn: ({ signal }) => api(`/api/properties/${encodeURIComponent(propertyId)}/reviews`, { signal }),
  });

export function usePropertyReviews(propertyId: string) {
  return useQuery(propertyReviewsQuery(propertyId));
}

export function useReviewable(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.reviews.reviewable,
    queryFn: ({ signal }) => api("/api/me/reviewable", { signal }),
    enabled,
  });
}

export function useWriteReview(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => api("/api/reviews", { method: "POST", body: input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: queryKeys.reviews.reviewable });
      void client.invalidateQueries({ queryKey: queryKeys.reviews.ofProperty(propertyId) });
    },
  });
}

export function useReplyToReview(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      api(`/api/reviews/${encodeURIComponent(id)}/reply`, { method: "POST", body: { body } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.reviews.ofProperty(propertyId) }),
  });
}

export function useReportReview() {
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/reviews/${encodeURIComponent(id)}/report`, { method: "POST", body: {} }),
  });
}
