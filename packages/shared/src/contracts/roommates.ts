// Roommates, connect requests and public profiles (spec §2 Roommates, §3 connect_request /
// profile, §4 Connect request, §6, §7 Connect requests and Conversations helpers).
//
// Conventions: user ids are text, request ids UUIDs, timestamps ISO 8601 strings, budgets whole
// pounds. Roommates and connect-request endpoints are for students only (others: 403
// 'students_only'). A public profile never carries email; phone only in the landlord context (§6).
//
// Error codes (→ texts of domain/errors.ts, spec §8):
//   422 self_connect, request_not_pending
//   409 connect_request_duplicate (pending or accepted request already exists for the pair)
//   403 not_connected (POST /api/roommates/:userId/message without an accepted request), students_only
//   404 not_found (a request not addressed to the caller, a profile the caller may not see)

import { z } from "zod";
import { CONNECT_REQUEST_STATUSES } from "../domain/connect-request.ts";
import { USER_TYPES } from "../domain/user-types.ts";
import { BudgetFilterSchema } from "./groups.ts";
import { connectRequestMessage } from "./validation.ts";

// ---------------------------------------------------------------- queries, params, bodies

/**
 * GET /api/roommates query. `q`: case-insensitive substring over display name, bio, university,
 * interests, hobbies and preferred locations. `university`: exact match (one of UNIVERSITIES, or
 * any other value); absent or 'all' means any. `budget`: ROOMMATE_BUDGET_BANDS on budget_max
 * (§9: low ≤ 500, medium 500–1000, high > 1000); a chosen band hides profiles without budget_max.
 * `sort`: 'compatibility' (default: score descending, then newest) or 'newest'. `cursor`: the
 * `next_cursor` of the previous page (keyset, decision 023); absent for the first page.
 */
export const RoommatesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  university: z.string().trim().max(100).optional(),
  budget: BudgetFilterSchema.default("all"),
  sort: z.enum(["compatibility", "newest"]).default("compatibility"),
  cursor: z.string().max(300).optional(),
});
export type RoommatesQuery = z.input<typeof RoommatesQuerySchema>;

export const UserIdParamSchema = z.object({ userId: z.string().min(1) });
export const ConnectRequestIdParamSchema = z.object({ id: z.uuid() });

/** POST /api/roommates/requests body (Connect / Connect Again, optional note). */
export const SendConnectRequestSchema = z.object({
  receiver_id: z.string().min(1, "Choose who to connect with"),
  message: connectRequestMessage,
});
export type SendConnectRequest = z.input<typeof SendConnectRequestSchema>;

// ---------------------------------------------------------------- pieces

export const ConnectRequestStatusSchema = z.enum(CONNECT_REQUEST_STATUSES);

/**
 * The card's action from the caller's point of view (domain/connect-request.ts connectButtonState;
 * labels in CONNECT_BUTTON_LABELS): 'connect' (no request), 'request_sent' (caller sent a pending
 * one: 'Request Sent'), 'pending_response' (caller received a pending one: 'Pending Response'),
 * 'message' (accepted: Message starts a direct chat), 'connect_again' (rejected).
 */
export const ConnectStateSchema = z.enum([
  "connect",
  "request_sent",
  "pending_response",
  "message",
  "connect_again",
]);
export type ConnectState = z.infer<typeof ConnectStateSchema>;

/** A person beside a connect request. */
export const RoommatePersonSchema = z.object({
  user_id: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  university: z.string().nullable(),
});
export type RoommatePerson = z.infer<typeof RoommatePersonSchema>;

export const ConnectRequestSchema = z.object({
  id: z.string(),
  sender_id: z.string(),
  receiver_id: z.string(),
  message: z.string().nullable(),
  status: ConnectRequestStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConnectRequest = z.infer<typeof ConnectRequestSchema>;

/**
 * Compatibility between the caller and another student (our addition beyond the spec, see
 * docs/decisions/ roommate-compatibility and domain/compatibility.ts): a score 0–100 and short
 * reasons such as 'Same university', 'Budgets overlap', '3 shared interests', most important first.
 */
export const CompatibilitySchema = z.object({
  score: z.number().int().min(0).max(100),
  reasons: z.array(z.string()),
});
export type CompatibilityJson = z.infer<typeof CompatibilitySchema>;

/** Profile fields any permitted viewer may see. Never email; phone is separate (ProfileView). */
export const PublicProfileSchema = z.object({
  user_id: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  university: z.string().nullable(),
  current_year: z.string().nullable(),
  interests: z.array(z.string()),
  hobbies: z.array(z.string()),
  preferred_locations: z.array(z.string()),
  budget_min: z.number().int().nullable(),
  budget_max: z.number().int().nullable(),
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  x_url: z.string().nullable(),
  user_type: z.enum(USER_TYPES).nullable(),
  is_verified: z.boolean(),
  /** For 'Member since {Month Year}' (memberSinceText). */
  created_at: z.string(),
  badges: z.array(
    z.object({ badge_type: z.string(), badge_name: z.string(), description: z.string().nullable() }),
  ),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

// ---------------------------------------------------------------- GET /api/roommates

/** One roommate card: the public profile, the caller's connect state and the compatibility. */
export const RoommateCardSchema = PublicProfileSchema.extend({
  connect_state: ConnectStateSchema,
  /** The pair's single request (either direction), or null: lets a card Accept / Reject in place. */
  connect_request: ConnectRequestSchema.nullable(),
  compatibility: CompatibilitySchema,
});
export type RoommateCard = z.infer<typeof RoommateCardSchema>;

/**
 * One page (ROOMMATES_PAGE_SIZE) of the students other than the caller matching the filters, in
 * the chosen order. Every match is reachable by following `next_cursor` (null on the last page).
 */
export const RoommatesListSchema = z.object({
  roommates: z.array(RoommateCardSchema),
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  next_cursor: z.string().nullable(),
});
export type RoommatesList = z.infer<typeof RoommatesListSchema>;

// ---------------------------------------------------------------- connect requests

export const ConnectRequestWithPeopleSchema = ConnectRequestSchema.extend({
  sender: RoommatePersonSchema,
  receiver: RoommatePersonSchema,
});
export type ConnectRequestWithPeople = z.infer<typeof ConnectRequestWithPeopleSchema>;

/** GET /api/roommates/requests: the caller's PENDING requests, newest first. */
export const ConnectRequestsListSchema = z.object({
  /** Addressed to the caller: Accept / Reject. */
  received: z.array(ConnectRequestWithPeopleSchema),
  /** Sent by the caller: 'Request Sent'. */
  sent: z.array(ConnectRequestWithPeopleSchema),
});
export type ConnectRequestsList = z.infer<typeof ConnectRequestsListSchema>;

/**
 * POST /api/roommates/requests answer (201): the pair's request, now pending with the caller as
 * sender (a rejected pair's row is reused: 'Connect Again'). Also the answer of accept / reject.
 */
export const ConnectRequestResultSchema = ConnectRequestSchema;

/** POST /api/roommates/:userId/message answer: navigate to /messages/{conversation_id}. */
export const StartRoommateChatResultSchema = z.object({
  conversation_id: z.string(),
  created: z.boolean(),
});
export type StartRoommateChatResult = z.infer<typeof StartRoommateChatResultSchema>;

// ---------------------------------------------------------------- GET /api/profiles/:userId

/**
 * The Profile View dialog. Who may see what:
 * - a student viewing a student: context 'roommates', connect state and compatibility, no phone;
 * - a landlord or property finder viewing a student linked to them by a landlord_tenant
 *   conversation or a deal (an inquiry or application, including members of the applying group):
 *   until their GDPR consent for that student is recorded (POST /api/profiles/:userId/consent,
 *   spec §5), only the name and avatar (ProfileConsentRequired); after it, context 'landlord',
 *   no connect state (no Connect / Message for landlords), the student's group, and the phone
 *   number only for a landlord (showsPhoneNumber, §6), not a property finder;
 * - anyone else: 404. docs/decisions/015-privacy-consent-vouchers-booking-mail.md.
 */
export const ProfileDetailSchema = PublicProfileSchema.extend({
  access: z.literal("full"),
  context: z.enum(["roommates", "landlord"]),
  /** Only for a landlord viewer (landlord context); null otherwise and when the student has none. */
  phone: z.string().nullable(),
  /** Null in the landlord context and when viewing oneself. */
  connect_state: ConnectStateSchema.nullable(),
  connect_request: ConnectRequestSchema.nullable(),
  compatibility: CompatibilitySchema.nullable(),
  /**
   * Landlord context only: the student's group for the group summary (members leader first; the
   * UI shows LANDLORD_SUMMARY_AVATARS = 4 avatars). Null for student viewers and when not in a group.
   */
  group: z
    .object({
      id: z.string(),
      name: z.string(),
      member_count: z.number().int(),
      members: z.array(
        z.object({
          user_id: z.string(),
          display_name: z.string().nullable(),
          avatar_url: z.string().nullable(),
          role: z.enum(["admin", "member"]),
        }),
      ),
    })
    .nullable(),
});
export type ProfileDetail = z.infer<typeof ProfileDetailSchema>;

/** A landlord-side viewer without a recorded consent for this student: the name and avatar only. */
export const ProfileConsentRequiredSchema = z.object({
  access: z.literal("consent_required"),
  context: z.literal("landlord"),
  user_id: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type ProfileConsentRequired = z.infer<typeof ProfileConsentRequiredSchema>;

/** GET /api/profiles/:userId: the detail, or (landlord side, before consent) the name and avatar. */
export const ProfileViewSchema = z.discriminatedUnion("access", [
  ProfileDetailSchema,
  ProfileConsentRequiredSchema,
]);
export type ProfileView = z.infer<typeof ProfileViewSchema>;

/**
 * POST /api/profiles/:userId/consent answer: when the caller's one-time consent for this student
 * was recorded. Idempotent: the first time stands.
 */
export const ProfileConsentSchema = z.object({ student_id: z.string(), consented_at: z.string() });
export type ProfileConsent = z.infer<typeof ProfileConsentSchema>;
