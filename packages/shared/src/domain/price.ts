// Money display of spec §9: whole pounds with "£", "From" the cheapest room for room-by-room
// adverts, and "Contact for price" whenever there is nothing sensible to show.

import type { AdvertType } from "./property.ts";

export const CONTACT_FOR_PRICE = "Contact for price";

/**
 * Made on first use, not when the module loads: a page's first Intl formatter loads locale data,
 * which would otherwise join the one long task in which the browser evaluates the app's modules
 * (decision 046).
 */
let poundsFormat: Intl.NumberFormat | undefined;

/** "£1,250". Rents are whole pounds; stray pence are rounded rather than shown. */
export function formatPounds(amount: number): string {
  poundsFormat ??= new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency: "GBP",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return poundsFormat.format(amount);
}

/**
 * Room rents arrive from a JSON column written by a form, so a value may be a numeric string,
 * empty, or junk; anything that is not a positive amount counts as "no price".
 */
export type RentValue = number | string | null | undefined;

export interface RoomRent {
  monthlyRent?: RentValue;
}

export function parseRent(value: RentValue): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value.trim());
  return Number.isFinite(n) && n > 0 ? n : null;
}

export function lowestRoomRent(rooms: readonly RoomRent[] | null | undefined): number | null {
  if (!Array.isArray(rooms)) return null;
  let lowest: number | null = null;
  for (const room of rooms) {
    const rent = parseRent(room?.monthlyRent);
    if (rent !== null && (lowest === null || rent < lowest)) lowest = rent;
  }
  return lowest;
}

export interface PriceInput {
  /** A missing advert type is read as a whole-property advert, the original listing form. */
  advertType?: AdvertType | string | null;
  monthlyRent?: RentValue;
  rooms?: readonly RoomRent[] | null;
}

/**
 * The rent used for sorting and price filters, so that a room-by-room advert competes with its
 * cheapest room just as its card advertises "From £X". A room advert never falls back to the
 * property-level rent: that column may be stale once the landlord switched to rooms.
 */
export function effectiveMonthlyRent(input: PriceInput): number | null {
  if (input.advertType === "individual_rooms") return lowestRoomRent(input.rooms);
  return parseRent(input.monthlyRent);
}

export function priceDisplay(input: PriceInput): string {
  const rent = effectiveMonthlyRent(input);
  if (rent === null) return CONTACT_FOR_PRICE;
  const text = `${formatPounds(rent)} per month`;
  return input.advertType === "individual_rooms" ? `From ${text}` : text;
}
