// What a student does to a group (the routes' writes): create it, join it by invite code, and as
// its leader edit it, remove a member or renew the code; leave it. Reading is group-queries.ts,
// discovery group-discovery.service.ts, join requests join-requests.service.ts, invitations
// group-invites.service.ts; the locking and membership steps they share are group-membership.ts.

import type { CreateGroup, GroupUpdate } from "@roost/shared/contracts/group-input.ts";
import type { LeaveGroupResult, MyGroup } from "@roost/shared/contracts/groups.ts";
import { isGroupFull, maxMembersChangeBlocked, removeMemberBlocked } from "@roost/shared/domain/groups.ts";
import { normaliseInviteCode } from "@roost/shared/domain/invite-code.ts";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { groupJoinRequests, groupMembers, groups } from "../../db/schema.ts";
import { catalogueError, isUniqueViolation, notFound } from "../../lib/errors.ts";
import { syncGroupParticipants } from "../conversations/group-conversation.service.ts";
import { enqueueGroupRemovalEmail } from "../email-notifications/group-removal-email.ts";
import { refuseIfBlockedInGroup } from "../safety/blocks.ts";
import { hasOpenInvite, voidInvites } from "./group-invites.service.ts";
import {
  addMember,
  alreadyInGroup,
  groupFull,
  lockAsMember,
  lockGroup,
  notLeader,
  ONE_GROUP_PER_USER,
  replaceInviteCode,
  requireLeader,
  withFreshInviteCode,
} from "./group-membership.ts";
import { memberCountOf, membershipOf, requireMyGroupView } from "./group-queries.ts";
import { refuseIfRecentlyRemoved, rememberRemoval } from "./removal-wait.ts";
import { requireStudent } from "./students-only.ts";

/**
 * POST /api/groups. The creator becomes the leader (role admin). One group per user is the
 * database's unique constraint on group_members.user_id, so two racing creations yield one group;
 * the loser's whole transaction (its group row included) rolls back. An invite code collision
 * (1 in 32^8 per pair) is retried with a new code.
 */
export async function createGroup(db: Db, actorId: string, input: CreateGroup): Promise<MyGroup> {
  await requireStudent(db, actorId);
  if (await membershipOf(db, actorId)) throw alreadyInGroup();
  try {
    return await withFreshInviteCode((inviteCode) =>
      db.transaction(async (tx) => {
        const [group] = await tx
          .insert(groups)
          .values({
            name: input.name,
            description: input.description,
            maxMembers: input.max_members,
            budgetMin: input.budget_min,
            budgetMax: input.budget_max,
            preferredLocations: input.preferred_locations,
            lookingForProperty: input.looking_for_property,
            createdBy: actorId,
            inviteCode,
          })
          .returning();
        if (!group) throw new Error("group insert returned nothing");
        await tx.insert(groupMembers).values({ groupId: group.id, userId: actorId, role: "admin" });
        return requireMyGroupView(tx, group.id, actorId);
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, ONE_GROUP_PER_USER)) throw alreadyInGroup();
    throw error;
  }
}

/**
 * POST /api/groups/join {invite_code}: trimmed and upper-cased (§5). Unknown code → 404
 * invalid_invite_code; already in it → 409 already_member; in another group → 409
 * already_in_group; full → 422 group_full. The group row is locked so capacity holds under races.
 * A pending request of the user for this group is marked accepted (it has been fulfilled), and
 * their invitations to it are used up. A member removed within REMOVED_MEMBER_REQUEST_WAIT_DAYS
 * gets 403 removed_from_group, as a join request would, unless the leader has invited them again
 * since (removal voids older invitations): the code alone is no way around the wait.
 */
export async function joinByInviteCode(
  db: Db,
  actorId: string,
  rawCode: string,
  now: Date,
): Promise<MyGroup> {
  await requireStudent(db, actorId);
  const code = normaliseInviteCode(rawCode);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.inviteCode, code))
      .limit(1);
    if (!found) throw catalogueError(404, "invalid_invite_code");
    const group = await lockGroup(tx, found.id);
    if (!group) throw catalogueError(404, "invalid_invite_code");
    const membership = await membershipOf(tx, actorId);
    if (membership?.groupId === group.id) throw catalogueError(409, "already_member");
    if (membership) throw alreadyInGroup();
    // After a removal only the leader's fresh invitation lets the person back in before the wait ends.
    if (!(await hasOpenInvite(tx, actorId, group.id, now))) {
      await refuseIfRecentlyRemoved(tx, group.id, actorId, now);
    }
    if (isGroupFull(await memberCountOf(tx, group.id), group.maxMembers)) throw groupFull();
    await refuseIfBlockedInGroup(tx, group.id, actorId);
    await addMember(tx, group.id, actorId);
    await voidInvites(tx, actorId, group.id);
    await tx
      .update(groupJoinRequests)
      .set({ status: "accepted", respondedAt: now })
      .where(
        and(
          eq(groupJoinRequests.groupId, group.id),
          eq(groupJoinRequests.userId, actorId),
          eq(groupJoinRequests.status, "pending"),
        ),
      );
    return requireMyGroupView(tx, group.id, actorId);
  });
}

/** PATCH /api/groups/:id (leader only). max_members may not drop below the member count. */
export async function updateGroup(
  db: Db,
  actorId: string,
  groupId: string,
  input: GroupUpdate,
): Promise<MyGroup> {
  await requireStudent(db, actorId);
  return db.transaction(async (tx) => {
    const group = await requireLeader(tx, groupId, actorId);
    if (input.max_members !== undefined) {
      const blocked = maxMembersChangeBlocked(input.max_members, await memberCountOf(tx, groupId));
      if (blocked) throw catalogueError(422, blocked);
    }
    const min = input.budget_min === undefined ? group.budgetMin : input.budget_min;
    const max = input.budget_max === undefined ? group.budgetMax : input.budget_max;
    if (min != null && max != null && min > max) {
      throw catalogueError(400, "validation_failed");
    }
    const changes = {
      name: input.name,
      description: input.description,
      maxMembers: input.max_members,
      budgetMin: input.budget_min,
      budgetMax: input.budget_max,
      preferredLocations: input.preferred_locations,
      lookingForProperty: input.looking_for_property,
    };
    // An empty PATCH changes nothing (an UPDATE with nothing to set is an SQL error, not a 500).
    if (Object.values(changes).some((v) => v !== undefined)) {
      await tx.update(groups).set(changes).where(eq(groups.id, groupId));
    }
    return requireMyGroupView(tx, groupId, actorId);
  });
}

/**
 * DELETE /api/groups/:id/members/:userId: the leader removes another member (never themself);
 * members cannot remove anyone (403 not_leader); outsiders get 404. The group chat's
 * participants follow in the same transaction, the invite code is replaced, invitations to the
 * removed member are void, and for REMOVED_MEMBER_REQUEST_WAIT_DAYS they may neither send a join
 * request nor join with a code unless the leader invites them again.
 */
export async function removeMember(
  db: Db,
  actorId: string,
  groupId: string,
  targetId: string,
  now: Date,
): Promise<MyGroup> {
  await requireStudent(db, actorId);
  return db.transaction(async (tx) => {
    const { isLeader } = await lockAsMember(tx, groupId, actorId);
    const blocked = removeMemberBlocked({
      actorIsLeader: isLeader,
      actorUserId: actorId,
      targetUserId: targetId,
    });
    if (blocked === "not_leader") throw notLeader();
    if (blocked) throw catalogueError(422, blocked);
    const removed = await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, targetId)))
      .returning({ id: groupMembers.id });
    if (removed.length === 0) throw notFound("Member not found.");
    await syncGroupParticipants(tx, groupId);
    // The removed member has seen the code: a new one keeps them from rejoining at once, and
    // for a while they cannot ask to join either (the leader can still give them the new code).
    await replaceInviteCode(tx, groupId);
    await voidInvites(tx, targetId, groupId);
    await rememberRemoval(tx, groupId, targetId, now);
    await enqueueGroupRemovalEmail(tx, groupId, targetId, now);
    return requireMyGroupView(tx, groupId, actorId);
  });
}

/** POST /api/groups/:id/invite-code (leader only): a new code; the old one stops working at once. */
export async function renewInviteCode(db: Db, actorId: string, groupId: string): Promise<MyGroup> {
  await requireStudent(db, actorId);
  return db.transaction(async (tx) => {
    await requireLeader(tx, groupId, actorId);
    await replaceInviteCode(tx, groupId);
    return requireMyGroupView(tx, groupId, actorId);
  });
}

/**
 * POST /api/groups/:id/leave. A member leaves (the chat follows). The leader may not leave while
 * others remain (422 leader_cannot_leave: no silent leadership hand-over, since the leader alone
 * runs viewings and applications); a leader who is alone deletes the group by leaving (its chat,
 * requests and memberships go with it by cascade).
 */
export async function leaveGroup(db: Db, actorId: string, groupId: string): Promise<LeaveGroupResult> {
  await requireStudent(db, actorId);
  return db.transaction(async (tx) => {
    const { isLeader } = await lockAsMember(tx, groupId, actorId);
    if (isLeader) {
      if ((await memberCountOf(tx, groupId)) > 1) {
        throw catalogueError(422, "leader_cannot_leave");
      }
      await syncGroupParticipantsBeforeDelete(tx, groupId, actorId);
      await tx.delete(groups).where(eq(groups.id, groupId));
      return { group_id: groupId, group_deleted: true };
    }
    await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, actorId)));
    await syncGroupParticipants(tx, groupId);
    return { group_id: groupId, group_deleted: false };
  });
}

/** Before the last member deletes the group, drop them from its chat so their tabs are told. */
async function syncGroupParticipantsBeforeDelete(tx: Tx, groupId: string, userId: string) {
  await tx
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  await syncGroupParticipants(tx, groupId);
}
