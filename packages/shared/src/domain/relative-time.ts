// Relative times of spec §9: "Just now", "Nm ago", "Nh ago", "Nd ago", then a plain date.

import { DAY_MS, HOUR_MS, MINUTE_MS } from "./durations.ts";

export interface RelativeTimeOptions {
  /**
   * Zone for the absolute date shown after 7 days. UK time by default so the server, the browser
   * and the tests all print the same day for the same instant.
   */
  timeZone?: string;
}

/** "3 Nov 2026". */
export function formatShortDate(date: Date, timeZone = "Europe/London"): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone,
  }).format(date);
}

/**
 * A time in the future (clock skew between server and browser) reads as "Just now" rather than a
 * negative age. An unparseable input gives an empty string so a bad row cannot crash a list.
 */
export function relativeTime(
  date: Date | string | number,
  now: Date = new Date(),
  options: RelativeTimeOptions = {},
): string {
  const then = date instanceof Date ? date : new Date(date);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return "";
  if (elapsed < MINUTE_MS) return "Just now";
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return formatShortDate(then, options.timeZone);
}
