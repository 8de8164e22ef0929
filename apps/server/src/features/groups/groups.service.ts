import type {
  DiscoverGroup,
  DiscoverGroupsQuery,
  GroupBase,
  GroupMember,
  GroupMembership,
  LeaveGroupResult,
  MyGroup,
} from "@roost/shared/contracts/groups.ts";
import type { CreateGroup, GroupUpdate } from "@roost/shared/contracts/validation.ts";
import { GROUP_BUDGET_BANDS } from "@roost/shared/domain/budget-bands.ts";
import { DISCOVER_GROUPS_LIMIT } from "@roost/shared/domain/constants.ts";
import {
  type GroupRole,
  isGroupFull,
  joinBlockedReason,
  maxMembersChangeBlocked,
  removeMemberBlocked,
} from "@roost/shared/domain/groups.ts";
import { generateInviteCode, normaliseInviteCode } from "@roost/shared/domain/invite-code.ts";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { groupJoinRequests, groupMembers, groups, profiles } from "../../db/schema.ts";
import { catalogueError, isUniqueViolation, notFound } from "../../lib/errors.ts";
import { syncGroupParticipants } from "../conversations/group-conversation.service.ts";
import { blockedWith, refuseIfBlockedInGroup } from "../safety/blocks.ts";
import { rememberRemoval } from "./removal-wait.ts";
import { requireStudent } from "./students-only.ts";

type GroupRow = typeof groups.$inferSelect;

const INVITE_CODE_ATTEMPTS = 8;
export const ONE_GROUP_PER_USER = "group_members_one_group_per_user";
const INVITE_CODE_UNIQUE = "groups_invite_code_unique";

export const alreadyInGroup = () => catalogueError(409, "already_in_group");
export const groupFull = () => catalogueError(422, "group_full");
export const notLeader = () => catalogueError(403, "not_leader");
const groupNotFound = () => notFound("Group not found.");

// ---------------------------------------------------------------- reading

export function toGroupBase(g: GroupRow, memberCount: number): GroupBase {
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    budget_min: g.budgetMin,
    budget_max: g.budgetMax,
    max_members: g.maxMembers,
    created_by: g.createdBy,
    looking_for_property: g.lookingForProperty,
    preferred_locations: g.preferredLocations,
    created_at: g.createdAt.toISOString(),
    member_count: memberCount,
    is_full: isGroupFull(memberCount, g.maxMembers),
  };
}

/** Members of a group with their profile summary: the leader first, then by joining time. */
export async function groupMembersOf(tx: Tx, groupId: string): Promise<GroupMember[]> {
  const rows = await tx
    .select({
      userId: groupMembers.userId,
      role: groupMembers.role,
      joinedAt: groupMembers.joinedAt,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      university: profiles.university,
    })
    .from(groupMembers)
    .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(sql`${groupMembers.role} = 'admin' desc`, asc(groupMembers.joinedAt), asc(groupMembers.userId));
  return rows.map((r) => ({
    user_id: r.userId,
    display_name: r.displayName,
    avatar_url: r.avatarUrl,
    university: r.university,
    role: r.role,
    joined_at: r.joinedAt.toISOString(),
  }));
}

export async function memberCountOf(tx: Tx, groupId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
  return row?.n ?? 0;
}

/** The caller's membership (a user is in at most one group). */
export async function membershipOf(
  tx: Tx,
  userId: string,
): Promise<{ groupId: string; role: GroupRole } | null> {
  const [row] = await tx
    .select({ groupId: groupMembers.groupId, role: groupMembers.role })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The group as one of its members sees it, or null when the user is not in it. */
async function myGroupView(tx: Tx, groupId: string, userId: string): Promise<MyGroup | null> {
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).limit(1);
  if (!group) return null;
  const members = await groupMembersOf(tx, groupId);
  const me = members.find((m) => m.user_id === userId);
  if (!me) return null;
  const isLeader = me.role === "admin";
  const conv = await tx.execute<{ id: string }>(
    sql`select id from conversations where type = 'group' and group_id = ${groupId} limit 1`,
  );
  let pending = 0;
  if (isLeader) {
    const [row] = await tx
      .select({ n: count() })
      .from(groupJoinRequests)
      .where(and(eq(groupJoinRequests.groupId, groupId), eq(groupJoinRequests.status, "pending")));
    pending = row?.n ?? 0;
  }
  return {
    ...toGroupBase(group, members.length),
    invite_code: group.inviteCode,
    is_leader: isLeader,
    my_role: me.role,
    members,
    conversation_id: conv.rows[0]?.id ?? null,
    pending_request_count: pending,
  };
}

async function requireMyGroupView(tx: Tx, groupId: string, userId: string): Promise<MyGroup> {
  const view = await myGroupView(tx, groupId, userId);
  if (!view) throw groupNotFound();
  return view;
}

/** GET /api/groups/mine: the caller's group (0 or 1, one group per user). */
export async function listMyGroups(db: Db, actorId: string): Promise<MyGroup[]> {
  await requireStudent(db, actorId);
  const membership = await membershipOf(db, actorId);
  if (!membership) return [];
  const view = await myGroupView(db, membership.groupId, actorId);
  return view ? [view] : [];
}

/** GET /api/groups/membership: whether the caller is in a group, checked before creating one. */
export async function myMembership(db: Db, actorId: string): Promise<GroupMembership> {
  await requireStudent(db, actorId);
  const membership = await membershipOf(db, actorId);
  return { in_group: membership !== null, group_id: membership?.groupId ?? null };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/groups/discover: the latest DISCOVER_GROUPS_LIMIT groups looking for a property,
 * newest first, without the caller's own group or groups with a pending request of theirs (§5).
 * Search and the budget band (GROUP_BUDGET_BANDS on budget_max) are applied before the limit.
 */
export async function discoverGroups(
  db: Db,
  actorId: string,
  query: Required<Pick<DiscoverGroupsQuery, "budget">> & Pick<DiscoverGroupsQuery, "q">,
): Promise<DiscoverGroup[]> {
  await requireStudent(db, actorId);
  const conditions = [
    sql`g.looking_for_property`,
    sql`not exists (select 1 from group_members gm where gm.group_id = g.id and gm.user_id = ${actorId})`,
    sql`not exists (select 1 from group_join_requests r
          where r.group_id = g.id and r.user_id = ${actorId} and r.status = 'pending')`,
    // A group the caller could not join because of a block with one of its members (decision 011).
    sql`not exists (select 1 from group_members bm
          where bm.group_id = g.id and ${blockedWith(actorId, sql`bm.user_id`)})`,
  ];
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(sql`(g.name ilike ${pattern} or g.description ilike ${pattern}
      or exists (select 1 from unnest(g.preferred_locations) loc where loc ilike ${pattern}))`);
  }
  const { lowMax, mediumMax } = GROUP_BUDGET_BANDS;
  if (query.budget === "low") conditions.push(sql`g.budget_max <= ${lowMax}`);
  if (query.budget === "medium")
    conditions.push(sql`g.budget_max > ${lowMax} and g.budget_max <= ${mediumMax}`);
  if (query.budget === "high") conditions.push(sql`g.budget_max > ${mediumMax}`);

  const rows = await db.execute<{
    id: string;
    member_count: number;
    creator_display_name: string | null;
    creator_avatar_url: string | null;
    creator_university: string | null;
    creator_exists: boolean;
  }>(sql`
    select g.id,
      (select count(*)::int from group_members gm where gm.group_id = g.id) as member_count,
      p.display_name as creator_display_name, p.avatar_url as creator_avatar_url,
      p.university as creator_university, (p.user_id is not null) as creator_exists
    from groups g
    left join profiles p on p.user_id = g.created_by
    where ${sql.join(conditions, sql` and `)}
    order by g.created_at desc, g.id desc
    limit ${DISCOVER_GROUPS_LIMIT}`);
  if (rows.rows.length === 0) return [];

  const ids = rows.rows.map((r) => r.id);
  const groupRows = await db.select().from(groups).where(inArray(groups.id, ids));
  const byId = new Map(groupRows.map((g) => [g.id, g]));
  const userInAnyGroup = (await membershipOf(db, actorId)) !== null;

  const out: DiscoverGroup[] = [];
  for (const r of rows.rows) {
    const g = byId.get(r.id);
    if (!g) continue;
    const reason = joinBlockedReason({
      memberCount: r.member_count,
      maxMembers: g.maxMembers,
      userInAnyGroup,
    });
    out.push({
      ...toGroupBase(g, r.member_count),
      creator: r.creator_exists
        ? {
            user_id: g.createdBy,
            display_name: r.creator_display_name,
            avatar_url: r.creator_avatar_url,
            university: r.creator_university,
          }
        : null,
      can_join: reason === null,
      join_blocked_reason: reason === null ? null : reason === "group_full" ? "full" : "already_in_group",
    });
  }
  return out;
}

// ---------------------------------------------------------------- creating and joining

/**
 * POST /api/groups. The creator becomes the leader (role admin). One group per user is the
 * database's unique constraint on group_members.user_id, so two racing creations yield one group;
 * the loser's whole transaction (its group row included) rolls back. An invite code collision
 * (1 in 32^8 per pair) is retried with a new code.
 */
export async function createGroup(db: Db, actorId: string, input: CreateGroup): Promise<MyGroup> {
  await requireStudent(db, actorId);
  if (await membershipOf(db, actorId)) throw alreadyInGroup();
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
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
            inviteCode: generateInviteCode(),
          })
          .returning();
        if (!group) throw new Error("group insert returned nothing");
        await tx.insert(groupMembers).values({ groupId: group.id, userId: actorId, role: "admin" });
        return requireMyGroupView(tx, group.id, actorId);
      });
    } catch (error) {
      if (isUniqueViolation(error, ONE_GROUP_PER_USER)) throw alreadyInGroup();
      if (isUniqueViolation(error, INVITE_CODE_UNIQUE) && attempt < INVITE_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** Locks the group row: every membership change of one group runs one at a time. */
export async function lockGroup(tx: Tx, groupId: string): Promise<GroupRow | null> {
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for("update");
  return group ?? null;
}

/**
 * Adds a member inside the caller's transaction (group row already locked). A concurrent join
 * elsewhere (the unique constraint on user_id) becomes 409 already_in_group; the savepoint keeps
 * the error from poisoning the transaction before we answer.
 */
export async function addMember(tx: Tx, groupId: string, userId: string): Promise<void> {
  try {
    await tx.transaction((sp) => sp.insert(groupMembers).values({ groupId, userId, role: "member" }));
  } catch (error) {
    if (isUniqueViolation(error, ONE_GROUP_PER_USER)) throw alreadyInGroup();
    throw error;
  }
  await syncGroupParticipants(tx, groupId);
}

/**
 * POST /api/groups/join {invite_code}: trimmed and upper-cased (§5). Unknown code → 404
 * invalid_invite_code; already in it → 409 already_member; in another group → 409
 * already_in_group; full → 422 group_full. The group row is locked so capacity holds under races.
 * A pending request of the user for this group is marked accepted (it has been fulfilled).
 */
export async function joinByInviteCode(db: Db, actorId: string, rawCode: string): Promise<MyGroup> {
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
    if (isGroupFull(await memberCountOf(tx, group.id), group.maxMembers)) throw groupFull();
    await refuseIfBlockedInGroup(tx, group.id, actorId);
    await addMember(tx, group.id, actorId);
    await tx
      .update(groupJoinRequests)
      .set({ status: "accepted", respondedAt: new Date() })
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

// ---------------------------------------------------------------- leader actions

/**
 * The caller's role in a locked group: outsiders get 404 (they may not see it), members who are
 * not the leader 403 not_leader.
 */
export async function requireLeader(tx: Tx, groupId: string, actorId: string): Promise<GroupRow> {
  const group = await lockGroup(tx, groupId);
  if (!group) throw groupNotFound();
  const [me] = await tx
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, actorId)))
    .limit(1);
  if (!me) throw groupNotFound();
  if (me.role !== "admin") throw notLeader();
  return group;
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
 * participants follow in the same transaction, the invite code is replaced, and the removed member
 * may not send a join request for REMOVED_MEMBER_REQUEST_WAIT_DAYS.
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
    const group = await lockGroup(tx, groupId);
    if (!group) throw groupNotFound();
    const [me] = await tx
      .select({ role: groupMembers.role })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, actorId)))
      .limit(1);
    if (!me) throw groupNotFound();
    const blocked = removeMemberBlocked({
      actorIsLeader: me.role === "admin",
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
    await rememberRemoval(tx, groupId, targetId, now);
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

/** Gives the group a fresh code; a collision with another group's (1 in 32^8) retries in a savepoint. */
async function replaceInviteCode(tx: Tx, groupId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await tx.transaction((sp) =>
        sp.update(groups).set({ inviteCode: generateInviteCode() }).where(eq(groups.id, groupId)),
      );
      return;
    } catch (error) {
      if (isUniqueViolation(error, INVITE_CODE_UNIQUE) && attempt < INVITE_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
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
    const group = await lockGroup(tx, groupId);
    if (!group) throw groupNotFound();
    const [me] = await tx
      .select({ role: groupMembers.role })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, actorId)))
      .limit(1);
    if (!me) throw groupNotFound();
    if (me.role === "admin") {
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
