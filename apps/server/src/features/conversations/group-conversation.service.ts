import { randomUUID } from "node:crypto";
import { GROUP_CHAT_WELCOME_MESSAGE } from "@roost/shared/domain/groups.ts";
import { conversationChannel, userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { groupMembers, groups } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { type BusEnvelope, publishMany } from "../../realtime/bus.ts";
import { appendMessage } from "../messages/append-message.ts";
import { syncGroupInquiryReaders } from "./group-inquiry-readers.ts";

/**
 * Spec §7 "Group conversation": the caller must be a member of the group (else 404). Finds the
 * group's conversation by group_id, else creates it with every member as participant (with their
 * group role) and the system message 'Welcome to the group chat! 🎉'. An existing conversation is
 * brought in step with the membership on the way.
 */
export async function findOrCreateGroupConversation(
  tx: Tx,
  groupId: string,
  userId: string,
): Promise<{ conversationId: string; created: boolean }> {
  const [membership] = await tx
    .select({ groupName: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .limit(1);
  if (!membership) throw notFound("Group not found.");

  const inserted = await tx.execute<{ id: string }>(sql`
    insert into conversations (type, group_id, name) values ('group', ${groupId}, ${membership.groupName})
    on conflict (group_id) where type = 'group' do nothing
    returning id`);
  const createdId = inserted.rows[0]?.id;
  if (createdId) {
    await syncGroupParticipants(tx, groupId, { quiet: true });
    const welcomeId = randomUUID();
    await appendMessage(tx, {
      id: welcomeId,
      conversationId: createdId,
      // Recorded under the member whose action opened the chat (see deriveInquiryStatus).
      senderId: userId,
      content: GROUP_CHAT_WELCOME_MESSAGE,
      messageType: "system",
      isSystemMessage: true,
    });
    const members = await tx
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, groupId));
    await publishMany(
      tx,
      members.map((m) => ({
        channel: userChannel(m.userId),
        event: { kind: "conversation_updated", conversation_id: createdId },
      })),
    );
    return { conversationId: createdId, created: true };
  }
  const existing = await tx.execute<{ id: string }>(
    sql`select id from conversations where type = 'group' and group_id = ${groupId} limit 1`,
  );
  const conversationId = existing.rows[0]?.id;
  if (!conversationId) throw new Error("group conversation vanished");
  await syncGroupParticipants(tx, groupId);
  return { conversationId, created: false };
}

/**
 * Keeps the group conversation's participants equal to group_members (roles included): adds the
 * missing, removes those who left or were removed, and publishes participant_added /
 * participant_removed (delivered on commit; a removed user's sockets stop receiving at once).
 * Call it in the same transaction as every membership change. No conversation yet: nothing to do
 * for the chat. The members' reading access to the leader's enquiries follows here too (decision 022).
 */
export async function syncGroupParticipants(
  tx: Tx,
  groupId: string,
  options: { quiet?: boolean } = {},
): Promise<{ conversationId: string | null; added: string[]; removed: string[] }> {
  await syncGroupInquiryReaders(tx, groupId);
  const conv = await tx.execute<{ id: string }>(
    sql`select id from conversations where type = 'group' and group_id = ${groupId} limit 1 for update`,
  );
  const conversationId = conv.rows[0]?.id;
  if (!conversationId) return { conversationId: null, added: [], removed: [] };

  const added = await tx.execute<{ user_id: string }>(sql`
    insert into conversation_participants (conversation_id, user_id, role)
    select ${conversationId}, gm.user_id, gm.role::text from group_members gm where gm.group_id = ${groupId}
    on conflict (conversation_id, user_id) do update set role = excluded.role
      where conversation_participants.role is distinct from excluded.role
    returning user_id, (xmax = 0) as inserted`);
  const removed = await tx.execute<{ user_id: string }>(sql`
    delete from conversation_participants cp
    where cp.conversation_id = ${conversationId}
      and not exists (select 1 from group_members gm where gm.group_id = ${groupId} and gm.user_id = cp.user_id)
    returning cp.user_id`);

  const addedIds = (added.rows as { user_id: string; inserted: boolean }[])
    .filter((r) => r.inserted)
    .map((r) => r.user_id);
  const removedIds = removed.rows.map((r) => r.user_id);
  if (!options.quiet) {
    const envelopes: BusEnvelope[] = [];
    for (const id of removedIds) {
      const event = { kind: "participant_removed", conversation_id: conversationId, user_id: id } as const;
      envelopes.push(
        { channel: conversationChannel(conversationId), event },
        { channel: userChannel(id), event },
      );
    }
    for (const id of addedIds) {
      const event = { kind: "participant_added", conversation_id: conversationId, user_id: id } as const;
      envelopes.push(
        { channel: conversationChannel(conversationId), event },
        {
          channel: userChannel(id),
          event: { kind: "conversation_updated", conversation_id: conversationId },
        },
      );
    }
    await publishMany(tx, envelopes);
  }
  return { conversationId, added: addedIds, removed: removedIds };
}
