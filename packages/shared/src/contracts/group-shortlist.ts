// The group shortlist's API (decision 060): only the group's members read or change it.

import { z } from "zod";
import { DEAL_STAGES } from "../domain/deal-stage.ts";
import { SHORTLIST_COMMENT_MAX, SHORTLIST_VOTES, VOTE_REASON_MAX } from "../domain/group-shortlist.ts";
import { BILLS_ESTIMATE_MAX, SHARE_PREMIUM_MAX } from "../domain/housemate-shares.ts";
import { PropertyCardSchema } from "./properties.ts";

export const ShortlistVoteSchema = z.enum(SHORTLIST_VOTES);

export const ShortlistAddSchema = z.object({ property_id: z.uuid() });

export const ShortlistVoteInputSchema = z.object({
  vote: ShortlistVoteSchema,
  reason: z
    .string()
    .trim()
    .max(VOTE_REASON_MAX, `At most ${VOTE_REASON_MAX} characters`)
    .regex(/^[^\r\n]*$/, "One line, please")
    .nullish(),
});

export const ShortlistCommentInputSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, "Write a comment first")
    .max(SHORTLIST_COMMENT_MAX, `At most ${SHORTLIST_COMMENT_MAX} characters`),
});

export const ShortlistHomeParamSchema = z.object({ id: z.uuid(), propertyId: z.uuid() });

const wholePounds = (max: number) =>
  z
    .number({ error: "Enter an amount in whole pounds" })
    .int("Whole pounds, please")
    .min(0, "It can't be below £0")
    .max(max, `At most £${max.toLocaleString("en-GB")}`);

/**
 * PUT …/shortlist/{propertyId}/premiums: what each member pays over an even share of a whole home
 * (a larger or en-suite room). The whole set: a member left out pays no premium.
 */
export const SharePremiumsInputSchema = z.object({
  premiums: z
    .array(z.object({ user_id: z.string().min(1).max(64), premium: wholePounds(SHARE_PREMIUM_MAX) }))
    .max(10),
});

/** PUT …/shortlist/{propertyId}/room: the caller claims a room of a room advert, or lets it go (null). */
export const RoomClaimInputSchema = z.object({ room_index: z.number().int().min(0).max(49).nullable() });

/** PUT /api/groups/{id}/bills-estimate: the group's own figure per person per month, or null for the default. */
export const BillsEstimateInputSchema = z.object({
  bills_estimate: wholePounds(BILLS_ESTIMATE_MAX).nullable(),
});

const ShortlistVoteEntrySchema = z.object({
  user_id: z.string(),
  name: z.string(),
  vote: ShortlistVoteSchema,
  reason: z.string().nullable(),
});

const ShortlistCommentSchema = z.object({
  id: z.uuid(),
  /** The author's name, or "Former member" once they have left the group. */
  author: z.string(),
  mine: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});

export const ShortlistHomeSchema = z.object({
  property: PropertyCardSchema,
  /** Who added it: a member's name, or "Former member". */
  added_by: z.string(),
  added_at: z.string(),
  /** The caller added it, or leads the group: they may take it off. */
  can_remove: z.boolean(),
  score: z.number().int(),
  everyones_in: z.boolean(),
  votes: z.array(ShortlistVoteEntrySchema),
  my_vote: ShortlistVoteSchema.nullable(),
  comments: z.array(ShortlistCommentSchema),
  /** The group's viewing and deal for this home, once the leader has asked for a viewing. */
  deal: z.object({ stage: z.enum(DEAL_STAGES), conversation_id: z.uuid() }).nullable(),
  /** The tenancy deposit the advert states, to split between the members; null when it does not. */
  deposit: z.number().int().nullable(),
  /** How the group splits it, by member id: premiums over an even share, or the rooms claimed. */
  split: z.object({
    premiums: z.record(z.string(), z.number().int()),
    rooms: z.record(z.string(), z.number().int()),
  }),
});
export type ShortlistHome = z.infer<typeof ShortlistHomeSchema>;

/** GET /api/groups/{id}/shortlist: highest score first, ties by the home added last. */
export const ShortlistSchema = z.object({
  homes: z.array(ShortlistHomeSchema),
  member_count: z.number().int(),
  /** The caller leads the group: they request viewings. */
  i_lead: z.boolean(),
  /** The group's own bills estimate per person per month; null for the dated default. */
  bills_estimate: z.number().int().nullable(),
});
export type Shortlist = z.infer<typeof ShortlistSchema>;
