// Notification rules of spec §2, §3 and §4: read state, filter chips and where opening one goes.

export const NOTIFICATION_TYPES = [
  "group_request",
  "connect_request",
  "message",
  "application",
  "negotiation",
  "group_invite",
  // Not in §3's list: a new home matching a saved search (decision 033).
  "saved_search_match",
  // Nor this: a landlord's verification request and its decision (decision 058).
  "verification",
  // Nor this: what the other members did on the group shortlist, batched (decision 060).
  "shortlist",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Readonly<Record<NotificationType, string>> = {
  group_request: "Group requests",
  connect_request: "Connect requests",
  message: "Messages",
  application: "Applications",
  negotiation: "Negotiations",
  group_invite: "Group invites",
  saved_search_match: "Saved searches",
  verification: "Verification",
  shortlist: "Shortlist",
};

export type NotificationFilter = "all" | "unread" | NotificationType;

export const NOTIFICATION_FILTERS: readonly NotificationFilter[] = ["all", "unread", ...NOTIFICATION_TYPES];

export interface NotificationData {
  sender_id?: string | null;
  sender_name?: string | null;
  conversation_id?: string | null;
  conversation_type?: string | null;
  group_id?: string | null;
  property_id?: string | null;
  /** A tenancy's step (decision 062): the notification opens the tenancy. */
  tenancy_id?: string | null;
  /** A batched notification's window (the shortlist's): its end, so a retried job adds none twice. */
  digest?: string | null;
}

export interface NotificationLike {
  type: NotificationType | string;
  read_at: Date | string | null;
  expires_at?: Date | string | null;
  data?: NotificationData | null;
}

export function isUnread(notification: Pick<NotificationLike, "read_at">): boolean {
  return notification.read_at === null;
}

/** Toggling a read notification makes it unread again (§4); toggling an unread one reads it now. */
export function toggledReadAt(readAt: Date | string | null, now: Date): Date | null {
  return readAt === null ? now : null;
}

/** Expired notifications are kept in the table but no longer shown. */
export function isExpired(notification: Pick<NotificationLike, "expires_at">, now: Date): boolean {
  if (notification.expires_at === null || notification.expires_at === undefined) return false;
  const expiresAt = new Date(notification.expires_at).getTime();
  return !Number.isNaN(expiresAt) && expiresAt <= now.getTime();
}

export function matchesNotificationFilter(
  notification: NotificationLike,
  filter: NotificationFilter,
): boolean {
  if (filter === "all") return true;
  if (filter === "unread") return isUnread(notification);
  return notification.type === filter;
}

/**
 * Where opening a notification navigates (§2: "by its type"; the spec gives no table, so this is
 * ours). Chats about a property are inquiries; other chats open in Messages.
 */
export function notificationHref(notification: Pick<NotificationLike, "type" | "data">): string {
  const conversationId = notification.data?.conversation_id;
  const isInquiry = notification.data?.conversation_type === "landlord_tenant";
  switch (notification.type) {
    case "group_request":
      return "/groups";
    case "group_invite":
      // The group by id: the page fetches its current invite code (codes rotate, decision 024).
      return notification.data?.group_id
        ? `/groups?invite=${encodeURIComponent(notification.data.group_id)}`
        : "/groups";
    case "connect_request":
      return "/roommates";
    case "saved_search_match":
      return notification.data?.property_id
        ? `/property/${notification.data.property_id}`
        : "/saved-searches";
    case "verification":
      return "/profile#verification";
    case "shortlist":
      return notification.data?.group_id
        ? `/groups/${encodeURIComponent(notification.data.group_id)}/shortlist`
        : "/groups";
    case "application":
    case "negotiation":
      if (notification.data?.tenancy_id) return `/tenancy/${notification.data.tenancy_id}`;
      return conversationId ? `/inquiries/${conversationId}` : "/inquiries";
    case "message":
      if (!conversationId) return "/messages";
      return isInquiry ? `/inquiries/${conversationId}` : `/messages/${conversationId}`;
    default:
      return "/notifications";
  }
}
