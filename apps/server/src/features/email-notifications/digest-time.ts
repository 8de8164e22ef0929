// When the daily digest goes out (decision 041): at 07:00 in the recipient's morning, which for
// Roost (Manchester only) is Europe/London, so 07:00 UTC in winter and 06:00 UTC in summer. The
// recurring job runs every hour; the hour that is 07:00 in London sends. London's offset is always
// whole hours, so that hour always starts on an hourly period.

import { HOUR_MS } from "@roost/shared/domain/durations.ts";

export const DIGEST_TIME_ZONE = "Europe/London";
export const DIGEST_LOCAL_HOUR = 7;

const localParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: DIGEST_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

function local(at: Date): { date: string; hour: number } {
  const parts = Object.fromEntries(localParts.formatToParts(at).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** Whether the hour starting at `at` is the digest's hour in London. */
export const isDigestHour = (at: Date): boolean => local(at).hour === DIGEST_LOCAL_HOUR;

/** The London date a digest belongs to: one digest per person and date. */
export const digestDay = (at: Date): string => local(at).date;

/**
 * The previous digest's time: 24 hours before, or 23 or 25 around a clock change, so each digest
 * covers exactly what happened since the last one.
 */
export function previousDigestAt(at: Date): Date {
  for (const hours of [24, 23, 25]) {
    const candidate = new Date(at.getTime() - hours * HOUR_MS);
    if (isDigestHour(candidate) && digestDay(candidate) !== digestDay(at)) return candidate;
  }
  return new Date(at.getTime() - 24 * HOUR_MS);
}
