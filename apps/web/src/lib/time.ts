// Times as the app shows them: in London time (the spec's market), and kept current while a page
// stays open. Used by messages, inquiries and notifications alike.

import { useEffect, useState } from "react";

export const LONDON_TIME_ZONE = "Europe/London";

/** Full date and time for a title attribute: "3 Nov 2026, 14:05". */
export function fullTime(date: Date | string, timeZone = LONDON_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(new Date(date));
}

/** Re-renders every `ms` so relative times ("5m ago") stay true while a page is open. */
export function useNow(ms = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
