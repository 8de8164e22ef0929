import { userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { conversationParticipants, user } from "../../db/schema.ts";
import { forbidden, notFound, refused } from "../../lib/errors.ts";
import { publishMany } from "../../realtime/bus.ts";
import { refuseIfBlocked } from "../safety/blocks.ts";

/** The direct_key of a pair: both ids sorted and joined by ':' (one direct conversation per pair). */
export const directKey = (a: string, b: string) => [a, b].sort().join(":");

/**
 * Whether two users may open a direct chat: an accepted connect request between them (spec §4
 * "Accepted enables direct messaging"), or membership of one group (they already share its chat).
 */
async function mayMessageDirectly(tx: Tx, userId: string, otherId: string): Promise<boolean> {
  const result = await tx.execute<{ allowed: boolean }>(sql`
    select exists (
        select 1 from connect_requests
        where least(sender_id, receiver_id) = least(${userId}, ${otherId})
          and greatest(sender_id, receiver_id) = greatest(${userId}, ${otherId})
          and status = 'accepted')
      or exists (
        select 1 from group_members mine join group_members theirs on theirs.group_id = mine.group_id
        where mine.user_id = ${userId} and theirs.user_id = ${otherId}) as allowed`);
  return result.rows[0]?.allowed === true;
}

/**
 * Spec §7 "Direct conversation": an existing non-group conversation shared by both users, else a
 * new 'direct' one with both as participants (role member). Never with oneself, and only between
 * connected users or members of one group (403 not_connected), whoever calls it. Safe under
 * concurrency: two simultaneous calls meet on the unique direct_key index and share one row.
 */
export async function findOrCreateDirectConversation(
  tx: Tx,
  userId: string,
  otherId: string,
): Promise<{ conversationId: string; created: boolean }> {
  if (userId === otherId) throw refused("self_chat", "You cannot start a chat with yourself.");
  const [other] = await tx.select({ id: user.id }).from(user).where(eq(user.id, otherId)).limit(1);
  if (!other) throw notFound("User not found.");
  await refuseIfBlocked(tx, userId, otherId, "cannot_message_user");

  if (!(await mayMessageDirectly(tx, userId, otherId))) {
    throw forbidden("not_connected", "You can message this person once they accept your connect request.");
  }

  const key = directKey(userId, otherId);
  // The pair's direct conversation first; else any other non-group one they share (an inquiry).
  const existing = await tx.execute<{ id: string }>(sql`
    select c.id from conversations c
    where c.type <> 'group'
      and exists (select 1 from conversation_participants p where p.conversation_id = c.id and p.user_id = ${userId})
      and exists (select 1 from conversation_participants p where p.conversation_id = c.id and p.user_id = ${otherId})
    order by (c.type = 'direct') desc, coalesce(c.last_message_at, c.created_at) desc
    limit 1`);
  const found = existing.rows[0];
  if (found) return { conversationId: found.id, created: false };

  const inserted = await tx.execute<{ id: string }>(sql`
    insert into conversations (type, direct_key) values ('direct', ${key})
    on conflict (direct_key) where type = 'direct' do nothing
    returning id`);
  let conversationId = inserted.rows[0]?.id;
  const created = conversationId !== undefined;
  if (!conversationId) {
    // Lost a race: the other call committed the same pair first.
    const again = await tx.execute<{ id: string }>(
      sql`select id from conversations where type = 'direct' and direct_key = ${key} limit 1`,
    );
    conversationId = again.rows[0]?.id;
    if (!conversationId) throw new Error("direct conversation vanished");
  }
  await tx
    .insert(conversationParticipants)
    .values([
      { conversationId, userId, role: "member" },
      { conversationId, userId: otherId, role: "member" },
    ])
    .onConflictDoNothing();
  if (created) {
    await publishMany(tx, [
      {
        channel: userChannel(userId),
        event: { kind: "conversation_updated", conversation_id: conversationId },
      },
      {
        channel: userChannel(otherId),
        event: { kind: "conversation_updated", conversation_id: conversationId },
      },
    ]);
  }
  return { conversationId, created };
}
