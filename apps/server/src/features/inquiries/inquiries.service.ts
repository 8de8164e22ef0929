import type { InquiryListItem } from "@roost/shared/contracts/inquiries.ts";
import { deriveInquiryStatus, INQUIRY_STATUS_LABELS } from "@roost/shared/domain/inquiry-status.ts";
import { inquiryTitle, PROPERTY_OWNER_FALLBACK_NAME } from "@roost/shared/domain/property.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  conversationRows,
  iso,
  lastMessageOf,
  propertyOf,
  type Row,
} from "../conversations/conversation-list.service.ts";

/**
 * GET /api/inquiries (spec §2 Your Inquiries, §7 Inquiries): the caller's landlord_tenant
 * conversations about a property, from their side, with the derived status — one query.
 */
export async function listInquiries(db: Db, userId: string): Promise<InquiryListItem[]> {
  const result = await db.execute<Row>(
    conversationRows(userId, sql`c.type = 'landlord_tenant' and c.property_id is not null`),
  );
  return (result.rows as Row[]).map((r) => {
    const asTenant = r.tenant_id === userId || r.p_owner !== userId;
    const otherParty = asTenant
      ? {
          user_id: r.p_owner,
          display_name: r.owner_name?.trim() || PROPERTY_OWNER_FALLBACK_NAME,
          avatar_url: r.owner_avatar,
        }
      : {
          user_id: r.tenant_id,
          display_name: r.tenant_name?.trim() || "Student",
          avatar_url: r.tenant_avatar,
        };
    const status = deriveInquiryStatus({
      viewerId: userId,
      lastMessageSenderId: r.lm_sender,
      lastMessageAt: r.lm_at,
      // JS Dates keep milliseconds, PostgreSQL microseconds: the SQL unread count is the precise
      // "newer than last_read_at", so when it says unread we must not let rounding say "Read".
      viewerLastReadAt: r.unread > 0 ? null : r.my_last_read_at,
    });
    return {
      conversation_id: r.id,
      title: inquiryTitle(r.p_bedrooms, r.p_type),
      property: propertyOf(r),
      viewer_role: asTenant ? "tenant" : "landlord",
      other_party: otherParty,
      last_message: lastMessageOf(r),
      last_activity_at: iso(r.lm_at ?? r.last_message_at ?? r.created_at) as string,
      unread_count: r.unread,
      status,
      status_label: INQUIRY_STATUS_LABELS[status],
    };
  });
}
