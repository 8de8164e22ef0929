import type { ConversationDetail, ConversationType } from "@roost/shared/contracts/conversations.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { landlordTrust } from "./trust.ts";

/**
 * What a conversation tells its reader about trust (decision 058): an enquiry's landlord as the
 * student sees them, and whether money talk carries the payment warning. That warning is for a
 * student in an enquiry or a direct chat until a viewing has been confirmed there; a group's own
 * chat is among housemates, who share deposits honestly.
 */
export async function conversationTrust(
  db: Db,
  conversation: { id: string; type: ConversationType; landlordId: string | null },
  viewerId: string,
): Promise<Pick<ConversationDetail, "landlord_trust" | "payment_warning">> {
  const isLandlord = conversation.landlordId === viewerId;
  const [facts] = (
    await db.execute<{ student: boolean; viewed: boolean }>(sql`
      select
        exists(select 1 from profiles where user_id = ${viewerId} and user_type = 'student') as student,
        exists(select 1 from deal_progression
          where conversation_id = ${conversation.id} and viewing_confirmed_at is not null) as viewed`)
  ).rows;
  const landlord_trust =
    conversation.type === "landlord_tenant" && conversation.landlordId && !isLandlord
      ? await landlordTrust(db, conversation.landlordId)
      : null;
  return {
    landlord_trust,
    payment_warning:
      conversation.type !== "group" && !isLandlord && facts?.student === true && facts.viewed === false,
  };
}
