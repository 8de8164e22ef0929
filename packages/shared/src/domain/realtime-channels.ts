// Realtime names without zod, so the browser's always-loaded realtime client stays small; the
// zod schemas of the protocol (contracts/conversations.ts) are for the server and for tests.

/** Path of the WebSocket endpoint. */
export const REALTIME_PATH = "/api/realtime";

/** 'user:{userId}' (only one's own) or 'conversation:{conversationId}' (participants only). */
export type RealtimeChannel = `user:${string}` | `conversation:${string}`;

export const userChannel = (userId: string): RealtimeChannel => `user:${userId}`;
export const conversationChannel = (conversationId: string): RealtimeChannel =>
  `conversation:${conversationId}`;

/** Every event kind of the protocol; a client ignores any other kind (the list may grow). */
export const REALTIME_EVENT_KINDS = [
  "message_created",
  "conversation_updated",
  "conversation_read",
  "participant_added",
  "participant_removed",
  "deal_updated",
  "notification_created",
  "notifications_changed",
  "group_changed",
  "tenancy_updated",
] as const;
