// The operators' queue of listings held as possible copies (decision 059). Only operators read it;
// a held listing's owner is told nothing of what matched.

import { z } from "zod";
import { COPY_WITHDRAW_REASON_MAX } from "../domain/copy-check.ts";
import { PROPERTY_STATUSES } from "../domain/property.ts";

/** A listing as the operator compares it: enough to tell an original from its copy. */
export const CopyCheckListingSchema = z.object({
  id: z.uuid(),
  address: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  owner_name: z.string(),
  owner_email: z.string(),
  owner_since: z.string(),
  description: z.string(),
  /** The photos' card-size URLs, in the listing's order. */
  photos: z.array(z.string()),
  published_at: z.string().nullable(),
});
export type CopyCheckListing = z.infer<typeof CopyCheckListingSchema>;

export const CopyReviewSchema = z.object({
  id: z.uuid(),
  held_at: z.string(),
  /** How many of the held listing's photos match another's. */
  photo_matches: z.number().int(),
  /** The closest description's estimated share of the same text (0–1), when one matched. */
  text_similarity: z.number().nullable(),
  listing: CopyCheckListingSchema,
  matches: z.array(CopyCheckListingSchema),
});
export type CopyReview = z.infer<typeof CopyReviewSchema>;

export const CopyReviewQueueSchema = z.object({ reviews: z.array(CopyReviewSchema) });
export type CopyReviewQueue = z.infer<typeof CopyReviewQueueSchema>;

export const CopyReviewIdParamSchema = z.object({ id: z.uuid() });

export const CopyWithdrawalSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Note why it is withdrawn")
    .max(COPY_WITHDRAW_REASON_MAX, `At most ${COPY_WITHDRAW_REASON_MAX} characters`),
});
