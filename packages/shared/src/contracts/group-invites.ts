// Group invites (spec §3 notification type group_invite; decision 024): a leader invites a
// student from Roost, the student gets a group_invite notification carrying the group's id (never
// its code: codes rotate), and opening it fetches the group with its current code to join by.
//
// Error codes (→ texts of domain/errors.ts):
//   403 not_leader, students_only, blocked_user (the leader blocked the student),
//       cannot_invite_user (the student blocked the leader, or a block with another member)
//   409 invitee_in_group (the student is in a group already), invite_already_sent
//   422 group_full
//   404 not_found (a group the caller is not in, a user who is not a student, an invitation the
//       caller never got)

import { z } from "zod";
import { GroupBaseSchema } from "./groups.ts";

export const GroupInviteParamSchema = z.object({ id: z.uuid(), userId: z.string().min(1).max(100) });

/** POST /api/groups/:id/invites/:userId answer (201): who was invited to which group, and until when. */
export const GroupInviteSentSchema = z.object({
  group_id: z.string(),
  user_id: z.string(),
  expires_at: z.string(),
});
export type GroupInviteSent = z.infer<typeof GroupInviteSentSchema>;

/**
 * GET /api/groups/:id/invitation: the group as an invited student (or a member) sees it, with the
 * invite code as it is now, to join through POST /api/groups/join.
 */
export const GroupInvitationSchema = GroupBaseSchema.extend({
  invite_code: z.string(),
  /** Who invited the caller; null for a member opening an old invite. */
  invited_by: z.object({ user_id: z.string(), display_name: z.string().nullable() }).nullable(),
  /** The caller is already in this group. */
  is_member: z.boolean(),
});
export type GroupInvitation = z.infer<typeof GroupInvitationSchema>;
