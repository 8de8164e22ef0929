import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { messages } from "../../db/schema.ts";

export type NewMessage = Omit<typeof messages.$inferInsert, "seq">;

/** A new message whose values may be a named statement's placeholders (the send statement's). */
type MessageValues = {
  [K in keyof NewMessage]: K extends "id" | "conversationId" | "senderId" | "content"
    ? NewMessage[K] | Placeholder
    : NewMessage[K];
};

/** The appended message's columns, as `appended` returns them (and as listings read them). */
export const APPENDED_COLUMNS = sql.raw(`id, conversation_id as "conversationId", sender_id as "senderId",
  content, message_type as "messageType", is_system_message as "isSystemMessage",
  created_at as "createdAt", seq`);

/**
 * The one way a message enters a conversation (docs/decisions/004), as three WITH queries for a
 * statement to start with: `locked` takes the conversation's row lock and reads its last seq and
 * time, `appended` inserts the message with the next seq, `bumped` moves the conversation on. The
 * lock is held until commit, so appends to one conversation commit in seq order and created_at
 * follows seq: a reader that catches up by seq can never pass a message that commits later.
 *
 * The insert comes before the bump, so a message whose id already exists (a retry, or another
 * send's id that has not committed yet: the insert waits for it) takes no seq at all and leaves no
 * gap. `when` gates the append on the statement's own checks (the send's permissions).
 *
 * The message takes the later of the conversation's last time and now as its created_at (or the
 * one it brings, as the demo seed's do), so times never go backwards along seq.
 */
export function appendCtes(message: MessageValues, when: SQL = sql`true`): SQL {
  const createdAt = message.createdAt ? new Date(message.createdAt).toISOString() : null;
  return sql`
    locked as (
      select last_seq, last_message_at from conversations
      where id = ${message.conversationId} and ${when}
      for update
    ), appended as (
      insert into messages (id, conversation_id, sender_id, content, message_type, is_system_message,
        created_at, seq)
      select ${message.id}::uuid, ${message.conversationId}::uuid, ${message.senderId ?? null}::text,
        ${message.content}::text, ${message.messageType ?? "text"}::message_type,
        ${message.isSystemMessage ?? false}::boolean,
        coalesce(${createdAt}::timestamptz, greatest(locked.last_message_at, clock_timestamp())),
        locked.last_seq + 1
      from locked
      on conflict (id) do nothing
      returning ${APPENDED_COLUMNS}
    ), bumped as (
      update conversations c
      set last_seq = a.seq, last_message_at = greatest(c.last_message_at, a."createdAt")
      from appended a
      where c.id = a."conversationId"
      returning c.id
    )`;
}

/**
 * Appends a message in the caller's transaction (the system messages of deals and groups, which
 * commit with the change they announce). Returns undefined when a message with this id already
 * exists (the caller decides whether that is a retry).
 */
export async function appendMessage(tx: Tx, message: NewMessage): Promise<AppendedMessage | undefined> {
  const result = await tx.execute<AppendOutcome>(sql`
    with ${appendCtes(message)}
    select appended.*,
      exists (select 1 from conversations where id = ${message.conversationId}) as "conversationExists"
    from (select 1) as one left join appended on true`);
  const { conversationExists, ...row } = result.rows[0] as AppendOutcome;
  if (!conversationExists) throw new Error(`conversation ${message.conversationId} not found`);
  if (row.id === null) return undefined;
  return { ...row, createdAt: new Date(row.createdAt), seq: Number(row.seq) };
}

type AppendedMessage = typeof messages.$inferSelect;

/** The statement's one row: the message if it went in (all null if not). */
type AppendOutcome = Omit<AppendedMessage, "createdAt" | "seq"> & {
  createdAt: string;
  seq: string;
  conversationExists: boolean;
};
