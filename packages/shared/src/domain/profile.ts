// Profile rules of spec §2, §3, §5 and §6 that both the web app and the server need.

import { AVATAR_MAX_BYTES } from "./constants.ts";
import { ukMonthYear } from "./uk-time.ts";
import type { UserType } from "./user-types.ts";

export const UNIVERSITY_FALLBACK = "Not specified";
export const MEMBER_SINCE_FALLBACK = "Recently";

/** Why an avatar over AVATAR_MAX_BYTES is refused: the same words from the browser and the server. */
export const AVATAR_TOO_LARGE_TEXT = `The image is larger than ${AVATAR_MAX_BYTES / (1024 * 1024)} MB. Please choose a smaller file.`;

/** display_name is first and last name joined by one space (§3). */
export function displayNameFromParts(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(" ");
}

/** A profile without a user type cannot use the app yet; it is sent to /complete-profile (§2). */
export function needsOnboarding(profile: { user_type?: UserType | null } | null | undefined): boolean {
  return !profile?.user_type;
}

const isBlank = (value: string | number | null | undefined): boolean =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** The roommates page nudges students whose bio, university or minimum budget is missing (§5). */
export function needsProfileCompletionHint(profile: {
  bio?: string | null;
  university?: string | null;
  budget_min?: number | null;
}): boolean {
  return isBlank(profile.bio) || isBlank(profile.university) || isBlank(profile.budget_min);
}

export function universityText(university: string | null | undefined): string {
  return university?.trim() || UNIVERSITY_FALLBACK;
}

/** "Member since November 2026" in UK time, or "Recently" when the date is unknown. */
export function memberSinceText(createdAt: Date | string | null | undefined): string {
  const month = createdAt ? ukMonthYear(createdAt) : "";
  return month ? `Member since ${month}` : MEMBER_SINCE_FALLBACK;
}

/**
 * The screen a profile is opened from: a landlord reviewing applicants, or the roommates and
 * messaging screens between students.
 */
export type ProfileViewContext = "landlord" | "roommates";

/**
 * A student's phone number is for the landlord handling their application only (§6), so it
 * shows when both the viewer and the context are the landlord's.
 */
export function showsPhoneNumber(viewerType: UserType, context: ProfileViewContext): boolean {
  return viewerType === "landlord" && context === "landlord";
}

/** Landlords see a profile without Connect or Message (§6); those are for students finding roommates. */
export function showsSocialActions(viewerType: UserType): boolean {
  return viewerType !== "landlord";
}
