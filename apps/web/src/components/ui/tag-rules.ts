// Rules of the tag editor (spec §5: interests, hobbies, preferred locations on the profile and
// on a group): trimmed, no duplicates in any case, the shared length and count limits. Pure, so
// every rule is unit-tested; components/ui/tag-input.tsx is its only user.

import { TAG_MAX_LENGTH, TAGS_MAX } from "@roost/shared/contracts/validation.ts";

export interface TagLimits {
  maxLength: number;
  maxTags: number;
}
export const DEFAULT_TAG_LIMITS: TagLimits = { maxLength: TAG_MAX_LENGTH, maxTags: TAGS_MAX };

export type TagRejection = "empty" | "duplicate" | "too_long" | "limit";
export type AddTagResult =
  | { ok: true; tags: string[]; tag: string }
  | { ok: false; reason: TagRejection; tags: readonly string[] };

/** Trimmed, with runs of inner whitespace collapsed: "  rock   climbing " → "rock climbing". */
export function normaliseTag(raw: string): string {
  return raw.trim().replace(/\s+/g, " ");
}

const tagKey = (tag: string) => normaliseTag(tag).toLocaleLowerCase("en-GB");

export function hasTag(tags: readonly string[], raw: string): boolean {
  const key = tagKey(raw);
  return tags.some((t) => tagKey(t) === key);
}

/**
 * Adds a tag the way §5 asks: blank text and duplicates (any case) are ignored, and the shared
 * limits (TAG_MAX_LENGTH per tag, TAGS_MAX per list) are kept. The list is never mutated.
 */
export function addTag(
  tags: readonly string[],
  raw: string,
  limits: TagLimits = DEFAULT_TAG_LIMITS,
): AddTagResult {
  const tag = normaliseTag(raw);
  if (tag === "") return { ok: false, reason: "empty", tags };
  if (hasTag(tags, tag)) return { ok: false, reason: "duplicate", tags };
  if (tag.length > limits.maxLength) return { ok: false, reason: "too_long", tags };
  if (tags.length >= limits.maxTags) return { ok: false, reason: "limit", tags };
  return { ok: true, tags: [...tags, tag], tag };
}

/** Whether the Add button is enabled: there is text to add and room for it. */
export function canAddTag(
  tags: readonly string[],
  raw: string,
  limits: TagLimits = DEFAULT_TAG_LIMITS,
): boolean {
  return normaliseTag(raw) !== "" && tags.length < limits.maxTags;
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/** What the tag editor says when it refuses a tag ("empty" is silent: Add is disabled anyway). */
export function tagRejectionText(
  reason: TagRejection,
  raw: string,
  limits: TagLimits = DEFAULT_TAG_LIMITS,
): string | null {
  switch (reason) {
    case "empty":
      return null;
    case "duplicate":
      return `"${normaliseTag(raw)}" is already in the list`;
    case "too_long":
      return `Keep each one to ${limits.maxLength} characters or fewer`;
    case "limit":
      return `You can add up to ${limits.maxTags}`;
  }
}
