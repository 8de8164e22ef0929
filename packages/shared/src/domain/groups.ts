// Group and join-request rules of spec §4, §5 and §6.

import type { ErrorCode } from "./errors.ts";

export const GROUP_ROLES = ["admin", "member"] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** "admin" is the stored role; users only ever see it as the leader. */
export const GROUP_ROLE_LABELS: Readonly<Record<GroupRole, string>> = { admin: "Leader", member: "Member" };

export const JOIN_REQUEST_STATUSES = ["pending", "accepted", "rejected"] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

export const JOIN_REQUEST_STATUS_LABELS: Readonly<Record<JoinRequestStatus, string>> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
};

/** Posted as a system message when a group's chat is first created (§7). */
export const GROUP_CHAT_WELCOME_MESSAGE = "Welcome to the group chat! 🎉";

export function isGroupFull(memberCount: number, maxMembers: number): boolean {
  return memberCount >= maxMembers;
}

/** Discover hides groups the user is already in or has a pending request for (§5). */
export function isVisibleInDiscover(group: { isMember: boolean; hasPendingRequest: boolean }): boolean {
  return !group.isMember && !group.hasPendingRequest;
}

/**
 * Why the Join button is disabled, or null when it is enabled (§5). Being in a group wins over a
 * full group because it is the reason the user can act on (leave first).
 */
export function joinBlockedReason(input: {
  memberCount: number;
  maxMembers: number;
  userInAnyGroup: boolean;
}): Extract<ErrorCode, "already_in_group" | "group_full"> | null {
  if (input.userInAnyGroup) return "already_in_group";
  if (isGroupFull(input.memberCount, input.maxMembers)) return "group_full";
  return null;
}

/** Only pending requests can be accepted or rejected, and acceptance needs a free place (§4). */
export function respondToJoinRequestBlocked(input: {
  status: JoinRequestStatus;
  accept: boolean;
  memberCount: number;
  maxMembers: number;
}): Extract<ErrorCode, "request_not_pending" | "group_full"> | null {
  if (input.status !== "pending") return "request_not_pending";
  if (input.accept && isGroupFull(input.memberCount, input.maxMembers)) return "group_full";
  return null;
}

/** The leader removes other members; removing themself would leave the group without a leader (§6). */
export function removeMemberBlocked(input: {
  actorIsLeader: boolean;
  actorUserId: string;
  targetUserId: string;
}): Extract<ErrorCode, "not_leader" | "leader_cannot_remove_self"> | null {
  if (!input.actorIsLeader) return "not_leader";
  if (input.actorUserId === input.targetUserId) return "leader_cannot_remove_self";
  return null;
}

/** A leader cannot shrink the group below the members it already has. */
export function maxMembersChangeBlocked(
  newMaxMembers: number,
  memberCount: number,
): Extract<ErrorCode, "max_members_below_member_count"> | null {
  return newMaxMembers < memberCount ? "max_members_below_member_count" : null;
}

/**
 * Days after a leader removes a member before that person may send the group a join request again
 * (decision 016). Joining with the invite code the leader gives them works at once.
 */
export const REMOVED_MEMBER_REQUEST_WAIT_DAYS = 7;

/** How long a group invite (its group_invite notification) stays open (decision 024). */
export const GROUP_INVITE_DAYS = 14;

/**
 * conversation_participants.role of a group member in the leader's enquiries (decision
 * 022): they read the chat and the deal card and get its events and notifications, but do not post
 * and act only through the leader. Kept in step with current membership by the server.
 */
export const GROUP_INQUIRY_READER_ROLE = "group_reader";
