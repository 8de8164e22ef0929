// Conversations, messages, inquiries and the realtime protocol (spec §2 Inquiry detail / Your
// Inquiries / messages, §3 conversation, conversation_participant, message, §4 Inquiry status,
// §5 Messages, §7 Conversations helpers and Chat). The server validates and documents with these
// schemas; the web app types its hooks and its realtime client with them.
//
// Conventions: ids are strings (conversation and message ids are UUIDs, user ids are text);
// timestamps are ISO 8601 strings; a participant-only resource answers 404 to anyone else.

import { z } from "zod";
import { CHAT_PAGE_SIZE } from "../domain/constants.ts";
import { LandlordTrustSchema } from "./landlord-trust.ts";
import { messageContent } from "./validation.ts";

// ---------------------------------------------------------------- shared pieces

export const CONVERSATION_TYPES = ["direct", "group", "landlord_tenant"] as const;
export const ConversationTypeSchema = z.enum(CONVERSATION_TYPES);
export type ConversationType = z.infer<typeof ConversationTypeSchema>;

export const MessageTypeSchema = z.enum(["text", "system"]);

/** A person as shown beside a chat: name and avatar from their profile. */
export const PersonSummarySchema = z.object({
  user_id: z.string(),
  /** Profile display name; null when the profile has none (the UI picks a fallback). */
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof PersonSummarySchema>;

/** The property a landlord_tenant conversation (an inquiry) is about. */
export const ConversationPropertySchema = z.object({
  id: z.string(),
  /** inquiryTitle(bedrooms, property_type): '{bedrooms} bed {property type}'. */
  title: z.string(),
  address_line_1: z.string(),
  town: z.string(),
  postcode: z.string(),
  bedrooms: z.number().int().nullable(),
  property_type: z.string().nullable(),
  /** The first photo's card-size URL, or null (the UI shows a placeholder). */
  cover_url: z.string().nullable(),
  /** The landlord (properties.user_id). */
  owner_id: z.string(),
});
export type ConversationProperty = z.infer<typeof ConversationPropertySchema>;

export const ConversationGroupSchema = z.object({ id: z.string(), name: z.string() });
export type ConversationGroup = z.infer<typeof ConversationGroupSchema>;

/** One chat message. System messages (message_type 'system') are shown differently. */
export const MessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  /** Null only for a system message without an acting user, or a deleted account. */
  sender_id: z.string().nullable(),
  content: z.string(),
  message_type: MessageTypeSchema,
  is_system_message: z.boolean(),
  created_at: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

/** The latest message of a conversation, for list previews. */
export const LastMessageSchema = z.object({
  id: z.string(),
  sender_id: z.string().nullable(),
  content: z.string(),
  is_system_message: z.boolean(),
  created_at: z.string(),
});
export type LastMessage = z.infer<typeof LastMessageSchema>;

// ---------------------------------------------------------------- starting conversations

/** POST /api/conversations/direct: open (find or create) the direct chat with another user. */
export const StartDirectConversationSchema = z.object({
  user_id: z.string().min(1, "Choose who to message"),
});
export type StartDirectConversation = z.infer<typeof StartDirectConversationSchema>;

/** POST /api/conversations/group: open (find or create) the chat of a group the caller is in. */
export const StartGroupConversationSchema = z.object({ group_id: z.uuid("Choose a group") });
export type StartGroupConversation = z.infer<typeof StartGroupConversationSchema>;

/** Answer of both "start" endpoints; the client then navigates to /messages/{conversation_id}. */
export const ConversationRefSchema = z.object({
  conversation_id: z.string(),
  /** True when this call created the conversation, false when it already existed. */
  created: z.boolean(),
});
export type ConversationRef = z.infer<typeof ConversationRefSchema>;

// ---------------------------------------------------------------- the /messages list

/** One row of GET /api/conversations (the /messages page). */
export const ConversationListItemSchema = z.object({
  id: z.string(),
  type: ConversationTypeSchema,
  /**
   * Group: the group's name. Direct: the other party's display name. Landlord_tenant: the inquiry
   * title '{bedrooms} bed {property type}'. Null when nothing is known (the UI falls back).
   */
  title: z.string().nullable(),
  /** The other party's avatar (direct, landlord_tenant); the property cover for an inquiry without one; null for groups. */
  avatar_url: z.string().nullable(),
  /** Direct and landlord_tenant: the other participant; null for groups. */
  other_party: PersonSummarySchema.nullable(),
  property: ConversationPropertySchema.nullable(),
  group: ConversationGroupSchema.nullable(),
  /** System messages count as a last message too. */
  last_message: LastMessageSchema.nullable(),
  /** Time of the latest activity (last message, else creation): the list is sorted by it, newest first. */
  last_activity_at: z.string(),
  /** Messages from others newer than the caller's last_read_at (all of them if never read). */
  unread_count: z.number().int(),
});
export type ConversationListItem = z.infer<typeof ConversationListItemSchema>;

export const ConversationListSchema = z.object({ conversations: z.array(ConversationListItemSchema) });
export type ConversationList = z.infer<typeof ConversationListSchema>;

// ---------------------------------------------------------------- one conversation

export const ParticipantSchema = PersonSummarySchema.extend({
  /** 'admin' (group leader) or 'member'. */
  role: z.string(),
  user_type: z.string().nullable(),
  last_read_at: z.string().nullable(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

/** GET /api/conversations/:id: the chat header and side panels. 404 for non-participants. */
export const ConversationDetailSchema = z.object({
  id: z.string(),
  type: ConversationTypeSchema,
  title: z.string().nullable(),
  avatar_url: z.string().nullable(),
  other_party: PersonSummarySchema.nullable(),
  participants: z.array(ParticipantSchema),
  property: ConversationPropertySchema.nullable(),
  group: ConversationGroupSchema.nullable(),
  last_message_at: z.string().nullable(),
  created_at: z.string(),
  /** The caller's own participation. */
  viewer: z.object({ user_id: z.string(), role: z.string(), last_read_at: z.string().nullable() }),
  unread_count: z.number().int(),
  /** An enquiry's landlord, as the student is told about them; null elsewhere and for the landlord. */
  landlord_trust: LandlordTrustSchema.nullable(),
  /**
   * Whether a message asking for money is to carry the payment warning: for a student, in an
   * enquiry or a direct chat, until a viewing has been confirmed in it (decision 058).
   */
  payment_warning: z.boolean(),
});
export type ConversationDetail = z.infer<typeof ConversationDetailSchema>;

export const ConversationIdParamSchema = z.object({ id: z.uuid() });

/**
 * GET /api/conversations/:id/messages query. Without before/after: the latest `limit` messages.
 * `before`: older page (scroll up), the `limit` messages just before that message.
 * `after`: catch-up after a reconnect, the first `limit` messages after that message.
 * Results are always ascending by (created_at, id); clients deduplicate by id.
 */
export const MessagesQuerySchema = z.object({
  before: z.uuid().optional(),
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE).default(CHAT_PAGE_SIZE),
});
export type MessagesQuery = z.input<typeof MessagesQuerySchema>;

export const MessagePageSchema = z.object({
  /** Ascending by (created_at, id). */
  messages: z.array(MessageSchema),
  /**
   * Latest and `before` pages: older messages exist beyond this page.
   * `after` pages: newer messages exist beyond this page (ask again with the last id).
   */
  has_more: z.boolean(),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

/**
 * POST /api/conversations/:id/messages. `id` is chosen by the client (crypto.randomUUID()) so a
 * retry is recognised: the same id from the same sender returns the stored message (200) instead
 * of creating a second; an id already used elsewhere answers 409. Content is trimmed, never blank.
 */
export const SendMessageSchema = z.object({
  id: z.uuid("A message id (UUID) is required"),
  content: messageContent,
});
export type SendMessage = z.input<typeof SendMessageSchema>;

/** POST /api/conversations/:id/read answer. */
export const MarkReadResultSchema = z.object({ conversation_id: z.string(), last_read_at: z.string() });
export type MarkReadResult = z.infer<typeof MarkReadResultSchema>;

// ---------------------------------------------------------------- realtime (WebSocket /api/realtime)
//
// The socket is opened on the same origin with the session cookie. The client subscribes to the
// channels its page shows; the server authorises each subscription. Events carry ids only, never
// content: on an event the client refetches or invalidates the matching queries. After every
// reconnect (backoff RECONNECT_BACKOFF_MS) the client resubscribes and refetches what it shows,
// e.g. GET messages?after={last id it has}, deduplicating by id.

/** 'user:{userId}' (only one's own) or 'conversation:{conversationId}' (participants only). */
export const RealtimeChannelSchema = z
  .string()
  .regex(/^(user:[A-Za-z0-9_-]{1,128}|conversation:[0-9a-fA-F-]{36})$/, "Unknown channel");

/** Client → server. */
export const RealtimeClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), channel: RealtimeChannelSchema }),
  z.object({ type: z.literal("unsubscribe"), channel: RealtimeChannelSchema }),
  /** Optional application-level ping; the server answers {type:'pong'}. */
  z.object({ type: z.literal("ping") }),
]);
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessageSchema>;

/**
 * The event kinds. Sent on `conversation:{id}`: message_created, participant_added,
 * participant_removed, deal_updated. Sent on `user:{id}`: conversation_updated, conversation_read,
 * participant_removed (when it is the user who was removed), notification_created,
 * notifications_changed, group_changed, tenancy_updated. Clients must ignore kinds they do not know (the list may grow).
 */
export const RealtimeEventSchema = z.discriminatedUnion("kind", [
  /** A message (text or system) was stored in the conversation. */
  z.object({
    kind: z.literal("message_created"),
    conversation_id: z.string(),
    message_id: z.string(),
    sender_id: z.string().nullable(),
  }),
  /** The conversation's list row changed (new message, new conversation): refetch the list/badges. */
  z.object({ kind: z.literal("conversation_updated"), conversation_id: z.string() }),
  /** The user read the conversation (possibly in another tab): unread counts changed. */
  z.object({ kind: z.literal("conversation_read"), conversation_id: z.string() }),
  z.object({ kind: z.literal("participant_added"), conversation_id: z.string(), user_id: z.string() }),
  /** Delivery to the removed user stops at once; on their user channel it tells the page to leave. */
  z.object({ kind: z.literal("participant_removed"), conversation_id: z.string(), user_id: z.string() }),
  /** The viewing/deal card of the conversation changed (deal_progression, viewing_time_slots). */
  z.object({ kind: z.literal("deal_updated"), conversation_id: z.string() }),
  /** A new notification for the user. */
  z.object({ kind: z.literal("notification_created"), notification_id: z.string() }),
  /** Read state of the user's notifications changed (toggle, read-all): refetch list and badge. */
  z.object({ kind: z.literal("notifications_changed") }),
  /** Something fellow members see changed, such as a member's budget (decision 038): refetch the group. */
  z.object({ kind: z.literal("group_changed") }),
  /** A tenancy the user is a party to changed (decision 062): refetch it and its deal card. */
  z.object({ kind: z.literal("tenancy_updated"), tenancy_id: z.string() }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
export type RealtimeEventKind = RealtimeEvent["kind"];

/** Server → client. */
export const RealtimeServerMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribed"), channel: z.string() }),
  z.object({ type: z.literal("unsubscribed"), channel: z.string() }),
  /**
   * forbidden: not allowed to read the channel (also sent when a subscription is dropped because
   * the user left or was removed). bad_request: the message could not be understood.
   * too_many_channels: the socket already has REALTIME_MAX_CHANNELS_PER_SOCKET subscriptions.
   */
  z.object({
    type: z.literal("error"),
    code: z.enum(["forbidden", "bad_request", "too_many_channels"]),
    channel: z.string().optional(),
  }),
  z.object({ type: z.literal("event"), channel: z.string(), event: RealtimeEventSchema }),
  z.object({ type: z.literal("pong") }),
]);
export type RealtimeServerMessage = z.infer<typeof RealtimeServerMessageSchema>;
