// Notifications API (spec §2 Notifications, §3 notification, §4 Notification, §7 Notifications):
// request and response shapes shared by the server routes and the web app's hooks. Realtime
// events about notifications are part of the one realtime protocol in contracts/conversations.ts.

import { z } from "zod";
import { NOTIFICATION_TYPES } from "../domain/notifications.ts";

export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** notification.data (§3): who and what it is about; every field optional. */
export const NotificationDataSchema = z.object({
  sender_id: z.string().nullable().optional(),
  sender_name: z.string().nullable().optional(),
  conversation_id: z.string().nullable().optional(),
  conversation_type: z.enum(["direct", "group", "landlord_tenant"]).nullable().optional(),
  group_id: z.string().nullable().optional(),
  property_id: z.string().nullable().optional(),
  tenancy_id: z.string().nullable().optional(),
});
export type NotificationDataDto = z.infer<typeof NotificationDataSchema>;

/** One notification as the API returns it. Timestamps are ISO strings; read_at null = unread. */
export const NotificationSchema = z.object({
  id: z.string(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  data: NotificationDataSchema,
  read_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationDto = z.infer<typeof NotificationSchema>;

/** GET /api/notifications: the latest NOTIFICATIONS_LIMIT (50) unexpired ones, newest first. */
export const NotificationListSchema = z.object({
  notifications: z.array(NotificationSchema),
  /** Unread and unexpired, over all of the user's notifications (not only the 50 listed). */
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** GET /api/notifications/unread-count: the header and dashboard badge (shown capped at 9+). */
export const UnreadCountSchema = z.object({ unread_count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** PATCH /api/notifications/:id body: read true sets read_at to now, false makes it unread again. */
export const NotificationReadUpdateSchema = z.object({ read: z.boolean() });
export type NotificationReadUpdate = z.infer<typeof NotificationReadUpdateSchema>;

/** POST /api/notifications/read-all answer: how many were marked read. */
export const ReadAllResultSchema = z.object({ updated: z.number().int(), unread_count: z.number().int() });
export type ReadAllResult = z.infer<typeof ReadAllResultSchema>;

/** Path parameter of PATCH /api/notifications/:id. */
export const NotificationIdParamSchema = z.object({ id: z.string().uuid() });
