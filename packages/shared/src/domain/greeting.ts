// Dashboard greeting of spec §2/§9: before 12 morning, before 18 afternoon, otherwise evening.

export type Greeting = "morning" | "afternoon" | "evening";

export const GREETING_NAME_FALLBACK = "Student";

/** The greeting for the hour on the viewer's own clock (the runtime's zone): their morning, not London's. */
export function greetingFor(date: Date): Greeting {
  const hour = date.getHours();
  if (hour < 12) return "morning";
  if (hour < 18) return "afternoon";
  return "evening";
}

/** "Good morning, Alice"; a blank display name falls back to "Student". */
export function greetingText(date: Date, displayName: string | null | undefined): string {
  const name = displayName?.trim() || GREETING_NAME_FALLBACK;
  return `Good ${greetingFor(date)}, ${name}`;
}
