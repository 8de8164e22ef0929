// The profile forms (onboarding and the profile editor) as the web app and the API both parse
// them, with the contact fields only a profile has: social links, phone and contact e-mail.

import { z } from "zod";
import { DISPLAY_NAME_MAX_LENGTH } from "../domain/constants.ts";
import { USER_TYPES } from "../domain/user-types.ts";
import { BUDGET_ORDER_ISSUE, budget, budgetsInOrder, optionalText, tagList } from "./validation.ts";

/** People paste "instagram.com/name"; give such input a scheme instead of rejecting it. */
function withScheme(value: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
}

const socialUrl = z
  .string()
  .trim()
  .max(500, "Link must be at most 500 characters")
  .transform((s) => (s === "" ? null : withScheme(s)))
  .pipe(
    z
      .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "Enter a valid web address" })
      .nullable(),
  )
  .nullable()
  .optional();

/** Characters people use when writing UK numbers: "+44 (0)161 123 4567", "07700-900123". */
const PHONE_CHARS = /^[\d\s()+.-]*$/;

const phone = z
  .string()
  .trim()
  // abort: one clear message per bad number instead of a pile of follow-on ones.
  .max(30, { error: "Phone number must be at most 30 characters", abort: true })
  .regex(PHONE_CHARS, { error: "Phone number can contain digits, spaces and + ( ) - only", abort: true })
  .refine((s) => {
    if (s === "") return true;
    // E.164 allows at most 15 digits; fewer than 7 cannot reach anyone.
    const digits = s.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15;
  }, "Enter a valid phone number")
  .transform((s) => (s === "" ? null : s))
  .nullable()
  .optional();

/**
 * The profile's contact email (decision 021): trimmed and lower-cased like every address Roost
 * compares; blank clears it. It is not the sign-in address and nothing is mailed to it.
 */
const contactEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: "Enter a valid email address", abort: true })
  .transform((s) => (s === "" ? null : s))
  .pipe(z.email("Enter a valid email address").nullable())
  .nullable()
  .optional();

/**
 * Profile editor save. Every field is optional so the simpler profile screen can send only a few;
 * absent means "unchanged", null or "" means "clear". The budget order is checked only when
 * both budgets are in the payload: the service must compare a lone budget with the stored one.
 * `email` is the contact email (decision 021), not the sign-in address, which never changes here.
 */
export const profileUpdate = z
  .object({
    display_name: z
      .string()
      .trim()
      .min(1, "Name is required")
      .max(DISPLAY_NAME_MAX_LENGTH, `Name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`)
      .optional(),
    email: contactEmail,
    phone,
    bio: optionalText(1000, "Bio"),
    current_year: optionalText(30, "Current year"),
    university: optionalText(100, "University"),
    facebook_url: socialUrl,
    instagram_url: socialUrl,
    x_url: socialUrl,
    interests: tagList.optional(),
    hobbies: tagList.optional(),
    preferred_locations: tagList.optional(),
    budget_min: budget,
    budget_max: budget,
  })
  .refine(budgetsInOrder, BUDGET_ORDER_ISSUE);
export type ProfileUpdateInput = z.input<typeof profileUpdate>;
export type ProfileUpdate = z.output<typeof profileUpdate>;

/** Onboarding (/complete-profile). University is optional for every type, students included. */
export const completeProfile = z.object({
  first_name: z
    .string()
    .trim()
    .min(1, "First name is required")
    .max(50, "First name must be at most 50 characters"),
  last_name: z
    .string()
    .trim()
    .min(1, "Last name is required")
    .max(50, "Last name must be at most 50 characters"),
  user_type: z.enum(USER_TYPES, { error: "Choose an account type" }),
  university: optionalText(100, "University"),
});
export type CompleteProfileInput = z.input<typeof completeProfile>;
export type CompleteProfile = z.output<typeof completeProfile>;
