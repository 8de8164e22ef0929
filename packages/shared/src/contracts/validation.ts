// Input schemas shared by the web forms and the API, so a value the form accepts is exactly a
// value the server accepts (spec §5). Schemas normalise as they validate (trim, case, "" → null)
// and the server stores the parsed output, never the raw input. This module holds the building
// blocks (free text, budgets, tag lists, postcode) and the one-field inputs; the profile forms
// are profile-input.ts, the group forms group-input.ts.

import { z } from "zod";
import { JOIN_REQUEST_MESSAGE_MAX, MESSAGE_MAX_LENGTH } from "../domain/constants.ts";
import { SELECTABLE_STATUSES } from "../domain/property.ts";

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
export function toBudgetInput(value: unknown): unknown {
  if (value === "" || value === null) return null;
  if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
}

export const budget = z
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

export function budgetsInOrder(value: { budget_min?: number | null; budget_max?: number | null }): boolean {
  const { budget_min: min, budget_max: max } = value;
  return min === null || min === undefined || max === null || max === undefined || min <= max;
}
export const BUDGET_ORDER_ISSUE = {
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

export const tagList = z
  .array(tag)
  // Bounds the work done on hostile input before de-duplication.
  .max(TAGS_MAX * 5, `At most ${TAGS_MAX} items`)
  .transform(dedupeCaseInsensitive)
  .pipe(z.array(z.string()).max(TAGS_MAX, `At most ${TAGS_MAX} items`));

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
