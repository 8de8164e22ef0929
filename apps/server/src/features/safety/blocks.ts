import { GROUP_INQUIRY_READER_ROLE } from "@roost/shared/domain/groups.ts";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { catalogueError } from "../../lib/errors.ts";

// The one place other services ask about blocks (docs/decisions/011-blocking-and-reports.md). A block works
// both ways for contact: neither side can start a chat, send a message in a non-group chat, send a
// connect request or join a group the other is in. The refusal tells the blocker what they did
// ('blocked_user': unblock first) and tells the blocked side only that it cannot be done.

export interface BlockState {
  blockedByMe: boolean;
  blockedByThem: boolean;
}

export async function blockBetween(tx: Tx, actorId: string, otherId: string): Promise<BlockState> {
  const result = await tx.execute<{ blocker_id: string }>(sql`
    select blocker_id from user_blocks
    where (blocker_id = ${actorId} and blocked_id = ${otherId})
       or (blocker_id = ${otherId} and blocked_id = ${actorId})`);
  const blockers = new Set(result.rows.map((r) => r.blocker_id));
  return { blockedByMe: blockers.has(actorId), blockedByThem: blockers.has(otherId) };
}

type ContactRefusal = "cannot_message_user" | "cannot_connect_user";

/** 403 when a block stands between the actor and the other user, in either direction. */
export async function refuseIfBlocked(tx: Tx, actorId: string, otherId: string, code: ContactRefusal) {
  const state = await blockBetween(tx, actorId, otherId);
  if (state.blockedByMe) throw catalogueError(403, "blocked_user");
  if (state.blockedByThem) throw catalogueError(403, code);
}

/**
 * Sending into a non-group conversation is refused when a block stands between the sender and
 * another participant. Group members reading the leader's enquiry do not count: a member's block
 * must not silence the group's enquiry (decision 022). As a scalar subquery: true when the sender
 * made the block, false when another participant did, null when there is none.
 */
export function blockInConversationSql(
  conversationId: string | Placeholder,
  senderId: string | Placeholder,
): SQL {
  return sql`(
    select b.blocker_id = ${senderId} as by_sender
    from conversation_participants p
    join user_blocks b
      on (b.blocker_id = ${senderId} and b.blocked_id = p.user_id)
      or (b.blocked_id = ${senderId} and b.blocker_id = p.user_id)
    where p.conversation_id = ${conversationId} and p.user_id <> ${senderId}
      and p.role <> ${GROUP_INQUIRY_READER_ROLE}
    order by by_sender desc
    limit 1)`;
}

/** The refusal for blockInConversationSql's answer: the sender's own block, or another's. */
export function blockedSendRefusal(bySender: boolean | null) {
  if (bySender === null) return null;
  return catalogueError(403, bySender ? "blocked_user" : "cannot_message_user");
}

/**
 * Joining a group (invite code, join request, and again when the leader accepts one, since members
 * may have joined since it was sent): 403 when a block stands between the user and any member.
 * The leader accepting gets `requester_cannot_join`, inviting `cannot_invite_user`: neither names a
 * member or a direction.
 */
export async function refuseIfBlockedInGroup(
  tx: Tx,
  groupId: string,
  userId: string,
  code: "cannot_join_group" | "requester_cannot_join" | "cannot_invite_user" = "cannot_join_group",
) {
  const result = await tx.execute(sql`
    select 1 from group_members m
    join user_blocks b
      on (b.blocker_id = ${userId} and b.blocked_id = m.user_id)
      or (b.blocked_id = ${userId} and b.blocker_id = m.user_id)
    where m.group_id = ${groupId}
    limit 1`);
  if (result.rows.length > 0) throw catalogueError(403, code);
}

/** A WHERE condition: a block stands, either way, between the viewer and `userIdColumn`. */
export function blockedWith(viewerId: string, userIdColumn: SQL): SQL {
  return sql`exists (select 1 from user_blocks b
    where (b.blocker_id = ${viewerId} and b.blocked_id = ${userIdColumn})
       or (b.blocked_id = ${viewerId} and b.blocker_id = ${userIdColumn}))`;
}

/** A WHERE condition for lists of people (roommates): no block either way between the viewer and `userIdColumn`. */
export function notBlockedWith(viewerId: string, userIdColumn: SQL): SQL {
  return sql`not ${blockedWith(viewerId, userIdColumn)}`;
}
