// Roost's UK time: every instant it shows is read on the clock in London, whatever the zone of the
// server or the browser, and every calendar day ("2025-09-01") is shown as written, never moved a
// day by a zone. The texts are built here from the clock's numbers and English names rather than
// by Intl's own patterns, which differ between ICU versions ("Sep" or "Sept", a comma after the
// weekday, " at " before the time): a page rendered on the server and hydrated in a browser must
// print the same. The home page loads this module (move-in dates on its cards), so it stays small,
// and its one Intl.DateTimeFormat is made on first use, as making one loads locale data.

import { HOUR_MS, MINUTE_MS } from "./durations.ts";

export const UK_TIME_ZONE = "Europe/London";

/** An instant as the code meets one: a Date, an ISO timestamp or epoch milliseconds. */
export type Instant = Date | string | number;

export interface DateStyle {
  /** A weekday before the day, "Wednesday" or "Wed"; none by default. */
  weekday?: "long" | "short";
  /** "December" or "Dec"; long by default, except in a date-time. */
  month?: "long" | "short";
  /** Whether the year ends the date; it does by default. */
  year?: boolean;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** en-GB's abbreviation: the first three letters, except "Sept". */
const shortMonth = (index: number) => (index === 8 ? "Sept" : MONTHS[index]?.slice(0, 3));

const pad = (n: number) => String(n).padStart(2, "0");

let clock: Intl.DateTimeFormat | undefined;
const offsets = new Map<number, number>();

/**
 * Minutes the UK clock is ahead of UTC at an instant (epoch ms): 0 in winter (GMT), 60 in summer
 * (BST). The clocks change on the hour, so the offset holds for a whole UTC hour: each hour is
 * read from Intl once and remembered (up to a thousand of them), so a date costs a few additions
 * rather than a call into ICU.
 */
function ukOffsetMinutes(instant: number): number {
  const hourStart = Math.floor(instant / HOUR_MS) * HOUR_MS;
  let offset = offsets.get(hourStart);
  if (offset === undefined) {
    clock ??= new Intl.DateTimeFormat("en-GB", {
      timeZone: UK_TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    const parts = clock.formatToParts(hourStart);
    const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    const wall = Date.UTC(field("year"), field("month") - 1, field("day"), field("hour"), field("minute"));
    offset = Math.round((wall - hourStart) / MINUTE_MS);
    if (offsets.size >= 1_000) offsets.clear();
    offsets.set(hourStart, offset);
  }
  return offset;
}

/** The UK wall clock at an instant, as a Date whose UTC fields read it; null for an invalid one. */
function ukClock(at: Instant): Date | null {
  const instant = new Date(at).getTime();
  return Number.isNaN(instant) ? null : new Date(instant + ukOffsetMinutes(instant) * MINUTE_MS);
}

/** A calendar day "2025-09-01" at its UTC midnight, so UTC fields read it; null unless a real day. */
function calendarDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const month = Number(match[2]) - 1;
  const value = new Date(Date.UTC(Number(match[1]), month, Number(match[3])));
  // An impossible day or month (30 February, month 13) rolls over into another month.
  return value.getUTCMonth() === month ? value : null;
}

/** The date that the UTC fields of a Date spell, in a style. */
function dateText(d: Date, { weekday, month, year = true }: DateStyle): string {
  const name = WEEKDAYS[d.getUTCDay()] ?? "";
  const before = weekday === "long" ? `${name} ` : weekday === "short" ? `${name.slice(0, 3)} ` : "";
  const monthName = month === "short" ? shortMonth(d.getUTCMonth()) : MONTHS[d.getUTCMonth()];
  return `${before}${d.getUTCDate()} ${monthName}${year ? ` ${d.getUTCFullYear()}` : ""}`;
}

const timeText = (d: Date, seconds: boolean) =>
  `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${seconds ? `:${pad(d.getUTCSeconds())}` : ""}`;

const isoDateText = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

// ------------------------------------------------------------------ instants, on the UK clock
// Each gives "" for an instant that cannot be read, so one bad row cannot break a list.

/** "2 December 2026"; "Wednesday 2 December", "2 Dec 2026" and so on in other styles. */
export function ukDate(at: Instant, style: DateStyle = {}): string {
  const wall = ukClock(at);
  return wall ? dateText(wall, style) : "";
}

/** "December 2026". */
export function ukMonthYear(at: Instant): string {
  const wall = ukClock(at);
  return wall ? calendarMonth(wall.getUTCFullYear(), wall.getUTCMonth() + 1) : "";
}

/** "14:30", on the 24-hour clock; "14:30:05" with seconds. */
export function ukTime(at: Instant, { seconds = false }: { seconds?: boolean } = {}): string {
  const wall = ukClock(at);
  return wall ? timeText(wall, seconds) : "";
}

/** "2 Dec 2026, 14:30": a date-time takes the short month unless its style says otherwise. */
export function ukDateTime(at: Instant, style: DateStyle & { seconds?: boolean } = {}): string {
  const wall = ukClock(at);
  return wall
    ? `${dateText(wall, { month: "short", ...style })}, ${timeText(wall, style.seconds ?? false)}`
    : "";
}

/**
 * "Wednesday 2 December 2026 at 14:30 GMT": in full and naming the zone, for emails and messages,
 * which are read away from the page and its context.
 */
export function ukDateTimeWithZone(at: Instant): string {
  const wall = ukClock(at);
  if (!wall) return "";
  const zone = ukOffsetMinutes(new Date(at).getTime()) === 0 ? "GMT" : "BST";
  return `${dateText(wall, { weekday: "long" })} at ${timeText(wall, false)} ${zone}`;
}

/** "2026-12-02": the UK day of an instant, which is what "today" means for dates and daily counts. */
export function ukIsoDate(at: Instant): string {
  const wall = ukClock(at);
  return wall ? isoDateText(wall) : "";
}

/** The hour on the UK clock, 0–23 (NaN for an invalid instant). */
export function ukHour(at: Instant): number {
  return ukClock(at)?.getUTCHours() ?? Number.NaN;
}

// ------------------------------------------------------------------ datetime-local inputs

/** An instant as a datetime-local input's value on the UK clock: "2026-06-10T14:30". */
export function isoToUkLocalInput(at: Instant): string {
  const wall = ukClock(at);
  return wall ? `${isoDateText(wall)}T${timeText(wall, false)}` : "";
}

/**
 * A datetime-local value ("2026-06-10T14:30") read on the UK clock, as an ISO instant; null for
 * anything that is not a real date and time. A time in the hour skipped when the clocks go forward
 * moves on by that hour (01:30 is 02:30 BST), as on a phone; one in the hour that repeats when they
 * go back is the second of the two (GMT).
 */
export function ukLocalInputToIso(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  const date = match && calendarDay(match[1] ?? "");
  if (!match || !date) return null;
  const [hour, minute] = [Number(match[2]), Number(match[3])];
  if (hour > 23 || minute > 59) return null;
  const wall = date.getTime() + hour * HOUR_MS + minute * MINUTE_MS;
  // Two passes settle the offset even when the first guess lands across a clock change.
  const guess = wall - ukOffsetMinutes(wall) * MINUTE_MS;
  return new Date(wall - ukOffsetMinutes(guess) * MINUTE_MS).toISOString();
}

// ------------------------------------------------------------------ calendar days, never shifted

/** "2025-09-01" → "1 September 2025" (or another style); "" unless it is a real day. */
export function calendarDate(day: string, style: DateStyle = {}): string {
  const date = calendarDay(day);
  return date ? dateText(date, style) : "";
}

/** "September 2027" from a year and a month, 1–12. */
export function calendarMonth(year: number, month: number): string {
  return `${MONTHS[month - 1]} ${year}`;
}
