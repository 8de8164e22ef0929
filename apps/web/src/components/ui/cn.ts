import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping falsy ones, and lets a later Tailwind class override an earlier
 * conflicting one (e.g. a caller's `hidden` beats a component's `inline-flex`).
 */
export const cn = (...parts: (string | false | null | undefined)[]) =>
  twMerge(parts.filter(Boolean).join(" "));
