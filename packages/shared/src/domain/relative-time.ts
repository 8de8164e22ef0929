// Relative times of spec §9: "Just now", "Nm ago", "Nh ago", "Nd ago", then a plain date.

import { DAY_MS, HOUR_MS, MINUTE_MS } from "./durations.ts";
import { ukDate } from "./uk-time.ts";

/**
 * A time in the future (clock skew between server and browser) reads as "Just now" rather than a
 * negative age. An unparseable input gives an empty string so a bad row cannot crash a list. The
 * date after 7 days is the UK's ("3 Nov 2026"), so server, browser and tests print the same day.
 */
export function relativeTime(date: Date | string | number, now: Date = new Date()): string {
  const then = date instanceof Date ? date : new Date(date);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return "";
  if (elapsed < MINUTE_MS) return "Just now";
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return ukDate(then, { month: "short" });
}
