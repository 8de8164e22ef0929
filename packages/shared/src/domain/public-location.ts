// The privacy rule for a listing's location: the exact pin is the landlord's; everyone
// else sees a point moved a fixed, listing-specific 60–150 m in a listing-specific direction and
// rounded to 4 decimals, and the map draws a circle of PUBLIC_LOCATION_RADIUS_M around it, which
// always contains the real pin. Deterministic, so asking again (or comparing map, card and page)
// never averages the offset away; the database keeps the same point in generated columns
// (schema.ts, properties.public_latitude / public_longitude) so box, distance and time-to-campus
// searches use it too and a shrinking search box cannot close in on the exact pin.

import { EARTH_RADIUS_M, type LatLng } from "./geo.ts";

export const PUBLIC_LOCATION = {
  minOffsetMetres: 60,
  maxOffsetMetres: 150,
  /** Decimal places kept: 4 is about 11 m of latitude, 7 m of longitude here. */
  decimals: 4,
} as const;

/** The radius of the "approximate location" circle: the offset plus rounding, with room to spare. */
export const PUBLIC_LOCATION_RADIUS_M = 200;

export const METRES_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

/**
 * Two fractions in [0, 1) from the last 12 hex digits of a listing's uuid (random in every uuid
 * version): the direction and how far along the 60–150 m range. The SQL twin in schema.ts reads
 * the same digits the same way.
 */
export function offsetFractions(id: string): { direction: number; reach: number } {
  const hex = id.replace(/-/g, "").slice(-12);
  const fraction = (digits: string) => (Number.parseInt(digits, 16) || 0) / 0x1000000;
  return { direction: fraction(hex.slice(0, 6)), reach: fraction(hex.slice(6, 12)) };
}

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The point everyone but the owner sees for a listing at `exact`. */
export function publicLocation(id: string, exact: LatLng): LatLng {
  const { direction, reach } = offsetFractions(id);
  const { minOffsetMetres, maxOffsetMetres, decimals } = PUBLIC_LOCATION;
  const metres = minOffsetMetres + (maxOffsetMetres - minOffsetMetres) * reach;
  const angle = 2 * Math.PI * direction;
  const dLat = (metres * Math.cos(angle)) / METRES_PER_DEGREE;
  const dLng = (metres * Math.sin(angle)) / (METRES_PER_DEGREE * Math.cos((exact.lat * Math.PI) / 180));
  return { lat: roundTo(exact.lat + dLat, decimals), lng: roundTo(exact.lng + dLng, decimals) };
}
