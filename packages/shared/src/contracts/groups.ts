// Groups and group join requests (spec §2 Groups, §3 group / group_member / group_join_request,
// §4 Group join request, §5, §6, §7 Groups). The server validates and documents with these
// schemas; the web app types its hooks with them.
//
// Conventions: ids are strings (group and request ids are UUIDs, user ids are text); timestamps
// are ISO 8601 strings; budgets are whole pounds. Every endpoint is for students only: any other
// user type gets 403 'students_only'. A group the caller may not see answers 404.
//
// Request bodies reuse the form schemas of ./group-input.ts (createGroup, groupUpdate, inviteCode,
// joinRequestMessage) so the form and the API accept exactly the same values.
//
// Error codes (→ texts of domain/errors.ts, spec §8):
//   409 already_in_group, already_member, join_request_duplicate
//   404 invalid_invite_code (join by code), not_found (anything the caller may not see)
//   403 not_leader (a member doing a leader action), students_only, cannot_join_group (a block with a
//       member), requester_cannot_join (the same, when the leader accepts), removed_from_group
//       (a join request within REMOVED_MEMBER_REQUEST_WAIT_DAYS of being removed)
//   422 group_full, request_not_pending, leader_cannot_remove_self, leader_cannot_leave,
//       max_members_below_member_count

import { z } from "zod";
import { BUDGET_BANDS } from "../domain/budget-bands.ts";
import { GROUP_ROLES, JOIN_REQUEST_STATUSES } from "../domain/groups.ts";
import { createGroup, groupUpdate, inviteCode, joinRequestMessage } from "./group-input.ts";

// ---------------------------------------------------------------- request bodies (re-exported)

/** POST /api/groups body (the Create Group dialog). */
export const CreateGroupBodySchema = createGroup;
/** PATCH /api/groups/:id body (Manage Group, leader only). Absent fields are unchanged. */
export const UpdateGroupBodySchema = groupUpdate;

/** POST /api/groups/join body (Join Group by code). The code is trimmed and upper-cased. */
export const JoinGroupByCodeSchema = z.object({ invite_code: inviteCode });
export type JoinGroupByCode = z.input<typeof JoinGroupByCodeSchema>;

/** POST /api/groups/:id/join-requests body (Request to Join: optional note ≤ 500 characters). */
export const CreateJoinRequestSchema = z.object({ message: joinRequestMessage });
export type CreateJoinRequest = z.input<typeof CreateJoinRequestSchema>;

// ---------------------------------------------------------------- params and queries

export const GroupIdParamSchema = z.object({ id: z.uuid() });
export const GroupMemberParamSchema = z.object({ id: z.uuid(), userId: z.string().min(1) });
export const JoinRequestIdParamSchema = z.object({ id: z.uuid() });

export const BudgetFilterSchema = z.enum([...BUDGET_BANDS, "all"]);
export type BudgetFilter = z.infer<typeof BudgetFilterSchema>;

/**
 * GET /api/groups/discover query. `q` searches name, description and preferred locations
 * (case-insensitive substring). `budget` applies GROUP_BUDGET_BANDS to budget_max (§9: low ≤ 600,
 * medium 600–1000, high > 1000); a chosen band hides groups without a budget_max.
 */
export const DiscoverGroupsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  budget: BudgetFilterSchema.default("all"),
});
export type DiscoverGroupsQuery = z.input<typeof DiscoverGroupsQuerySchema>;

// ---------------------------------------------------------------- pieces

export const GroupRoleSchema = z.enum(GROUP_ROLES);
export const JoinRequestStatusSchema = z.enum(JOIN_REQUEST_STATUSES);

/** A person beside a group: name, avatar and university from their profile. */
export const GroupPersonSchema = z.object({
  user_id: z.string(),
  /** Null when the profile has none (the UI picks a fallback). */
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  university: z.string().nullable(),
});
export type GroupPerson = z.infer<typeof GroupPersonSchema>;

/** One member of a group. role 'admin' is the leader (the creator), shown as "Leader". */
export const GroupMemberSchema = GroupPersonSchema.extend({
  role: GroupRoleSchema,
  joined_at: z.string(),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

/**
 * A member as fellow members see them: with their own maximum budget (profile budget_max, whole
 * pounds, null when not given), from which the browser works out what each housemate would pay
 * (domain/housemate-prices.ts). Only a group's members ever receive it (decision 038).
 */
export const MyGroupMemberSchema = GroupMemberSchema.extend({ budget_max: z.number().int().nullable() });
export type MyGroupMember = z.infer<typeof MyGroupMemberSchema>;

/** Fields of a group every student may see (no invite code). */
export const GroupBaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  budget_min: z.number().int().nullable(),
  budget_max: z.number().int().nullable(),
  max_members: z.number().int(),
  /** The leader's user id. */
  created_by: z.string(),
  looking_for_property: z.boolean(),
  preferred_locations: z.array(z.string()),
  created_at: z.string(),
  /** Derived from group_members. */
  member_count: z.number().int(),
  /** member_count >= max_members. */
  is_full: z.boolean(),
});
export type GroupBase = z.infer<typeof GroupBaseSchema>;

/**
 * A group as its members see it (My Groups, Manage Group, and the answer of create / join /
 * update / remove member). Members and the leader all see the invite code.
 */
export const MyGroupSchema = GroupBaseSchema.extend({
  invite_code: z.string(),
  /** The caller is the leader (role admin): show Requests, the Leader badge and Manage. */
  is_leader: z.boolean(),
  my_role: GroupRoleSchema,
  /** Leader first, then by joining time. */
  members: z.array(MyGroupMemberSchema),
  /** The group chat if it was ever opened; null otherwise (POST /api/conversations/group creates it). */
  conversation_id: z.string().nullable(),
  /** Pending join requests (leader only; 0 for members), for a badge on the Requests button. */
  pending_request_count: z.number().int(),
});
export type MyGroup = z.infer<typeof MyGroupSchema>;

/** GET /api/groups/mine. A user is in at most one group, so the list has 0 or 1 entries. */
export const MyGroupsSchema = z.object({ groups: z.array(MyGroupSchema) });
export type MyGroups = z.infer<typeof MyGroupsSchema>;

/** GET /api/groups/membership: the Create Group dialog's check (§5 one group per user, §8). */
export const GroupMembershipSchema = z.object({ in_group: z.boolean(), group_id: z.string().nullable() });
export type GroupMembership = z.infer<typeof GroupMembershipSchema>;

/** Why the Join button is disabled: the group is full, or the caller already is in a group. */
export const JoinBlockedReasonSchema = z.enum(["full", "already_in_group"]);
export type JoinBlockedReason = z.infer<typeof JoinBlockedReasonSchema>;

/** One card of Discover Groups. */
export const DiscoverGroupSchema = GroupBaseSchema.extend({
  /** The creator's profile summary; null if the account is gone. */
  creator: GroupPersonSchema.nullable(),
  /** Join / Request to Join enabled. */
  can_join: z.boolean(),
  /** Null when can_join; 'already_in_group' wins over 'full' (it is what the user can act on). */
  join_blocked_reason: JoinBlockedReasonSchema.nullable(),
});
export type DiscoverGroup = z.infer<typeof DiscoverGroupSchema>;

/**
 * GET /api/groups/discover: the latest 20 (DISCOVER_GROUPS_LIMIT) groups looking for a property
 * that match the filters, newest first, without groups the caller is in or has a pending request for.
 */
export const DiscoverGroupsSchema = z.object({ groups: z.array(DiscoverGroupSchema) });
export type DiscoverGroups = z.infer<typeof DiscoverGroupsSchema>;

/**
 * POST /api/groups/:id/leave answer. A member leaves; the leader may leave only when alone, and
 * then the group is deleted (group_deleted true). While others remain the leader gets 422
 * 'leader_cannot_leave' (remove the members first): the UI should hide Leave for a leader of a
 * group with member_count > 1.
 */
export const LeaveGroupResultSchema = z.object({ group_id: z.string(), group_deleted: z.boolean() });
export type LeaveGroupResult = z.infer<typeof LeaveGroupResultSchema>;

// ---------------------------------------------------------------- join requests

export const JoinRequestSchema = z.object({
  id: z.string(),
  group_id: z.string(),
  /** The requester. */
  user_id: z.string(),
  message: z.string().nullable(),
  status: JoinRequestStatusSchema,
  created_at: z.string(),
  /** When the leader accepted or rejected it; null while pending. */
  responded_at: z.string().nullable(),
});
export type JoinRequest = z.infer<typeof JoinRequestSchema>;

/** One row of the caller's own history (GET /api/groups/join-requests/mine). */
export const MyJoinRequestSchema = JoinRequestSchema.extend({
  group: z.object({ id: z.string(), name: z.string() }),
});
export type MyJoinRequest = z.infer<typeof MyJoinRequestSchema>;

/** GET /api/groups/join-requests/mine: newest first; only pending ones can be cancelled. */
export const MyJoinRequestsSchema = z.object({ requests: z.array(MyJoinRequestSchema) });
export type MyJoinRequests = z.infer<typeof MyJoinRequestsSchema>;

/** The requester as the leader sees them in Join Requests & History. */
export const RequesterSchema = z.object({
  user_id: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  university: z.string().nullable(),
});
export type Requester = z.infer<typeof RequesterSchema>;

export const GroupJoinRequestSchema = JoinRequestSchema.extend({ requester: RequesterSchema });
export type GroupJoinRequest = z.infer<typeof GroupJoinRequestSchema>;

/**
 * GET /api/groups/:id/join-requests (leader only; members 403 not_leader, others 404): pending,
 * accepted and rejected, pending first, then newest first. Accept / Reject only on pending ones.
 */
export const GroupJoinRequestsSchema = z.object({ requests: z.array(GroupJoinRequestSchema) });
export type GroupJoinRequests = z.infer<typeof GroupJoinRequestsSchema>;

/**
 * POST /api/groups/join-requests/:id/accept and /reject answer: the request with its new status,
 * plus the group's member count after the answer (refresh the Manage dialog).
 */
export const RespondJoinRequestResultSchema = z.object({
  request: JoinRequestSchema,
  member_count: z.number().int(),
});
export type RespondJoinRequestResult = z.infer<typeof RespondJoinRequestResultSchema>;

/** DELETE /api/groups/join-requests/:id answer (the pending request is deleted). */
export const CancelJoinRequestResultSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export type CancelJoinRequestResult = z.infer<typeof CancelJoinRequestResultSchema>;
