// Error catalogue: API error codes (snake_case, as sent in {"error": {"code"}}) mapped to the
// user-facing texts of spec §8. Texts quoted in the spec are copied verbatim; codes the spec does
// not cover (generic HTTP cases, deal-machine refusals, a few rule refusals) have our own wording
// in the same voice. Descriptions may hold {placeholders}, filled by errorText().

import type { DealErrorCode } from "./deal-stage.ts";
import {
  FIRST_LOAD_ERROR_TEXTS,
  FIRST_LOAD_SUCCESS_TEXTS,
  TRY_LATER,
  type UserText,
} from "./first-load-texts.ts";
import { REMOVED_MEMBER_REQUEST_WAIT_DAYS } from "./groups.ts";
import { PUSH_ERROR_TEXTS } from "./push.ts";
import { TENANCY_ERROR_TEXTS } from "./tenancy-error-texts.ts";
import type { TenancyMoveError } from "./tenancy-state.ts";

export type { UserText };

const SPEC_ERROR_TEXTS = {
  // Profile
  avatar_upload_failed: { title: "Failed to upload avatar. Please try again." },
  profile_update_failed: { title: "Failed to update profile. Please try again." },

  // Groups
  already_in_group: { title: "Already in a group", description: "You can only be in one group at a time." },
  group_create_failed: { title: "Error creating group" },
  membership_check_failed: { title: "Error", description: TRY_LATER },
  invalid_invite_code: { title: "Invalid invite code" },
  already_member: { title: "You are already a member of this group" },
  join_request_duplicate: {
    title: "Request already sent",
    description: "You have already sent a request to join this group.",
  },
  join_request_failed: { title: "Error sending request" },
  group_full: {
    title: "Group is full",
    description: "Cannot accept more members as the group has reached its maximum capacity.",
  },
  request_handle_failed: { title: "Error handling request" },
  request_respond_failed: { title: "Error responding to request" },
  request_cancel_failed: { title: "Error cancelling request", description: TRY_LATER },
  group_update_failed: { title: "Error updating group" },
  member_remove_failed: { title: "Error removing member" },
  group_chat_failed: { title: "Error starting group chat" },
  chat_start_failed: { title: "Error starting chat" },
  not_leader: { title: "Only group leader can perform this action" },

  // Connect requests
  connect_request_duplicate: {
    title: "Request already sent",
    description: "You've already sent a connect request to this user.",
  },
  connect_request_failed: { title: "Error sending request" },

  // Listings
  listings_load_failed: { title: "Failed to load your listings" },
  listing_delete_failed: { title: "Failed to delete the listing" },
  property_status_failed: { title: "Failed to update property status" },

  // Chat
  conversation_load_failed: { title: "Failed to load conversation" },
  conversation_details_failed: { title: "Could not load conversation details" },
  message_send_failed: { title: "Failed to send message" },

  // Viewing and deal flow
  property_not_found_viewing: { title: "Could not find property information" },
  property_owner_not_found: { title: "Property owner not found" },
  own_property_viewing: { title: "You cannot request viewing for your own property" },
  viewing_already_requested: { title: "Viewing already requested", description: "Requested by {name}" },
  viewing_request_failed: { title: "Error requesting viewing" },
  slot_remove_failed: { title: "Failed to remove time slot" },
  slots_send_failed: { title: "Failed to send time slots" },
  viewing_schedule_failed: { title: "Failed to schedule viewing" },
  viewing_status_failed: { title: "Failed to update viewing status" },
  status_update_failed: { title: "Failed to update status" },
  applicant_confirm_failed: { title: "Failed to confirm applicant" },

  // Notifications
  notification_update_failed: { title: "Failed to update notification status" },

  // GDPR
  gdpr_declined: { title: "Profile access declined" },
} as const satisfies Record<string, UserText>;

const OWN_ERROR_TEXTS = {
  // Generic HTTP outcomes (docs/architecture.md §4).
  not_found: {
    title: "Not found",
    description: "This item doesn't exist or you don't have access to it.",
  },
  unauthorized: { title: "Sign in required", description: "Please sign in to continue." },
  forbidden: { title: "Not allowed", description: "You don't have permission to do that." },
  validation_failed: { title: "Check your details", description: "Some fields are missing or invalid." },
  internal_error: { title: "Something went wrong", description: TRY_LATER },
  // The database is unreachable (503 with Retry-After): the one 5xx that is not a bug (decision 009).
  service_unavailable: {
    title: "Briefly unavailable",
    description: "Roost is briefly unavailable. Please try again in a moment.",
  },

  // §8 has these failures "logged" (the profile read) or "logged and rethrown" (sign-in, sign-out)
  // but shows no text; ours (decision 020). A sign-in or sign-out failure with a reason the server
  // explains (a refused origin, being offline) shows that reason instead of the description.
  sign_in_failed: { title: "Sign in failed", description: TRY_LATER },
  sign_out_failed: { title: "Sign out failed", description: TRY_LATER },

  // Rules of §2, §5 and §6 that the spec enforces silently in the UI.
  students_only: { title: "Students only", description: "Groups and roommates are for student accounts." },
  leader_cannot_leave: { title: "The group leader cannot leave while other members remain." },
  not_connected: { title: "You can message this person once they accept your connect request." },
  students_cannot_list: {
    title: "Students can't list properties",
    description: "Listing is for landlords and property finders.",
  },
  listing_incomplete: {
    title: "Your listing isn't complete yet",
    description: "Check the highlighted fields.",
  },
  own_property: { title: "This is your own listing" },
  not_published: {
    title: "Publish the listing first",
    description: "A draft can't be paused or let agreed.",
  },
  invalid_photo_order: {
    title: "Couldn't reorder the photos",
    description: "Please reload the page and try again.",
  },
  invalid_cursor: { title: "This page of results has expired", description: "Please search again." },
  too_many_photos: { title: "Too many photos", description: "A listing can have at most 20 photos." },
  only_drafts_deletable: { title: "Only drafts can be deleted", description: "Pause the listing instead." },
  // An operator's takedown (npm run admin -- withdraw-listing) is final for the owner: only an
  // operator reinstates a listing.
  listing_withdrawn: {
    title:
      "This listing was withdrawn by Roost and can't be changed. Contact us if you think this is a mistake.",
  },
  invalid_image: {
    title: "That file isn't an image we can use",
    description: "Choose a JPG, PNG, GIF, WebP or AVIF image.",
  },
  file_too_large: { title: "The file is too large" },
  image_too_large: { title: "The image is too large" },
  account_suspended: {
    title: "Account suspended",
    description: "This account has been suspended. Contact Roost support if you think this is a mistake.",
  },
  onboarding_required: {
    title: "Complete your profile",
    description: "Choose your account type to continue.",
  },
  self_chat: { title: "You cannot start a chat with yourself" },
  self_connect: { title: "You cannot send a connect request to yourself" },
  request_not_pending: { title: "This request has already been handled" },
  leader_cannot_remove_self: { title: "The group leader cannot be removed from the group" },
  max_members_below_member_count: {
    title: "Maximum members too low",
    description: "The group already has more members than that.",
  },

  // Reports and blocks (domain/safety.ts).
  listing_already_reported: { title: "You have already reported this listing" },
  user_already_reported: { title: "You have already reported this user" },
  own_listing_report: { title: "You can't report your own listing" },
  self_report: { title: "You can't report yourself" },
  self_block: { title: "You can't block yourself" },
  blocked_user: { title: "You blocked this user", description: "Unblock them first." },
  cannot_message_user: { title: "You can't message this user" },
  cannot_connect_user: { title: "You can't connect with this user" },
  cannot_join_group: { title: "You can't join this group" },
  // Group invites (decision 024). A block the student made is not named: "can't invite" only.
  cannot_invite_user: { title: "You can't invite this student to your group" },
  invitee_in_group: {
    title: "Already in a group",
    description: "This student is already in a group. A student can only be in one group at a time.",
  },
  invite_already_sent: {
    title: "Invite already sent",
    description: "This student already has an invite to your group.",
  },
  invite_send_failed: { title: "Error sending invite" },
  invitation_unavailable: {
    title: "This invitation is no longer available",
    description: "Ask the group leader for a new invite or the invite code.",
  },
  removed_from_group: {
    title: "You were removed from this group",
    description: `You can ask to join again ${REMOVED_MEMBER_REQUEST_WAIT_DAYS} days after your removal, or the leader can invite you again.`,
  },
  // To the leader accepting a request: a block stands between the requester and a member.
  requester_cannot_join: {
    title: "This person can't join the group",
    description: "You can decline their request.",
  },

  // Landlord GDPR consent (§5), recorded on the server.
  gdpr_consent_failed: { title: "Couldn't record your consent", description: "Please try again." },

  // Deal machine refusals (deal-stage.ts) that have no text in the spec.
  not_landlord: { title: "Only the landlord can perform this action" },
  invalid_deal_stage: {
    title: "This step is no longer available",
    description: "The viewing has moved on. Refresh to see its latest status.",
  },
  no_slots: { title: "Add at least one time slot" },
  too_many_slots: { title: "Too many time slots", description: "You can offer at most 3 viewing times." },
  duplicate_slots: { title: "Duplicate time slot", description: "Each viewing time must be different." },
  invalid_slot: { title: "Invalid time slot", description: "Choose a date and time for the viewing." },
  slot_in_past: { title: "Time slot in the past", description: "Viewing times must be in the future." },
  viewing_already_scheduled: { title: "Viewing already scheduled" },
  viewing_not_scheduled: { title: "No viewing scheduled yet" },
  attendance_too_early: {
    title: "Too early to confirm",
    description: "You can confirm the viewing 60 minutes after its start time.",
  },
  interest_already_declared: { title: "Interest already recorded" },
  student_not_ready: { title: "The group has not confirmed interest yet" },
  applicant_already_confirmed: { title: "Applicant already confirmed" },
} as const satisfies Record<string, UserText>;

export const ERROR_TEXTS = {
  ...FIRST_LOAD_ERROR_TEXTS,
  ...SPEC_ERROR_TEXTS,
  ...OWN_ERROR_TEXTS,
  ...TENANCY_ERROR_TEXTS,
  ...PUSH_ERROR_TEXTS,
} as const satisfies Record<string, UserText>;

export type ErrorCode = keyof typeof ERROR_TEXTS;

// Fails to compile if a deal or tenancy refusal has no text, so the machines and the catalogue stay
// in step.
const _machineCodesCovered: Record<DealErrorCode | TenancyMoveError, UserText> = ERROR_TEXTS;
void _machineCodesCovered;

export const ERROR_CODES = Object.keys(ERROR_TEXTS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_TEXTS, value);
}

/** Replaces {name}-style placeholders; unknown ones are left visible rather than silently dropped. */
export function fillPlaceholders(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : match,
  );
}

/**
 * Text for an API error code. An unknown code (a newer server, a typo) gets the generic
 * internal_error text, never the raw code. A description whose placeholders were not supplied is
 * dropped, so "Requested by {name}" never reaches a user with the braces in it.
 */
export function errorText(code: string, params: Readonly<Record<string, string | number>> = {}): UserText {
  const entry: UserText = isErrorCode(code) ? ERROR_TEXTS[code] : ERROR_TEXTS.internal_error;
  if (entry.description === undefined) return { title: entry.title };
  const description = fillPlaceholders(entry.description, params);
  return /\{\w+\}/.test(description) ? { title: entry.title } : { title: entry.title, description };
}

/** Success toasts of spec §8, verbatim. */
export const SUCCESS_TEXTS = {
  ...FIRST_LOAD_SUCCESS_TEXTS,
  avatar_updated: "Avatar updated",
  profile_updated: "Profile updated",
  group_created: "Group created successfully!",
  group_joined: (group: string) => `Joined group successfully! Welcome to ${group}!`,
  join_request_sent: "Join request sent!",
  request_accepted: "Request accepted",
  request_rejected: "Request rejected",
  request_cancelled: "Request cancelled",
  group_updated: "Group updated successfully!",
  member_removed: "Member removed",
  invite_code_copied: "Invite code copied!",
  group_chat_ready: "Group chat ready!",
  chat_started: "Chat started!",
  connect_request_sent: "Connect request sent!",
  group_invite_sent: (student: string) => `Invite sent to ${student}!`,
} as const;
export type SuccessKey = keyof typeof SUCCESS_TEXTS;
