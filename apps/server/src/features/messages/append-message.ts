import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { messages } from "../../db/schema.ts";

export type NewMessage = Omit<typeof messages.$inferInsert, "seq">;

/**
 * The one way a message enters a conversation (docs/decisions/004, 2026-11-24). Bumping
 * conversations.last_seq locks the conversation row before the insert and holds it until commit,
 * so appends to one conversation commit in seq order and created_at follows seq: a reader that
 * catches up by seq can never pass a message that commits later. Call it inside the transaction
 * that commits the message (every caller does), never on the bare pool: the lock must last until
 * commit. Returns undefined, taking no seq, when a message with this id already exists (the caller
 * decides whether that is a retry).
 *
 * One statement, one round trip (a chat send is on the realtime path): the bump also
 * moves last_message_at, read under the lock, and the message takes that time as its created_at
 * (or the one it brings, as the demo seed's do), so the two are equal and follow seq.
 */
export async function appendMessage(tx: Tx, message: NewMessage): Promise<AppendedMessage | undefined> {
  const { conversationId } = message;
  const createdAt = message.createdAt ? new Date(message.createdAt).toISOString() : null;
  const result = await tx.execute<AppendOutcome>(sql`
    with bumped as (
      update conversations
      set last_seq = last_seq + 1,
        last_message_at = greatest(last_message_at, coalesce(${createdAt}::timestamptz, clock_timestamp()))
      where id = ${conversationId} and not exists (select 1 from messages where id = ${message.id})
      returning last_seq, last_message_at
    ), inserted as (
      insert into messages (id, conversation_id, sender_id, content, message_type, is_system_message,
        created_at, seq)
      select ${message.id}::uuid, ${conversationId}::uuid, ${message.senderId ?? null}::text,
        ${message.content}::text, ${message.messageType ?? "text"}::message_type,
        ${message.isSystemMessage ?? false}::boolean,
        coalesce(${createdAt}::timestamptz, bumped.last_message_at), bumped.last_seq
      from bumped
      on conflict (id) do nothing
      returning id, conversation_id as "conversationId", sender_id as "senderId", content,
        message_type as "messageType", is_system_message as "isSystemMessage",
        created_at as "createdAt", seq
    )
    select inserted.*, (select count(*) from bumped)::int as bumped,
      exists (select 1 from conversations where id = ${conversationId}) as "conversationExists"
    from (select 1) as one left join inserted on true`);
  const { bumped, conversationExists, ...row } = result.rows[0] as AppendOutcome;
  if (!conversationExists) throw new Error(`conversation ${conversationId} not found`);
  if (row.id !== null) return { ...row, createdAt: new Date(row.createdAt), seq: Number(row.seq) };
  if (bumped > 0) {
    // The id was taken meanwhile by a send that had not committed when this one looked. Still under
    // the lock, so nobody has taken the next seq: give it back (no gap), and the time with it.
    await tx.execute(sql`
      update conversations
      set last_seq = last_seq - 1,
        last_message_at = (select max(created_at) from messages where conversation_id = ${conversationId})
      where id = ${conversationId}`);
  }
  return undefined;
}

type AppendedMessage = typeof messages.$inferSelect;

/** The statement's one row: the message if it went in (all null if not), and what happened. */
type AppendOutcome = Omit<AppendedMessage, "createdAt" | "seq"> & {
  createdAt: string;
  seq: string;
  bumped: number;
  conversationExists: boolean;
};
