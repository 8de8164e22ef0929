// The group shortlist's API (decision 060): only the group's members read or change it.

import { z } from "zod";
import { DEAL_STAGES } from "../domain/deal-stage.ts";
import { SHORTLIST_COMMENT_MAX, SHORTLIST_VOTES, VOTE_REASON_MAX } from "../domain/group-shortlist.ts";
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
});
export type ShortlistHome = z.infer<typeof ShortlistHomeSchema>;

/** GET /api/groups/{id}/shortlist: highest score first, ties by the home added last. */
export const ShortlistSchema = z.object({
  homes: z.array(ShortlistHomeSchema),
  member_count: z.number().int(),
  /** The caller leads the group: they request viewings. */
  i_lead: z.boolean(),
});
export type Shortlist = z.infer<typeof ShortlistSchema>;
