import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { messages } from "../../db/schema.ts";

export type NewMessage = Omit<typeof messages.$inferInsert, "seq">;

/**
 * The one way a message enters a conversation (docs/decisions/004, 2026-11-24). Bumping
 * conversations.last_seq locks the conversation row before the insert and holds it until commit,
 * so appends to one conversation commit in seq order and created_at follows seq: a reader that
 * catches up by seq can never pass a message that commits later. Call it inside the transaction
 * that commits the message (every caller does), never on the bare pool: the lock must last until
 * commit. Returns undefined, taking no seq, when a message with this id already exists (the caller
 * decides whether that is a retry).
 */
export async function appendMessage(tx: Tx, message: NewMessage) {
  const bumped = await tx.execute<{ last_seq: string }>(sql`
    update conversations set last_seq = last_seq + 1 where id = ${message.conversationId}
    returning last_seq`);
  const seq = bumped.rows[0]?.last_seq;
  if (seq === undefined) throw new Error(`conversation ${message.conversationId} not found`);
  const [inserted] = await tx
    .insert(messages)
    .values({ ...message, seq: Number(seq) })
    .onConflictDoNothing({ target: messages.id })
    .returning();
  if (!inserted) {
    // Still under the lock, so nobody has taken the next seq: give this one back (no gap).
    await tx.execute(
      sql`update conversations set last_seq = last_seq - 1 where id = ${message.conversationId}`,
    );
    return undefined;
  }
  // Compared inside PostgreSQL: microsecond timestamps never round-trip through JS.
  await tx.execute(sql`
    update conversations set last_message_at = m.created_at
    from messages m where m.id = ${inserted.id} and conversations.id = ${message.conversationId}
      and (conversations.last_message_at is null or conversations.last_message_at < m.created_at)`);
  return inserted;
}
