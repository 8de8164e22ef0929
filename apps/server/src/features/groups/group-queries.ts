// Reading a group: the member list, the member count, one user's membership and the group as its
// members see it (GET /api/groups/mine and /membership). Discovery of other groups is in
// group-discovery.service.ts; every change goes through groups.service.ts and group-membership.ts.
import type {
  GroupBase,
  GroupMember,
  GroupMembership,
  MyGroup,
  MyGroupMember,
} from "@roost/shared/contracts/groups.ts";
import { type GroupRole, isGroupFull } from "@roost/shared/domain/groups.ts";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { groupJoinRequests, groupMembers, groups, profiles } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { requireStudent } from "./students-only.ts";

export type GroupRow = typeof groups.$inferSelect;

export const groupNotFound = () => notFound("Group not found.");

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

/**
 * Adds each member's own budget_max, which only fellow members may see (decision 038): kept out
 * of groupMembersOf, which also feeds the landlord's deal card and public profiles.
 */
async function withBudgets(tx: Tx, members: GroupMember[]): Promise<MyGroupMember[]> {
  const ids = members.map((m) => m.user_id);
  const rows = ids.length
    ? await tx
        .select({ userId: profiles.userId, budgetMax: profiles.budgetMax })
        .from(profiles)
        .where(inArray(profiles.userId, ids))
    : [];
  const budgets = new Map(rows.map((r) => [r.userId, r.budgetMax]));
  return members.map((m) => ({ ...m, budget_max: budgets.get(m.user_id) ?? null }));
}

/** The group as one of its members sees it, or null when the user is not in it. */
async function myGroupView(tx: Tx, groupId: string, userId: string): Promise<MyGroup | null> {
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).limit(1);
  if (!group) return null;
  const members = await withBudgets(tx, await groupMembersOf(tx, groupId));
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

export async function requireMyGroupView(tx: Tx, groupId: string, userId: string): Promise<MyGroup> {
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
