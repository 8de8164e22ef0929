import type { Message, MessagePage } from "@roost/shared/contracts/conversations.ts";
import { CHAT_PAGE_SIZE } from "@roost/shared/domain/constants.ts";
import { GROUP_INQUIRY_READER_ROLE } from "@roost/shared/domain/groups.ts";
import { conversationChannel, userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db, Tx } from "../../db/client.ts";
import { messages } from "../../db/schema.ts";
import { enqueueManySql } from "../../jobs/queue.ts";
import { badRequest, catalogueError, conflict } from "../../lib/errors.ts";
import { type BusEnvelope, publishMany } from "../../realtime/bus.ts";
import { requireParticipant } from "../conversations/conversation-access.ts";
import { MESSAGE_EMAIL, messageEmailJobs } from "../email-notifications/message-email.ts";
import { notifyManySql } from "../notifications/notifications.service.ts";
import { messagePushJobsSql } from "../push/message-push.ts";
import { blockedSendRefusal } from "../safety/blocks.ts";
import { appendMessage } from "./append-message.ts";
import { type SenderStanding, senderStanding } from "./sender-standing.ts";

// Listed rows leave seq out: it orders the history inside PostgreSQL and is not part of the DTO.
type MessageRow = Omit<typeof messages.$inferSelect, "seq">;

export function toMessageDto(row: MessageRow): Message {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    content: row.content,
    message_type: row.messageType,
    is_system_message: row.isSystemMessage,
    // Raw SQL results carry timestamps as PostgreSQL text; query-builder results as Dates.
    created_at: new Date(row.createdAt).toISOString(),
  };
}

const cols = sql`id, conversation_id as "conversationId", sender_id as "senderId", content,
  message_type as "messageType", is_system_message as "isSystemMessage", created_at as "createdAt"`;

/**
 * A page of a conversation's history, ascending by seq (the order messages were committed in, so
 * an `after` catch-up never skips one). Cursors are message ids, resolved to their seq in SQL.
 */
export async function listMessages(
  db: Db,
  conversationId: string,
  userId: string,
  query: { before?: string; after?: string; limit?: number },
): Promise<MessagePage> {
  await requireParticipant(db, conversationId, userId);
  if (query.before && query.after)
    throw badRequest("validation_failed", "Use either before or after, not both.", "before");
  const limit = Math.min(Math.max(query.limit ?? CHAT_PAGE_SIZE, 1), CHAT_PAGE_SIZE);
  const cursorId = query.before ?? query.after;
  if (cursorId) {
    const [cursor] = await db
      .select({ conversationId: messages.conversationId })
      .from(messages)
      .where(eq(messages.id, cursorId))
      .limit(1);
    if (!cursor || cursor.conversationId !== conversationId) {
      throw badRequest(
        "invalid_cursor",
        "That message is not in this conversation.",
        query.before ? "before" : "after",
      );
    }
  }
  const cursor = (id: string) => sql`(select seq from messages where id = ${id})`;
  let rows: MessageRow[];
  if (query.after) {
    const result = await db.execute<MessageRow>(sql`
      select ${cols} from messages
      where conversation_id = ${conversationId} and seq > ${cursor(query.after)}
      order by seq asc limit ${limit + 1}`);
    rows = result.rows as MessageRow[];
    const hasMore = rows.length > limit;
    return { messages: rows.slice(0, limit).map(toMessageDto), has_more: hasMore };
  }
  const older = query.before ? sql`and seq < ${cursor(query.before)}` : sql``;
  const result = await db.execute<MessageRow>(sql`
    select ${cols} from messages
    where conversation_id = ${conversationId} ${older}
    order by seq desc limit ${limit + 1}`);
  rows = result.rows as MessageRow[];
  const hasMore = rows.length > limit;
  return { messages: rows.slice(0, limit).reverse().map(toMessageDto), has_more: hasMore };
}

/**
 * Sends a text message. Idempotent on the client-chosen id: a retry by the same sender into the
 * same conversation returns the stored message (created false); the id used anywhere else is a 409.
 * One transaction of three statements, each a round trip on a pooled connection (a send is on the
 * realtime path, decision 049): the sender's standing (participation, role, blocks, the other
 * participants), the append, and its announcement (the realtime events, the 'message'
 * notifications for participants who do not have the chat open, the delayed emails), all delivered
 * on commit.
 */
export async function sendMessage(
  services: Pick<AppDeps, "database" | "realtime" | "clock" | "config">,
  conversationId: string,
  senderId: string,
  input: { id: string; content: string },
): Promise<{ message: Message; created: boolean }> {
  const { db } = services.database;
  return db.transaction(async (tx) => {
    const standing = await senderStanding(tx, conversationId, senderId);
    // Group members read the leader's enquiry; the leader speaks for the group (decision 022).
    if (standing.role === GROUP_INQUIRY_READER_ROLE) throw catalogueError(403, "not_leader");
    // A block silences direct chats and inquiries; group chats stay the group's (decision 011).
    const blocked = blockedSendRefusal(standing.blockedBySender);
    if (blocked) throw blocked;
    const inserted = await appendMessage(tx, {
      id: input.id,
      conversationId,
      senderId,
      content: input.content,
      messageType: "text",
    });
    if (!inserted) {
      const [existing] = await tx.select().from(messages).where(eq(messages.id, input.id)).limit(1);
      if (existing && existing.senderId === senderId && existing.conversationId === conversationId) {
        return { message: toMessageDto(existing), created: false };
      }
      throw conflict("message_id_taken", "This message id is already in use.");
    }
    await announceMessage(tx, services, standing, { conversationId, senderId, inserted });
    return { message: toMessageDto(inserted), created: true };
  });
}

/**
 * The message's events to the conversation and to every participant's own channel, with the
 * notifications and delayed emails of the others, in one statement. Presence is this instance's
 * sockets (docs/decisions/004): someone with the chat open here sees the message arrive and gets no
 * notification for it; recipients away from the chat hear of it by email after a delay (decision 032),
 * and by push after a shorter one if they asked for it (decision 064).
 */
async function announceMessage(
  tx: Tx,
  services: Pick<AppDeps, "realtime" | "clock" | "config">,
  standing: SenderStanding,
  { conversationId, senderId, inserted }: { conversationId: string; senderId: string; inserted: MessageRow },
) {
  const others = standing.participants.filter((p) => p.user_id !== senderId);
  const senderName = standing.senderName ?? "Someone";
  const preview = inserted.content.length > 140 ? `${inserted.content.slice(0, 139)}…` : inserted.content;
  const away = others.filter((other) => !services.realtime.hub.isViewing(other.user_id, conversationId));
  const notifications = notifyManySql(
    "message",
    away.map((other) => ({
      userId: other.user_id,
      title: `New message from ${senderName}`,
      message: preview,
      data: {
        sender_id: senderId,
        sender_name: senderName,
        conversation_id: conversationId,
        conversation_type: standing.conversationType,
      },
    })),
  );
  const emails = messageEmailJobs({
    conversationId,
    recipients: others,
    now: services.clock.now(),
    delayMs: services.config.messageEmailDelayMs,
  });
  const pushes = services.config.push
    ? messagePushJobsSql({
        conversationId,
        recipients: others,
        runAt: new Date(services.clock.now().getTime() + services.config.push.delayMs),
      })
    : null;
  const envelopes: BusEnvelope[] = [
    {
      channel: conversationChannel(conversationId),
      event: {
        kind: "message_created",
        conversation_id: conversationId,
        message_id: inserted.id,
        sender_id: senderId,
      },
    },
    ...standing.participants.map((p) => ({
      channel: userChannel(p.user_id),
      event: { kind: "conversation_updated", conversation_id: conversationId } as const,
    })),
    ...notifications.envelopes,
  ];
  const alongside = [
    ...(away.length ? [notifications.insert] : []),
    ...(emails.length ? [enqueueManySql(MESSAGE_EMAIL, emails)] : []),
    ...(pushes ? [pushes] : []),
  ];
  await publishMany(tx, envelopes, { alongside });
}

/** The caller has read the conversation up to now (and at least up to its latest message). */
export async function markConversationRead(db: Db, conversationId: string, userId: string) {
  return db.transaction(async (tx) => {
    await requireParticipant(tx, conversationId, userId);
    const result = await tx.execute<{ last_read_at: Date }>(sql`
      update conversation_participants
      set last_read_at = greatest(clock_timestamp(),
        (select max(created_at) from messages where conversation_id = ${conversationId}))
      where conversation_id = ${conversationId} and user_id = ${userId}
      returning last_read_at`);
    const lastReadAt = result.rows[0]?.last_read_at ?? new Date();
    await publishMany(tx, [
      { channel: userChannel(userId), event: { kind: "conversation_read", conversation_id: conversationId } },
    ]);
    return {
      conversation_id: conversationId,
      last_read_at: new Date(lastReadAt).toISOString(),
    };
  });
}
