import { conversationChannel, userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { conversationParticipants } from "../../db/schema.ts";
import { publishMany } from "../../realtime/bus.ts";

/**
 * Takes a user out of a conversation and publishes participant_removed on the conversation and on
 * the user's own channel: from the moment `tx` commits, no further event of that conversation
 * reaches the user's sockets. Returns false when they were not a participant.
 */
export async function removeParticipant(tx: Tx, conversationId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .returning({ userId: conversationParticipants.userId });
  if (rows.length === 0) return false;
  const event = { kind: "participant_removed", conversation_id: conversationId, user_id: userId } as const;
  await publishMany(tx, [
    { channel: conversationChannel(conversationId), event },
    { channel: userChannel(userId), event },
  ]);
  return true;
}
