// When the daily digest goes out (decision 041): at 07:00 in the recipient's morning, which for
// Roost (Manchester only) is UK time, so 07:00 UTC in winter and 06:00 UTC in summer. The
// recurring job runs every hour; the hour that is 07:00 in London sends. London's offset is always
// whole hours, so that hour always starts on an hourly period.

import { HOUR_MS } from "@roost/shared/domain/durations.ts";
import { ukHour, ukIsoDate } from "@roost/shared/domain/uk-time.ts";

export const DIGEST_LOCAL_HOUR = 7;

/** Whether the hour starting at `at` is the digest's hour in London. */
export const isDigestHour = (at: Date): boolean => ukHour(at) === DIGEST_LOCAL_HOUR;

/** The London date a digest belongs to: one digest per person and date. */
export const digestDay = (at: Date): string => ukIsoDate(at);

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
