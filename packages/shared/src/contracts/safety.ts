// Reports and blocks.
//
// POST   /api/properties/:id/report   {reason, details?}  → 201 Report
// POST   /api/users/:id/report        {reason, details?}  → 201 Report
// GET    /api/users/:id/block                             → 200 BlockStatus
// POST   /api/users/:id/block                             → 200 BlockStatus (idempotent)
// DELETE /api/users/:id/block                             → 200 BlockStatus (idempotent)
// GET    /api/blocks                                      → 200 {blocks: BlockedUser[]}
//
// Error codes (→ texts of domain/errors.ts):
//   409 listing_already_reported, user_already_reported (one report per reporter and target)
//   422 own_listing_report, self_report, self_block
//   404 not_found (a listing the caller may not see, an unknown user)
// Elsewhere a block refuses with 403 blocked_user (the caller blocked them), cannot_message_user,
// cannot_connect_user, cannot_join_group; a blocked user gets 404 for the blocker's profile.

import { z } from "zod";
import {
  LISTING_REPORT_REASONS,
  REPORT_DETAILS_MAX,
  REPORT_STATUSES,
  REPORT_TARGETS,
  USER_REPORT_REASONS,
} from "../domain/safety.ts";
import { optionalText } from "./validation.ts";

const details = optionalText(REPORT_DETAILS_MAX, "Details");

export const ReportListingBodySchema = z.object({
  reason: z.enum(LISTING_REPORT_REASONS, "Choose a reason"),
  details,
});
export type ReportListingBody = z.input<typeof ReportListingBodySchema>;

export const ReportUserBodySchema = z.object({
  reason: z.enum(USER_REPORT_REASONS, "Choose a reason"),
  details,
});
export type ReportUserBody = z.input<typeof ReportUserBodySchema>;
/** A parsed report body, as the service stores it. */
export type ReportInput = z.output<typeof ReportListingBodySchema> | z.output<typeof ReportUserBodySchema>;

export const ReportSchema = z.object({
  id: z.uuid(),
  target: z.enum(REPORT_TARGETS),
  property_id: z.uuid().nullable(),
  reported_user_id: z.string().nullable(),
  reason: z.string(),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;

/** User ids are better-auth's text ids; bounded so a hostile path cannot become a huge query. */
export const SafetyUserIdParamSchema = z.object({ id: z.string().min(1).max(128) });

/** The block state of a pair, from the caller's side. */
export const BlockStatusSchema = z.object({
  user_id: z.string(),
  /** The caller blocked them: show "You blocked this user" with Unblock. */
  blocked_by_me: z.boolean(),
  /** They blocked the caller: show "You can't message this user" and no Connect or Message. */
  blocked_by_them: z.boolean(),
});
export type BlockStatus = z.infer<typeof BlockStatusSchema>;

export const BlockedUserSchema = z.object({
  user_id: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  blocked_at: z.string(),
});
export type BlockedUser = z.infer<typeof BlockedUserSchema>;
export const BlockListSchema = z.object({ blocks: z.array(BlockedUserSchema) });
export type BlockList = z.infer<typeof BlockListSchema>;
