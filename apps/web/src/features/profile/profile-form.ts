// Pure logic of the profile editor (spec §2 Profile editor, §5): the form state, the PATCH
// payload and error mapping (the tag lists' rules are in components/ui/tag-rules.ts). No React
// here, so every rule can be unit-tested.

import type { Profile } from "@roost/shared/contracts/profile.ts";
import {
  type ProfileUpdate,
  type ProfileUpdateInput,
  profileUpdate,
} from "@roost/shared/contracts/profile-input.ts";
import { AVATAR_MAX_BYTES } from "@roost/shared/domain/constants.ts";
import { ERROR_TEXTS, type UserText } from "@roost/shared/domain/errors.ts";
import { AVATAR_TOO_LARGE_TEXT } from "@roost/shared/domain/profile.ts";

// ---------------------------------------------------------------------------------------------
// Form state

/** Everything the editor lets the user change. Text inputs hold strings, tag editors lists. */
export interface ProfileFormState {
  display_name: string;
  /** The contact email (decision 021); the sign-in address is shown beside it, read-only. */
  email: string;
  phone: string;
  bio: string;
  current_year: string;
  university: string;
  facebook_url: string;
  instagram_url: string;
  x_url: string;
  budget_min: string;
  budget_max: string;
  interests: string[];
  hobbies: string[];
  preferred_locations: string[];
}
export type ProfileFormField = keyof ProfileFormState;
export type TagField = "interests" | "hobbies" | "preferred_locations";

export const PROFILE_FORM_FIELDS: readonly ProfileFormField[] = [
  "display_name",
  "email",
  "phone",
  "bio",
  "current_year",
  "university",
  "facebook_url",
  "instagram_url",
  "x_url",
  "budget_min",
  "budget_max",
  "interests",
  "hobbies",
  "preferred_locations",
];

export const BIO_MAX_LENGTH = 1000;

/** Choices of the Current year select; a stored value outside them is kept as an extra option. */
export const CURRENT_YEAR_OPTIONS = [
  "1st year",
  "2nd year",
  "3rd year",
  "4th year",
  "Postgraduate",
  "Graduate",
] as const;

/** The options of a select: the standard ones, plus the stored value if it is not among them. */
export function optionsWithCurrent(options: readonly string[], current: string): string[] {
  return current !== "" && !options.includes(current) ? [...options, current] : [...options];
}

export function formFromProfile(profile: Profile): ProfileFormState {
  return {
    display_name: profile.display_name ?? "",
    email: profile.email ?? "",
    phone: profile.phone ?? "",
    bio: profile.bio ?? "",
    current_year: profile.current_year ?? "",
    university: profile.university ?? "",
    facebook_url: profile.facebook_url ?? "",
    instagram_url: profile.instagram_url ?? "",
    x_url: profile.x_url ?? "",
    budget_min: profile.budget_min === null ? "" : String(profile.budget_min),
    budget_max: profile.budget_max === null ? "" : String(profile.budget_max),
    interests: [...profile.interests],
    hobbies: [...profile.hobbies],
    preferred_locations: [...profile.preferred_locations],
  };
}

/**
 * A budget box's text as the API wants it: blank clears (null), a number is sent as a number,
 * anything else is passed through so validation can name the problem.
 */
export function budgetValue(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
}

/**
 * The PATCH /api/me/profile body. The editor owns every field it shows, so all are sent; blank
 * text clears a field (the schema turns "" into null). `email` is the contact email; the
 * sign-in address is not part of the profile and cannot be changed here.
 */
export function buildProfilePayload(form: ProfileFormState): ProfileUpdateInput {
  return {
    display_name: form.display_name,
    email: form.email,
    phone: form.phone,
    bio: form.bio,
    current_year: form.current_year,
    university: form.university,
    facebook_url: form.facebook_url,
    instagram_url: form.instagram_url,
    x_url: form.x_url,
    interests: [...form.interests],
    hobbies: [...form.hobbies],
    preferred_locations: [...form.preferred_locations],
    budget_min: budgetValue(form.budget_min),
    budget_max: budgetValue(form.budget_max),
  };
}

/** True when saving would change something compared with the stored profile. */
export function hasUnsavedChanges(form: ProfileFormState, profile: Profile): boolean {
  return (
    JSON.stringify(buildProfilePayload(form)) !==
    JSON.stringify(buildProfilePayload(formFromProfile(profile)))
  );
}

export type FieldErrors = Partial<Record<ProfileFormField, string>>;

const isFormField = (name: string): name is ProfileFormField =>
  (PROFILE_FORM_FIELDS as readonly string[]).includes(name);

/**
 * The form field an error belongs to: a zod path (["interests", 2]) or the API's dotted field
 * ("interests.2") is reduced to its first segment. Null when it is not a field of the editor.
 */
export function formFieldOf(
  path: readonly PropertyKey[] | string | null | undefined,
): ProfileFormField | null {
  if (path === null || path === undefined) return null;
  const first = typeof path === "string" ? path.split(".")[0] : path[0];
  return typeof first === "string" && isFormField(first) ? first : null;
}

export type ValidationResult = { ok: true; data: ProfileUpdate } | { ok: false; errors: FieldErrors };

/** Checks the form with the shared schema the API uses; the first message per field wins. */
export function validateProfileForm(form: ProfileFormState): ValidationResult {
  const parsed = profileUpdate.safeParse(buildProfilePayload(form));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  // An issue without a field of ours still has to block saving visibly.
  if (Object.keys(errors).length === 0)
    errors.display_name = parsed.error.issues[0]?.message ?? "Invalid input";
  return { ok: false, errors };
}

// ---------------------------------------------------------------------------------------------
// Avatar

/** Server codes whose message explains the refusal well enough to show the user. */
const AVATAR_EXPLAINED_CODES = new Set(["file_too_large", "invalid_image", "image_too_large"]);

export const AVATAR_ERROR_TITLE = ERROR_TEXTS.avatar_upload_failed.title;
export const AVATAR_NOT_IMAGE_TEXT = "Please choose an image file (JPG, PNG or GIF).";

/** Client-side check before uploading: the reason it is refused, or null if it may be sent. */
export function avatarFileProblem(file: { size: number; type: string }): string | null {
  if (file.type !== "" && !file.type.startsWith("image/")) return AVATAR_NOT_IMAGE_TEXT;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE_TEXT;
  return null;
}

/** The failure toast (§8), with the server's explanation for a rejected file. */
export function avatarFailureText(error: { code?: string; message?: string } | null | undefined): UserText {
  const title = AVATAR_ERROR_TITLE;
  return error?.code && AVATAR_EXPLAINED_CODES.has(error.code) && error.message
    ? { title, description: error.message }
    : { title };
}
