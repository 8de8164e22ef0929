// Your Inquiries (spec §2, §4 Inquiry status): the landlord_tenant conversations seen from the
// caller's side, with the status each side reads.

import { z } from "zod";
import { INQUIRY_STATUSES } from "../domain/inquiry-status.ts";
import { ConversationPropertySchema, LastMessageSchema } from "./conversations.ts";

export const InquiryStatusSchema = z.enum(INQUIRY_STATUSES);

/** One row of GET /api/inquiries: a landlord_tenant conversation seen from the caller's side. */
export const InquiryListItemSchema = z.object({
  conversation_id: z.string(),
  /** '{bedrooms} bed {property type}'. */
  title: z.string(),
  property: ConversationPropertySchema.nullable(),
  /** The caller's side of the inquiry: the enquiring student ('tenant') or the owner ('landlord'). */
  viewer_role: z.enum(["tenant", "landlord"]),
  /**
   * For a tenant: the owner, display_name falling back to 'Property Owner'. For a landlord: the
   * student who enquired. user_id is null only when that person is gone.
   */
  other_party: z.object({
    user_id: z.string().nullable(),
    display_name: z.string(),
    avatar_url: z.string().nullable(),
  }),
  last_message: LastMessageSchema.nullable(),
  last_activity_at: z.string(),
  unread_count: z.number().int(),
  /** deriveInquiryStatus: pending / responded / viewed. */
  status: InquiryStatusSchema,
  /** 'Pending', 'New Response' or 'Read'. */
  status_label: z.string(),
});
export type InquiryListItem = z.infer<typeof InquiryListItemSchema>;

export const InquiryListSchema = z.object({ inquiries: z.array(InquiryListItemSchema) });
export type InquiryList = z.infer<typeof InquiryListSchema>;
