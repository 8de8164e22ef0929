import type { BlockedUser, BlockStatus } from "@roost/shared/contracts/safety.ts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { profiles, user, userBlocks } from "../../db/schema.ts";
import { catalogueError, notFound } from "../../lib/errors.ts";
import { blockBetween } from "./blocks.ts";

async function requireOtherUser(tx: Tx, actorId: string, targetId: string) {
  if (targetId === actorId) throw catalogueError(422, "self_block");
  const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.id, targetId)).limit(1);
  if (!found) throw notFound("User not found.");
}

async function statusOf(tx: Tx, actorId: string, targetId: string): Promise<BlockStatus> {
  const state = await blockBetween(tx, actorId, targetId);
  return { user_id: targetId, blocked_by_me: state.blockedByMe, blocked_by_them: state.blockedByThem };
}

/** GET /api/users/:id/block. */
export async function getBlockStatus(db: Db, actorId: string, targetId: string): Promise<BlockStatus> {
  await requireOtherUser(db, actorId, targetId);
  return statusOf(db, actorId, targetId);
}

/**
 * POST /api/users/:id/block (idempotent). In the same transaction it withdraws what the block
 * makes impossible to answer: pending connect requests between the two, and pending join requests
 * one of them sent to a group the other is in (decision 011).
 */
export async function blockUser(db: Db, actorId: string, targetId: string): Promise<BlockStatus> {
  return db.transaction(async (tx) => {
    await requireOtherUser(tx, actorId, targetId);
    await tx.insert(userBlocks).values({ blockerId: actorId, blockedId: targetId }).onConflictDoNothing();
    await tx.execute(sql`
      delete from connect_requests
      where status = 'pending'
        and ((sender_id = ${actorId} and receiver_id = ${targetId})
          or (sender_id = ${targetId} and receiver_id = ${actorId}))`);
    await tx.execute(sql`
      delete from group_join_requests r
      where r.status = 'pending'
        and ((r.user_id = ${targetId} and exists (select 1 from group_members m
                where m.group_id = r.group_id and m.user_id = ${actorId}))
          or (r.user_id = ${actorId} and exists (select 1 from group_members m
                where m.group_id = r.group_id and m.user_id = ${targetId})))`);
    return statusOf(tx, actorId, targetId);
  });
}

/** DELETE /api/users/:id/block (idempotent). */
export async function unblockUser(db: Db, actorId: string, targetId: string): Promise<BlockStatus> {
  await requireOtherUser(db, actorId, targetId);
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, actorId), eq(userBlocks.blockedId, targetId)));
  return statusOf(db, actorId, targetId);
}

/** GET /api/blocks: the people the caller blocked, most recent first. */
export async function listBlocks(db: Db, actorId: string): Promise<BlockedUser[]> {
  const rows = await db
    .select({
      userId: userBlocks.blockedId,
      displayName: sql<string | null>`coalesce(${profiles.displayName}, ${user.name})`,
      avatarUrl: profiles.avatarUrl,
      createdAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(user, eq(user.id, userBlocks.blockedId))
    .leftJoin(profiles, eq(profiles.userId, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, actorId))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId));
  return rows.map((r) => ({
    user_id: r.userId,
    display_name: r.displayName,
    avatar_url: r.avatarUrl,
    blocked_at: r.createdAt.toISOString(),
  }));
}
