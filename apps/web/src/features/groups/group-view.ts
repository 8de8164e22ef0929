// Small display rules of the groups page (spec §2 Groups, §4, §9).

import type { JoinBlockedReason } from "@roost/shared/contracts/groups.ts";
import { INVITE_CODE_LENGTH, JOIN_REQUEST_MESSAGE_MAX } from "@roost/shared/domain/constants.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import type { JoinRequestStatus } from "@roost/shared/domain/groups.ts";
import { formatPounds } from "@roost/shared/domain/price.ts";

/** "£400 – £650", "From £400", "Up to £650", or null when the group set no budget. */
export function budgetRangeText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null)
    return min === max ? formatPounds(min) : `${formatPounds(min)} – ${formatPounds(max)}`;
  if (min !== null) return `From ${formatPounds(min)}`;
  if (max !== null) return `Up to ${formatPounds(max)}`;
  return null;
}

/** "3 / 6 members". */
export function memberCountText(count: number, max: number): string {
  return `${count} / ${max} members`;
}

/** Shown beside a disabled Request to join button. */
export function joinBlockedText(reason: JoinBlockedReason | null): string | null {
  if (reason === "full") return ERROR_TEXTS.group_full.title;
  if (reason === "already_in_group") return ERROR_TEXTS.already_in_group.description;
  return null;
}

export const JOIN_STATUS_TONES: Readonly<Record<JoinRequestStatus, "amber" | "green" | "red">> = {
  pending: "amber",
  accepted: "green",
  rejected: "red",
};

/** The invite code field upper-cases as the user types and stops at 8 characters (§5, §9). */
export function inviteCodeInput(typed: string): string {
  return typed.replace(/\s+/g, "").toUpperCase().slice(0, INVITE_CODE_LENGTH);
}

/** "123/500" under the join request message. */
export function messageCounter(text: string, max: number = JOIN_REQUEST_MESSAGE_MAX): string {
  return `${text.length}/${max}`;
}

/** Requests (n) on the leader's card; the count is the pending ones. */
export function requestsButtonLabel(pending: number): string {
  return `Requests (${pending})`;
}

/** The leader may leave only when alone (then the group is deleted); members may always leave. */
export function canLeaveGroup(group: { is_leader: boolean; member_count: number }): boolean {
  return !group.is_leader || group.member_count <= 1;
}
