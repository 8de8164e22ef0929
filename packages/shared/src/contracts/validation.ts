// Input schemas shared by the web forms and the API, so a value the form accepts is exactly a
// value the server accepts (spec §5). Schemas normalise as they validate (trim, case, "" → null)
// and the server stores the parsed output, never the raw input.

import { z } from "zod";
import {
  DISPLAY_NAME_MAX_LENGTH,
  GROUP_DEFAULT_MAX_MEMBERS,
  GROUP_MAX_MEMBERS,
  GROUP_MIN_MEMBERS,
  INVITE_CODE_LENGTH,
  JOIN_REQUEST_MESSAGE_MAX,
  MESSAGE_MAX_LENGTH,
} from "../domain/constants.ts";
import { SELECTABLE_STATUSES } from "../domain/property.ts";
import { USER_TYPES } from "../domain/user-types.ts";

export const TAG_MAX_LENGTH = 40;
export const TAGS_MAX = 20;
/** Monthly budgets above this are typing mistakes, not budgets. */
export const BUDGET_MAX_POUNDS = 100_000;

// ---------------------------------------------------------------------------------------------
// Building blocks

/** Optional free text: trimmed, and blank becomes null so "cleared" and "never set" look alike. */
export function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((s) => (s === "" ? null : s))
    .nullable()
    .optional();
}

/** Budgets come from number inputs, so accept digit strings as well; blank means "no budget". */
function toBudgetInput(value: unknown): unknown {
  if (value === "" || value === null) return null;
  if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
}

const budget = z
  .preprocess(
    toBudgetInput,
    z
      .number({ error: "Budget must be a number" })
      .int("Budget must be in whole pounds")
      .min(0, "Budget cannot be negative")
      .max(BUDGET_MAX_POUNDS, "Budget is too large")
      .nullable(),
  )
  .optional();

function budgetsInOrder(value: { budget_min?: number | null; budget_max?: number | null }): boolean {
  const { budget_min: min, budget_max: max } = value;
  return min === null || min === undefined || max === null || max === undefined || min <= max;
}
const BUDGET_ORDER_ISSUE = {
  message: "Maximum budget must be at least the minimum budget",
  path: ["budget_max"],
};

/**
 * Interests, hobbies and locations: trimmed, non-empty, and duplicates ignored (§5) regardless of
 * case, keeping the first spelling. The cap applies after de-duplication so repeats do not count.
 */
function dedupeCaseInsensitive(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLocaleLowerCase("en-GB");
    if (!seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}

const tag = z
  .string()
  .trim()
  .min(1, "Cannot be empty")
  .max(TAG_MAX_LENGTH, `Must be at most ${TAG_MAX_LENGTH} characters`);

const tagList = z
  .array(tag)
  // Bounds the work done on hostile input before de-duplication.
  .max(TAGS_MAX * 5, `At most ${TAGS_MAX} items`)
  .transform(dedupeCaseInsensitive)
  .pipe(z.array(z.string()).max(TAGS_MAX, `At most ${TAGS_MAX} items`));

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

// ---------------------------------------------------------------------------------------------
// Postcode

/** "m146hr" → "M14 6HR": upper case, one space before the last three characters (the inward code). */
export function normalisePostcode(raw: string): string {
  const compact = raw.replace(/\s+/g, "").toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

// Royal Mail format: outward code A9, A99, A9A, AA9, AA99 or AA9A (with the letters each
// position may hold), then an inward code 9AA that never uses C, I, K, M, O or V; plus GIR 0AA.
const UK_POSTCODE =
  /^(?:GIR 0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRVWXY]) \d[ABD-HJLNP-UW-Z]{2})$/;

export const ukPostcode = z
  .string()
  .max(16, "Enter a valid UK postcode")
  .overwrite(normalisePostcode)
  .regex(UK_POSTCODE, "Enter a valid UK postcode");

// ---------------------------------------------------------------------------------------------
// Schemas

export const newsletterEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .pipe(z.email("Enter a valid email address").max(254, "Enter a valid email address"));

export const newsletterSubscription = z.object({ email: newsletterEmail });
export type NewsletterSubscription = z.infer<typeof newsletterSubscription>;

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

/** Trimmed and upper-cased for lookup (§5), so "abcd1234 " finds "ABCD1234". */
export const inviteCode = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, "Invite code is required")
  .max(INVITE_CODE_LENGTH, `Invite code must be at most ${INVITE_CODE_LENGTH} characters`);

const maxMembers = z.preprocess(
  toBudgetInput,
  z
    .number({ error: "Maximum members is required" })
    .int("Maximum members must be a whole number")
    .min(GROUP_MIN_MEMBERS, `Maximum members must be at least ${GROUP_MIN_MEMBERS}`)
    .max(GROUP_MAX_MEMBERS, `Maximum members must be at most ${GROUP_MAX_MEMBERS}`),
);

const groupName = z
  .string()
  .trim()
  .min(1, "Group name is required")
  .max(80, "Group name must be at most 80 characters");

/**
 * Empty budgets are stored as null (§5). A new group is discoverable unless the creator says
 * otherwise, since Discover lists only groups looking for a property.
 */
export const createGroup = z
  .object({
    name: groupName,
    description: optionalText(500, "Description").transform((v) => v ?? null),
    max_members: maxMembers.default(GROUP_DEFAULT_MAX_MEMBERS),
    budget_min: budget.transform((v) => v ?? null),
    budget_max: budget.transform((v) => v ?? null),
    preferred_locations: tagList.default([]),
    looking_for_property: z.boolean().default(true),
  })
  .refine(budgetsInOrder, BUDGET_ORDER_ISSUE);
export type CreateGroupInput = z.input<typeof createGroup>;
export type CreateGroup = z.output<typeof createGroup>;

/**
 * Manage Group (leader). Absent fields are unchanged. Lowering max_members below the current
 * member count is a rule the service checks against the database.
 */
export const groupUpdate = z
  .object({
    name: groupName.optional(),
    description: optionalText(500, "Description"),
    max_members: maxMembers.optional(),
    budget_min: budget,
    budget_max: budget,
    preferred_locations: tagList.optional(),
    looking_for_property: z.boolean().optional(),
  })
  .refine(budgetsInOrder, BUDGET_ORDER_ISSUE);
export type GroupUpdateInput = z.input<typeof groupUpdate>;
export type GroupUpdate = z.output<typeof groupUpdate>;

/** Optional note with a join request (§5: at most 500 characters, shown with a counter). */
export const joinRequestMessage = optionalText(JOIN_REQUEST_MESSAGE_MAX, "Message");
export type JoinRequestMessage = z.output<typeof joinRequestMessage>;

/** The spec sets no limit for connect notes; the join-request limit keeps them card-sized. */
export const connectRequestMessage = optionalText(JOIN_REQUEST_MESSAGE_MAX, "Message");

/** Whitespace-only messages cannot be sent; content is stored trimmed (§5). */
export const messageContent = z
  .string()
  .trim()
  .min(1, "Message cannot be empty")
  .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`);

/** The landlord's status selector: only the four selectable statuses can be set by hand. */
export const propertyStatusUpdate = z.object({
  status: z.enum(SELECTABLE_STATUSES, { error: "Choose a valid status" }),
});
export type PropertyStatusUpdate = z.infer<typeof propertyStatusUpdate>;
