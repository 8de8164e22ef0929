// Dashboard greeting of spec §2/§9: before 12 morning, before 18 afternoon, otherwise evening.

export type Greeting = "morning" | "afternoon" | "evening";

export const GREETING_NAME_FALLBACK = "Student";

/**
 * The hour of `date` in `timeZone`, or in the runtime's zone when none is given. The browser's own
 * zone is the right default for a greeting: it is the user's wall clock.
 */
function hourOf(date: Date, timeZone?: string): number {
  if (!timeZone) return date.getHours();
  const hour = new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone }).format(date);
  return Number(hour);
}

export function greetingFor(date: Date, timeZone?: string): Greeting {
  const hour = hourOf(date, timeZone);
  if (hour < 12) return "morning";
  if (hour < 18) return "afternoon";
  return "evening";
}

/** "Good morning, Alice"; a blank display name falls back to "Student". */
export function greetingText(date: Date, displayName: string | null | undefined, timeZone?: string): string {
  const name = displayName?.trim() || GREETING_NAME_FALLBACK;
  return `Good ${greetingFor(date, timeZone)}, ${name}`;
}
