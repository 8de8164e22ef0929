import type { Message, MessagePage } from "@roost/shared/contracts/conversations.ts";
import { CHAT_PAGE_SIZE } from "@roost/shared/domain/constants.ts";
import { GROUP_INQUIRY_READER_ROLE } from "@roost/shared/domain/groups.ts";
import { conversationChannel, userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { messages } from "../../db/schema.ts";
import { badRequest, catalogueError, conflict, notFound } from "../../lib/errors.ts";
import { announce, publishMany } from "../../realtime/bus.ts";
import { requireParticipant } from "../conversations/conversation-access.ts";
import { blockedSendRefusal } from "../safety/blocks.ts";
import { type SendOutcome, sendStatement } from "./send-statement.ts";

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
 * One statement (send-statement.ts): the checks, the append, the 'message' notifications of
 * participants who do not have the chat open and the delayed emails and pushes, all committed
 * together; then its realtime events, NOTIFYed by a second statement that writes nothing (decision
 * 049). If that one fails, the answer is an error and the outbox sends again: the retry announces
 * the stored message. 404 when the conversation does not exist or the sender is not in it, the
 * same answer either way (spec §6).
 */
export async function sendMessage(
  services: Pick<AppDeps, "database" | "realtime" | "clock" | "config">,
  conversationId: string,
  senderId: string,
  input: { id: string; content: string },
): Promise<{ message: Message; created: boolean }> {
  const { pool, db } = services.database;
  const now = services.clock.now().getTime();
  const { push } = services.config;
  const result = await pool.query<SendOutcome>(
    sendStatement(
      {
        conversationId,
        channel: conversationChannel(conversationId),
        senderId,
        id: input.id,
        content: input.content,
        preview: input.content.length > 140 ? `${input.content.slice(0, 139)}…` : input.content,
        viewers: [...services.realtime.hub.viewers(conversationId)],
        publishedAt: Date.now(),
        emailAt: new Date(now + services.config.messageEmailDelayMs),
        pushAt: new Date(now + (push?.delayMs ?? 0)),
      },
      push !== null,
    ),
  );
  const outcome = result.rows[0] as SendOutcome;
  if (!outcome.participant) throw notFound("Conversation not found.");
  // Group members read the leader's enquiry; the leader speaks for the group (decision 022).
  if (outcome.role === GROUP_INQUIRY_READER_ROLE) throw catalogueError(403, "not_leader");
  // A block silences direct chats and inquiries; group chats stay the group's (decision 011).
  const blocked = blockedSendRefusal(outcome.blocked_by_sender);
  if (blocked) throw blocked;
  if (outcome.id !== null) {
    if (outcome.announcement) await announce(pool, outcome.announcement);
    return { message: toMessageDto(outcome as MessageRow), created: true };
  }
  const [existing] = await db.select().from(messages).where(eq(messages.id, input.id)).limit(1);
  if (existing && existing.senderId === senderId && existing.conversationId === conversationId) {
    if (outcome.announcement) await announce(pool, outcome.announcement);
    return { message: toMessageDto(existing), created: false };
  }
  throw conflict("message_id_taken", "This message id is already in use.");
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
