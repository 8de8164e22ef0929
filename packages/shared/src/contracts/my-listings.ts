// The owner's own views of their listings (spec §2 My Listings, property performance): each listing
// with its counts and what it needs from them, and one listing's figures.

import { z } from "zod";
import { PAUSED_REASONS } from "../domain/listing-availability.ts";
import { PropertyCardSchema } from "./properties.ts";

export const MyListingSchema = PropertyCardSchema.extend({
  created_at: z.string(),
  expires_at: z.string().nullable(),
  views: z.number().int(),
  favourites: z.number().int(),
  inquiries: z.number().int(),
  /** Open to tenants without what an advert must state (it went live before the rule): to complete. */
  facts_missing: z.boolean(),
  /** The day such a listing is paused if still incomplete (ISO date), once its owner has been told. */
  facts_pause_on: z.string().nullable(),
  /** Asked to confirm it is still available and not yet answered: the day it is paused (ISO date). */
  availability_pause_on: z.string().nullable(),
  /** Why Roost paused it, when it did (what clears it is in AVAILABILITY_TEXTS.paused). */
  paused_reason: z.enum(PAUSED_REASONS).nullable(),
});
export type MyListing = z.infer<typeof MyListingSchema>;

export const PropertyPerformanceSchema = z.object({
  property_id: z.string(),
  /** The last 30 UK days, oldest first, zero-filled. */
  daily: z.array(z.object({ day: z.string(), views: z.number().int(), unique_viewers: z.number().int() })),
  totals: z.object({
    views: z.number().int(),
    unique_viewers: z.number().int(),
    favourites: z.number().int(),
    inquiries: z.number().int(),
    conversations: z.number().int(),
  }),
  /** Price per bedroom against live listings of the same area (null when not comparable). */
  comparison: z
    .object({
      area: z.string(),
      this_per_bedroom: z.number().int().nullable(),
      area_median_per_bedroom: z.number().int().nullable(),
      area_listings: z.number().int(),
    })
    .nullable(),
});
export type PropertyPerformance = z.infer<typeof PropertyPerformanceSchema>;
