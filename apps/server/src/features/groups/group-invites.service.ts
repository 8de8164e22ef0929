import type { GroupInvitation, GroupInviteSent } from "@roost/shared/contracts/group-invites.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { GROUP_INVITE_DAYS, isGroupFull } from "@roost/shared/domain/groups.ts";
import { userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { groups, notifications } from "../../db/schema.ts";
import { catalogueError, notFound } from "../../lib/errors.ts";
import { publish } from "../../realtime/bus.ts";
import { notify } from "../notifications/notifications.service.ts";
import { blockBetween, refuseIfBlockedInGroup } from "../safety/blocks.ts";
import { displayNameOf } from "./display-name.ts";
import { groupFull, requireLeader } from "./group-membership.ts";
import { memberCountOf, membershipOf, toGroupBase } from "./group-queries.ts";
import { requireStudent, userTypeOf } from "./students-only.ts";

// Group invites (decision 024): the invite is a group_invite notification holding the group's id;
// the invited student fetches the group and its current code through getInvitation.

/** The student's invitations to the group: their group_invite notifications naming it. */
const invitesTo = (userId: string, groupId: string) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.type, "group_invite"),
    sql`${notifications.data} ->> 'group_id' = ${groupId}`,
  );

/** The caller's newest unexpired invite to the group (its notification), or null. */
async function openInvite(tx: Tx, userId: string, groupId: string, now: Date) {
  const [row] = await tx
    .select({ data: notifications.data, expiresAt: notifications.expiresAt })
    .from(notifications)
    .where(
      and(invitesTo(userId, groupId), or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now))),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row ?? null;
}

/** Whether the student holds an unexpired invitation to the group (removal voids older ones). */
export async function hasOpenInvite(tx: Tx, userId: string, groupId: string, now: Date): Promise<boolean> {
  return (await openInvite(tx, userId, groupId, now)) !== null;
}

/**
 * Voids the student's invitations to the group: joining uses them up, and after a removal the old
 * invitation must not hand the former member the group's new code.
 */
export async function voidInvites(tx: Tx, userId: string, groupId: string): Promise<void> {
  const voided = await tx
    .delete(notifications)
    .where(invitesTo(userId, groupId))
    .returning({ id: notifications.id });
  if (voided.length > 0) await publish(tx, userChannel(userId), { kind: "notifications_changed" });
}

/**
 * POST /api/groups/:id/invites/:userId — the leader invites a student. Every check runs with the
 * group row locked, so simultaneous invites of one student leave one notification.
 */
export async function inviteToGroup(
  db: Db,
  actorId: string,
  groupId: string,
  inviteeId: string,
  now: Date,
): Promise<GroupInviteSent> {
  await requireStudent(db, actorId);
  return db.transaction(async (tx) => {
    const group = await requireLeader(tx, groupId, actorId);
    if ((await userTypeOf(tx, inviteeId)) !== "student") throw notFound("Student not found.");
    if (await membershipOf(tx, inviteeId)) throw catalogueError(409, "invitee_in_group");
    const block = await blockBetween(tx, actorId, inviteeId);
    if (block.blockedByMe) throw catalogueError(403, "blocked_user");
    if (block.blockedByThem) throw catalogueError(403, "cannot_invite_user");
    await refuseIfBlockedInGroup(tx, groupId, inviteeId, "cannot_invite_user");
    if (isGroupFull(await memberCountOf(tx, groupId), group.maxMembers)) throw groupFull();
    if (await openInvite(tx, inviteeId, groupId, now)) throw catalogueError(409, "invite_already_sent");

    const leaderName = (await displayNameOf(tx, actorId)) ?? "A group leader";
    const expiresAt = new Date(now.getTime() + GROUP_INVITE_DAYS * DAY_MS);
    await notify(tx, {
      userId: inviteeId,
      type: "group_invite",
      title: "Group invite",
      message: `${leaderName} invited you to join ${group.name}`,
      data: { sender_id: actorId, sender_name: leaderName, group_id: groupId },
      expiresAt,
    });
    return { group_id: groupId, user_id: inviteeId, expires_at: expiresAt.toISOString() };
  });
}

/**
 * GET /api/groups/:id/invitation — the group with its current invite code, for a student holding
 * an unexpired invite to it, or a member. Anyone else: 404, as for a group that does not exist.
 */
export async function getInvitation(
  db: Db,
  actorId: string,
  groupId: string,
  now: Date,
): Promise<GroupInvitation> {
  await requireStudent(db, actorId);
  const missing = () => catalogueError(404, "invitation_unavailable");
  const [group] = await db.select().from(groups).where(eq(groups.id, groupId)).limit(1);
  if (!group) throw missing();
  const isMember = (await membershipOf(db, actorId))?.groupId === groupId;
  const invite = await openInvite(db, actorId, groupId, now);
  if (!isMember && !invite) throw missing();
  const inviterId = invite?.data?.sender_id ?? null;
  return {
    ...toGroupBase(group, await memberCountOf(db, groupId)),
    invite_code: group.inviteCode,
    invited_by: inviterId ? { user_id: inviterId, display_name: await displayNameOf(db, inviterId) } : null,
    is_member: isMember,
  };
}
