import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { conversationParticipants, conversations } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";

export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;

/**
 * The conversation and the caller's participation, or 404 — the same answer whether the
 * conversation does not exist or the caller is not in it, so nothing leaks (spec §6).
 */
export async function requireParticipant(
  tx: Tx,
  conversationId: string,
  userId: string,
): Promise<{ conversation: ConversationRow; participant: ParticipantRow }> {
  const [row] = await tx
    .select({ conversation: conversations, participant: conversationParticipants })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .limit(1);
  if (!row) throw notFound("Conversation not found.");
  return row;
}
