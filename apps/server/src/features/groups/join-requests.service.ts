import type {
  GroupJoinRequest,
  JoinRequest,
  MyJoinRequest,
  RespondJoinRequestResult,
} from "@roost/shared/contracts/groups.ts";
import { isGroupFull, respondToJoinRequestBlocked } from "@roost/shared/domain/groups.ts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { groupJoinRequests, groupMembers, groups, profiles } from "../../db/schema.ts";
import { AppError, catalogueError, isUniqueViolation, notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { notifySafely } from "../notifications/notifications.service.ts";
import { refuseIfBlockedInGroup } from "../safety/blocks.ts";
import { displayNameOf } from "./display-name.ts";
import { addMember, alreadyInGroup, groupFull, requireLeader } from "./group-membership.ts";
import { memberCountOf, membershipOf } from "./group-queries.ts";
import { refuseIfRecentlyRemoved } from "./removal-wait.ts";
import { requireStudent } from "./students-only.ts";

type JoinRequestRow = typeof groupJoinRequests.$inferSelect;

const ONE_PENDING = "group_join_requests_one_pending";
const requestNotFound = () => notFound("Join request not found.");

export function toJoinRequestJson(r: JoinRequestRow): JoinRequest {
  return {
    id: r.id,
    group_id: r.groupId,
    user_id: r.userId,
    message: r.message,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    responded_at: r.respondedAt?.toISOString() ?? null,
  };
}

async function leaderOf(tx: Tx, groupId: string): Promise<string | null> {
  const [row] = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, "admin")))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * POST /api/groups/:id/join-requests. Only groups shown in Discover (looking for a property) take
 * requests; others are 404. A member the leader removed waits before asking again (403
 * removed_from_group, decision 016). One pending request per (group, user) is the partial unique index, so
 * ten simultaneous identical requests leave one row and nine 409 join_request_duplicate. The
 * leader is notified (type group_request); a failed notification is only logged (§8).
 */
export async function createJoinRequest(
  db: Db,
  log: Logger,
  actorId: string,
  groupId: string,
  message: string | null | undefined,
  now: Date,
): Promise<JoinRequest> {
  await requireStudent(db, actorId);
  try {
    return await db.transaction(async (tx) => {
      const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).limit(1);
      if (!group) throw notFound("Group not found.");
      const membership = await membershipOf(tx, actorId);
      if (membership?.groupId === groupId) throw catalogueError(409, "already_member");
      if (!group.lookingForProperty) throw notFound("Group not found.");
      if (membership) throw alreadyInGroup();
      if (isGroupFull(await memberCountOf(tx, groupId), group.maxMembers)) throw groupFull();
      await refuseIfBlockedInGroup(tx, groupId, actorId);
      await refuseIfRecentlyRemoved(tx, groupId, actorId, now);
      const [row] = await tx
        .insert(groupJoinRequests)
        .values({ groupId, userId: actorId, message: message ?? null })
        .returning();
      if (!row) throw new Error("join request insert returned nothing");
      const leaderId = await leaderOf(tx, groupId);
      if (leaderId) {
        const name = (await displayNameOf(tx, actorId)) ?? "A student";
        await notifySafely(
          tx,
          {
            userId: leaderId,
            type: "group_request",
            title: "New join request",
            message: `${name} wants to join ${group.name}`,
            data: { sender_id: actorId, sender_name: name, group_id: groupId },
          },
          log,
        );
      }
      return toJoinRequestJson(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_PENDING)) throw catalogueError(409, "join_request_duplicate");
    throw error;
  }
}

/** GET /api/groups/join-requests/mine: the caller's requests, newest first, with the group name. */
export async function listMyJoinRequests(db: Db, actorId: string): Promise<MyJoinRequest[]> {
  await requireStudent(db, actorId);
  const rows = await db
    .select({ request: groupJoinRequests, groupName: groups.name })
    .from(groupJoinRequests)
    .innerJoin(groups, eq(groups.id, groupJoinRequests.groupId))
    .where(eq(groupJoinRequests.userId, actorId))
    .orderBy(desc(groupJoinRequests.createdAt), desc(groupJoinRequests.id));
  return rows.map((r) => ({
    ...toJoinRequestJson(r.request),
    group: { id: r.request.groupId, name: r.groupName },
  }));
}

/**
 * DELETE /api/groups/join-requests/:id: the requester withdraws a pending request (deleted, §4).
 * Anyone else's request is 404; an answered one 422 request_not_pending.
 */
export async function cancelJoinRequest(db: Db, actorId: string, requestId: string): Promise<void> {
  await requireStudent(db, actorId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(groupJoinRequests)
      .where(and(eq(groupJoinRequests.id, requestId), eq(groupJoinRequests.userId, actorId)))
      .for("update");
    if (!row) throw requestNotFound();
    if (row.status !== "pending") throw catalogueError(422, "request_not_pending");
    await tx.delete(groupJoinRequests).where(eq(groupJoinRequests.id, requestId));
  });
}

/**
 * GET /api/groups/:id/join-requests (leader only): every request with the requester's profile,
 * pending first, then newest first. Members get 403 not_leader, outsiders 404.
 */
export async function listGroupJoinRequests(
  db: Db,
  actorId: string,
  groupId: string,
): Promise<GroupJoinRequest[]> {
  await requireStudent(db, actorId);
  return db.transaction(async (tx) => {
    await requireLeader(tx, groupId, actorId);
    const rows = await tx
      .select({
        request: groupJoinRequests,
        displayName: profiles.displayName,
        avatarUrl: profiles.avatarUrl,
        bio: profiles.bio,
        university: profiles.university,
      })
      .from(groupJoinRequests)
      .leftJoin(profiles, eq(profiles.userId, groupJoinRequests.userId))
      .where(eq(groupJoinRequests.groupId, groupId))
      .orderBy(
        sql`${groupJoinRequests.status} = 'pending' desc`,
        desc(groupJoinRequests.createdAt),
        desc(groupJoinRequests.id),
      );
    return rows.map((r) => ({
      ...toJoinRequestJson(r.request),
      requester: {
        user_id: r.request.userId,
        display_name: r.displayName,
        avatar_url: r.avatarUrl,
        bio: r.bio,
        university: r.university,
      },
    }));
  });
}

/**
 * POST /api/groups/join-requests/:id/accept | reject (leader only). Concurrency: the group row is
 * locked (SELECT … FOR UPDATE) before the request is re-read and the members are counted, so
 * accepts into one group run one at a time and never exceed max_members; the rest get 422
 * group_full. A requester who is meanwhile in another group gets 409 already_in_group (also when
 * it happens concurrently: the one-group-per-user constraint). A block between the requester and
 * any current member is 403 requester_cannot_join; the request stays pending. The requester is notified
 * (type group_request: it is the answer to their group request).
 */
export async function respondToJoinRequest(
  db: Db,
  log: Logger,
  actorId: string,
  requestId: string,
  accept: boolean,
): Promise<RespondJoinRequestResult> {
  await requireStudent(db, actorId);
  return db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ groupId: groupJoinRequests.groupId })
      .from(groupJoinRequests)
      .where(eq(groupJoinRequests.id, requestId))
      .limit(1);
    if (!peek) throw requestNotFound();
    // Outsiders 404, members 403; the group row stays locked until commit.
    const group = await requireLeader(tx, peek.groupId, actorId).catch((error: unknown) => {
      throw error instanceof AppError && error.status === 404 ? requestNotFound() : error;
    });
    const [request] = await tx
      .select()
      .from(groupJoinRequests)
      .where(eq(groupJoinRequests.id, requestId))
      .for("update");
    if (!request) throw requestNotFound();
    let memberCount = await memberCountOf(tx, group.id);
    const blocked = respondToJoinRequestBlocked({
      status: request.status,
      accept,
      memberCount,
      maxMembers: group.maxMembers,
    });
    if (blocked === "group_full") throw groupFull();
    if (blocked) throw catalogueError(422, blocked);

    if (accept) {
      const membership = await membershipOf(tx, request.userId);
      if (membership && membership.groupId !== group.id) throw alreadyInGroup();
      if (!membership) {
        // Re-checked now, under the group lock: someone with a block may have joined since the request.
        await refuseIfBlockedInGroup(tx, group.id, request.userId, "requester_cannot_join");
        await addMember(tx, group.id, request.userId);
        memberCount += 1;
      }
    }
    const [updated] = await tx
      .update(groupJoinRequests)
      .set({ status: accept ? "accepted" : "rejected", respondedAt: new Date() })
      .where(eq(groupJoinRequests.id, requestId))
      .returning();
    if (!updated) throw new Error("join request vanished");
    const leaderName = (await displayNameOf(tx, actorId)) ?? "The group leader";
    await notifySafely(
      tx,
      {
        userId: request.userId,
        type: "group_request",
        title: accept ? "Join request accepted" : "Join request declined",
        message: accept
          ? `Welcome to ${group.name}! Your request to join was accepted.`
          : `Your request to join ${group.name} was declined.`,
        data: { sender_id: actorId, sender_name: leaderName, group_id: group.id },
      },
      log,
    );
    return { request: toJoinRequestJson(updated), member_count: memberCount };
  });
}
