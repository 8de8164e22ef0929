// Reviews by real tenants (decision 058): what a property page shows, what a tenant may review,
// and the inputs of writing, replying and reporting.

import { z } from "zod";
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_REPLY_MAX, REVIEW_REPORT_MAX } from "../domain/reviews.ts";

const rating = z
  .number()
  .int("Choose 1 to 5 stars")
  .min(1, "Choose 1 to 5 stars")
  .max(5, "Choose 1 to 5 stars");

export const ReviewInputSchema = z.object({
  deal_id: z.uuid(),
  landlord_rating: rating,
  property_rating: rating,
  body: z
    .string()
    .trim()
    .min(REVIEW_BODY_MIN, `Write at least ${REVIEW_BODY_MIN} characters`)
    .max(REVIEW_BODY_MAX, `At most ${REVIEW_BODY_MAX} characters`),
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;

export const ReviewReplyInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, "Write your reply")
    .max(REVIEW_REPLY_MAX, `At most ${REVIEW_REPLY_MAX} characters`),
});

export const ReviewReportInputSchema = z.object({
  details: z.string().trim().max(REVIEW_REPORT_MAX, `At most ${REVIEW_REPORT_MAX} characters`).optional(),
});

export const ReviewIdParamSchema = z.object({ id: z.uuid() });

export const ReviewSchema = z.object({
  id: z.string(),
  /** The writer's name, or "Former tenant" once their account is deleted. */
  author_name: z.string(),
  landlord_rating: z.number().int(),
  property_rating: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  reply: z.object({ body: z.string(), created_at: z.string() }).nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const RatingSummarySchema = z.object({
  count: z.number().int(),
  landlord: z.number().nullable(),
  property: z.number().nullable(),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** GET /api/properties/{id}/reviews: the home's reviews, newest first, and their averages. */
export const PropertyReviewsSchema = z.object({
  summary: RatingSummarySchema,
  /** The landlord's ratings over all their homes. */
  landlord_summary: RatingSummarySchema,
  reviews: z.array(ReviewSchema),
  /** The caller is this home's landlord: they may reply once to each review. */
  viewer_is_landlord: z.boolean(),
});
export type PropertyReviews = z.infer<typeof PropertyReviewsSchema>;

/** GET /api/me/reviewable: tenancies the caller may review, now or from `opens_at`. */
export const ReviewableSchema = z.object({
  tenancies: z.array(
    z.object({
      deal_id: z.string(),
      conversation_id: z.string(),
      property_id: z.string(),
      address: z.string(),
      landlord_name: z.string(),
      opens_at: z.string(),
      /** Whether it may be reviewed now, by the server's clock. */
      open: z.boolean(),
      /** Their review, once written. */
      review_id: z.string().nullable(),
    }),
  ),
});
export type Reviewable = z.infer<typeof ReviewableSchema>;
