import { DAY_MS } from "./durations.ts";
import { ukIsoDate } from "./uk-time.ts";

// What cards and the property page say of a listing's last confirmed availability (decision 058),
// apart from listing-availability.ts so the cards of the home page load no more than this.

/** "Confirmed available today", "… 1 day ago", "… 12 days ago", in UK days. */
export function confirmedAvailableText(confirmedAt: string, now: Date): string {
  const days = Math.round(
    (Date.parse(ukIsoDate(now)) - Date.parse(ukIsoDate(new Date(confirmedAt)))) / DAY_MS,
  );
  if (days <= 0) return "Confirmed available today";
  return `Confirmed available ${days} ${days === 1 ? "day" : "days"} ago`;
}
