// Distances and travel-time estimates between points on the map. Straight lines only:
// there is no routing data here, so every time shown is an estimate and the texts say so.

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** The mean Earth radius in metres (IUGG), the usual constant for the haversine formula. */
export const EARTH_RADIUS_M = 6_371_008.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine): within a few metres of the truth at city scale. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How the estimate works: the straight-line distance times a detour factor (streets are not
 * straight; 1.3 is the ratio commonly measured between road and straight-line distance in UK
 * cities), at a steady walking or cycling speed, rounded up to whole minutes. No hills, lights or
 * waiting; it is an estimate and is always shown as one.
 */
export const TRAVEL_ESTIMATE = {
  detourFactor: 1.3,
  walkKmPerHour: 4.8,
  cycleKmPerHour: 15,
} as const;

export const TRAVEL_MODES = ["walk", "cycle"] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

function speedKmPerHour(mode: TravelMode): number {
  return mode === "walk" ? TRAVEL_ESTIMATE.walkKmPerHour : TRAVEL_ESTIMATE.cycleKmPerHour;
}

/** Estimated whole minutes to cover a straight-line distance (at least 1 when not already there). */
export function travelMinutes(straightLineMetres: number, mode: TravelMode): number {
  const routeKm = (straightLineMetres * TRAVEL_ESTIMATE.detourFactor) / 1000;
  const minutes = (routeKm / speedKmPerHour(mode)) * 60;
  // Rounded to a microsecond first, so float noise on an exact number of minutes does not add one.
  return Math.ceil(Math.round(minutes * 1e6) / 1e6);
}

/**
 * The longest straight line that still estimates at most `minutes` — the inverse of travelMinutes,
 * so the server can filter "within N minutes" as a distance the index answers.
 */
export function maxStraightLineMetres(minutes: number, mode: TravelMode): number {
  return ((minutes / 60) * speedKmPerHour(mode) * 1000) / TRAVEL_ESTIMATE.detourFactor;
}

/** "0.8 km", "12 km": one decimal below 10 km, where it still means something. */
export function formatDistance(metres: number): string {
  const tenths = Math.round(metres / 100) / 10;
  return tenths < 10 ? `${tenths.toFixed(1)} km` : `${Math.round(metres / 1000)} km`;
}

/**
 * Where coordinates may be for a listing: Greater Manchester with a margin (Wigan to Glossop,
 * Bolton to Wilmslow). A pin outside is a slip of the finger, not a Roost listing.
 */
export const LISTING_BOUNDS = { south: 53.2, west: -2.8, north: 53.75, east: -1.85 } as const;

export function isWithinListingBounds(point: LatLng): boolean {
  return (
    point.lat >= LISTING_BOUNDS.south &&
    point.lat <= LISTING_BOUNDS.north &&
    point.lng >= LISTING_BOUNDS.west &&
    point.lng <= LISTING_BOUNDS.east
  );
}

export interface TravelEstimate {
  metres: number;
  walkMinutes: number;
  cycleMinutes: number;
}

/** Distance and estimated walk and cycle times between two points (see TRAVEL_ESTIMATE). */
export function travelEstimate(from: LatLng, to: LatLng): TravelEstimate {
  const metres = distanceMetres(from, to);
  return { metres, walkMinutes: travelMinutes(metres, "walk"), cycleMinutes: travelMinutes(metres, "cycle") };
}

export const TRAVEL_TEXTS = {
  /** "about 12 min walk · 4 min cycle" */
  times: (e: TravelEstimate) => `about ${e.walkMinutes} min walk · ${e.cycleMinutes} min cycle`,
  /** "1.2 km · about 16 min walk · 5 min cycle" */
  line: (e: TravelEstimate) => `${formatDistance(e.metres)} · ${TRAVEL_TEXTS.times(e)}`,
  method:
    "Estimates: the straight-line distance × 1.3 for the streets, walking at 4.8 km/h and cycling at 15 km/h, " +
    "from the home's approximate location (within 200 m).",
} as const;
