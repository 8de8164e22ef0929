// Derived inquiry status of spec §4. The input is shaped so the server can compute it from one
// row per conversation (latest message sender and time, plus the viewer's last_read_at) without
// loading or counting messages.

export const INQUIRY_STATUSES = ["pending", "responded", "viewed"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_STATUS_LABELS: Readonly<Record<InquiryStatus, string>> = {
  pending: "Pending",
  responded: "New Response",
  viewed: "Read",
};

export interface InquiryStatusInput {
  viewerId: string;
  /**
   * Sender of the latest message, null for a message without a sender. Services should record
   * system messages under the user whose action caused them, so "I requested a viewing" leaves
   * the inquiry pending for that user instead of looking like a reply.
   */
  lastMessageSenderId: string | null;
  /** Null when the conversation has no messages. */
  lastMessageAt: Date | string | null;
  /** The viewer's conversation_participants.last_read_at; null when never read. */
  viewerLastReadAt: Date | string | null;
}

const toTime = (value: Date | string): number => (value instanceof Date ? value : new Date(value)).getTime();

/**
 * When the latest message is from the other party, "unread messages exist" reduces to "the
 * latest message is newer than last_read_at": if any message is newer than that, the latest is
 * too. A participant who never read anything has everything unread.
 */
export function deriveInquiryStatus(input: InquiryStatusInput): InquiryStatus {
  if (input.lastMessageAt === null) return "pending";
  if (input.lastMessageSenderId === input.viewerId) return "pending";
  if (input.viewerLastReadAt === null) return "responded";
  return toTime(input.lastMessageAt) > toTime(input.viewerLastReadAt) ? "responded" : "viewed";
}

export function inquiryStatusLabel(status: InquiryStatus): string {
  return INQUIRY_STATUS_LABELS[status];
}
