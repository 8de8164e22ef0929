import type { ConversationType } from "@roost/shared/contracts/conversations.ts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { LAST_READ_KEY_SQL } from "../email-notifications/message-email.ts";
import { blockInConversationSql } from "../safety/blocks.ts";

/** Everything a send decides with, read in one statement before the message is appended. */
export interface SenderStanding {
  conversationType: ConversationType;
  /** The sender's role in the conversation (GROUP_INQUIRY_READER_ROLE only reads). */
  role: string;
  /** A block between the sender and another participant (blockInConversationSql), in a non-group chat. */
  blockedBySender: boolean | null;
  senderName: string | null;
  /** Every participant, the sender included, with their last read as the email job keys it. */
  participants: { user_id: string; last_read_at: string | null }[];
}

/**
 * The sender's place in the conversation, whether a block silences them there, their name and the
 * participants, in one round trip (a send is on the realtime path: each statement is a round trip
 * on a pooled connection). 404 when the conversation does not exist or the sender is not in it,
 * the same answer either way (spec §6).
 */
export async function senderStanding(
  tx: Tx,
  conversationId: string,
  senderId: string,
): Promise<SenderStanding> {
  const result = await tx.execute<{
    type: ConversationType;
    role: string;
    blocked_by_sender: boolean | null;
    sender_name: string | null;
    participants: SenderStanding["participants"];
  }>(sql`
    select c.type, me.role,
      case when c.type <> 'group' then ${blockInConversationSql(conversationId, senderId)} end as blocked_by_sender,
      (select coalesce(p.display_name, u.name) from "user" u left join profiles p on p.user_id = u.id
        where u.id = ${senderId}) as sender_name,
      (select json_agg(json_build_object('user_id', cp.user_id, 'last_read_at', ${LAST_READ_KEY_SQL}))
        from conversation_participants cp where cp.conversation_id = ${conversationId}) as participants
    from conversation_participants me
    join conversations c on c.id = me.conversation_id
    where me.conversation_id = ${conversationId} and me.user_id = ${senderId}`);
  const row = result.rows[0];
  if (!row) throw notFound("Conversation not found.");
  return {
    conversationType: row.type,
    role: row.role,
    blockedBySender: row.blocked_by_sender,
    senderName: row.sender_name,
    participants: row.participants,
  };
}
