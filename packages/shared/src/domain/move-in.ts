// When a home can be moved into, and the "Move in from" search filter (decision 054). Student lets
// are found by the academic year they start in, other lets by month, so the filter takes either:
// "2027-09" is September 2027, "2027/28" is the academic year from July 2027 to June 2028. A home
// matches when it can be moved into by the end of that month or year: one available now matches
// any move-in date, and a room-by-room advert matches when any of its rooms is available by then.

import { calendarMonth, ukIsoDate } from "./uk-time.ts";

/** A month ("2027-09") or an academic year ("2027/28"), as the URL carries it. */
export type MoveIn = { kind: "month"; year: number; month: number } | { kind: "year"; startYear: number };

/** The academic year starts in July: "2027/28" runs from July 2027 to June 2028. */
export const ACADEMIC_YEAR_FIRST_MONTH = 7;
/** How far ahead the filter's menu reaches: student lets are advertised up to a year or so ahead. */
export const MOVE_IN_MONTHS_AHEAD = 18;
export const MOVE_IN_YEARS_AHEAD = 2;

export const MOVE_IN_FORMAT_PROBLEM =
  "Choose a month (such as 2027-09) or an academic year (such as 2027/28)";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const ACADEMIC_YEAR = /^(\d{4})\/(\d{2})$/;

/** The URL's value, or null when it is neither a month nor an academic year whose years follow on. */
export function parseMoveIn(raw: string): MoveIn | null {
  const month = MONTH.exec(raw);
  if (month) return { kind: "month", year: Number(month[1]), month: Number(month[2]) };
  const year = ACADEMIC_YEAR.exec(raw);
  if (!year) return null;
  const startYear = Number(year[1]);
  return (startYear + 1) % 100 === Number(year[2]) ? { kind: "year", startYear } : null;
}

export function formatMoveIn(moveIn: MoveIn): string {
  if (moveIn.kind === "year")
    return `${moveIn.startYear}/${String((moveIn.startYear + 1) % 100).padStart(2, "0")}`;
  return `${moveIn.year}-${String(moveIn.month).padStart(2, "0")}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The last day of a month, as an ISO date. */
function lastDayOf(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(days)}`;
}

/** The last day a home may become available and still match: the end of the month or the year. */
export function moveInBy(moveIn: MoveIn): string {
  return moveIn.kind === "month"
    ? lastDayOf(moveIn.year, moveIn.month)
    : lastDayOf(moveIn.startYear + 1, ACADEMIC_YEAR_FIRST_MONTH - 1);
}

/** "September 2027", or "2027/28 academic year". */
export function moveInText(moveIn: MoveIn): string {
  return moveIn.kind === "month"
    ? calendarMonth(moveIn.year, moveIn.month)
    : `${formatMoveIn(moveIn)} academic year`;
}

/**
 * The filter's menu from `today` (an ISO date): the next academic years first, as students choose,
 * then this month and the months after it.
 */
export function moveInOptions(today: string): { value: string; label: string; kind: MoveIn["kind"] }[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const firstYear = month >= ACADEMIC_YEAR_FIRST_MONTH ? year : year - 1;
  const years = Array.from({ length: MOVE_IN_YEARS_AHEAD + 1 }, (_, i) => {
    const moveIn: MoveIn = { kind: "year", startYear: firstYear + i };
    return { value: formatMoveIn(moveIn), label: moveInText(moveIn), kind: moveIn.kind };
  });
  const months = Array.from({ length: MOVE_IN_MONTHS_AHEAD }, (_, i) => {
    const at = year * 12 + (month - 1) + i;
    const moveIn: MoveIn = { kind: "month", year: Math.floor(at / 12), month: (at % 12) + 1 };
    return { value: formatMoveIn(moveIn), label: moveInText(moveIn), kind: moveIn.kind };
  });
  return [...years, ...months];
}

/** What a room needs for its move-in date: its own, or the advert's when it has none. */
export interface RoomAvailability {
  availableFrom?: string | null;
}

export interface ListingAvailability {
  advertType?: string | null;
  availableFrom?: string | null;
  rooms?: readonly RoomAvailability[] | null;
}

/**
 * The first day the home, or its first room, can be moved into, as an ISO date; null when it is
 * available now (no date given). A room without its own date takes the advert's. The database
 * keeps the same rule in the move_in_from column (migration 0024).
 */
export function earliestMoveIn(listing: ListingAvailability): string | null {
  const rooms =
    listing.advertType === "individual_rooms" && Array.isArray(listing.rooms) ? listing.rooms : [];
  if (rooms.length === 0) return listing.availableFrom || null;
  const dates = rooms.map((room) => room?.availableFrom || listing.availableFrom || null);
  if (dates.some((date) => date === null)) return null;
  return (dates as string[]).sort()[0] ?? null;
}

/** "Available now" from `today` (the UK's ISO date by default) on, else "Available from September 2027". */
export function availabilityText(moveInFrom: string | null, today = ukIsoDate(new Date())): string {
  if (moveInFrom === null || moveInFrom <= today) return "Available now";
  const [year, month] = moveInFrom.split("-").map(Number) as [number, number];
  return `Available from ${calendarMonth(year, month)}`;
}
