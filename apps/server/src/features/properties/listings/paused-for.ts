import type { PausedReason } from "@roost/shared/domain/listing-availability.ts";

/**
 * The columns Roost writes when it takes a listing off the market itself, for `reason`: its owner
 * sees the reason in My Listings, and going live again starts a new 60 days.
 */
export const pausedFor = (reason: PausedReason, now: Date) => ({
  status: "pause" as const,
  publishedAt: null,
  expiresAt: null,
  updatedAt: now,
  pausedReason: reason,
});
