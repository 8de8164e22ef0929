// The location filters of the search API (decision 036): a map box and time to a
// campus. Kept beside propertySearchQuery (properties.ts), which spreads them in, so the map and
// campus rules live in one place.

import { z } from "zod";
import { CAMPUS_SLUGS } from "../domain/campuses.ts";

/** The box a map shows, in degrees; south < north and west < east (Roost never spans the antimeridian). */
export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Larger boxes are refused rather than searched: a map zoomed out past Greater Manchester (about
 * 0.5° by 0.9°) has no use for a box, and the index helps nothing at that size.
 */
export const MAP_BOX_MAX_SPAN = { lat: 2, lng: 3 } as const;

export const GEO_SEARCH_TEXTS = {
  boxFormat: "The map area must be four numbers: south,west,north,east",
  boxOrder: "The map area's south must be below its north and its west left of its east",
  boxRange: "The map area must lie on the map (latitudes −90 to 90, longitudes −180 to 180)",
  boxTooLarge: "The map area is too large: zoom in to search it",
  campusNeeded: "Choose a university to search by time to campus",
} as const;

const NUMBER = /^\s*-?\d{1,3}(\.\d+)?\s*$/;

/** "53.45,-2.26,53.49,-2.21" to a MapBox, with a message for each way it can be wrong. */
export const mapBox = z
  .string()
  .max(100, GEO_SEARCH_TEXTS.boxFormat)
  .transform((text, ctx) => {
    const parts = text.split(",");
    if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p))) {
      ctx.addIssue({ code: "custom", message: GEO_SEARCH_TEXTS.boxFormat });
      return z.NEVER;
    }
    const [south, west, north, east] = parts.map(Number);
    const box: MapBox = { south, west, north, east };
    const message = mapBoxProblem(box);
    if (message) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return box;
  });

function mapBoxProblem({ south, west, north, east }: MapBox): string | null {
  const onTheMap = (lat: number) => lat >= -90 && lat <= 90;
  const onTheGlobe = (lng: number) => lng >= -180 && lng <= 180;
  if (![south, north].every(onTheMap) || ![west, east].every(onTheGlobe)) return GEO_SEARCH_TEXTS.boxRange;
  if (south >= north || west >= east) return GEO_SEARCH_TEXTS.boxOrder;
  if (north - south > MAP_BOX_MAX_SPAN.lat || east - west > MAP_BOX_MAX_SPAN.lng) {
    return GEO_SEARCH_TEXTS.boxTooLarge;
  }
  return null;
}

/** The URL form of a box: what `bbox` accepts. */
export function formatMapBox(box: MapBox): string {
  return [box.south, box.west, box.north, box.east].join(",");
}

export const TRAVEL_MINUTES_MAX = 60;

const minutes = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value || undefined),
  z
    .number({ error: "Minutes must be a whole number" })
    .int("Minutes must be a whole number")
    .min(1, "Minutes must be at least 1")
    .max(TRAVEL_MINUTES_MAX, `Minutes must be at most ${TRAVEL_MINUTES_MAX}`),
);

/**
 * Spread into propertySearchQuery. The minutes filters and the campus_time sort need `campus`;
 * the server refuses them without one (GEO_SEARCH_TEXTS.campusNeeded), since a refinement here
 * would stop saved searches from reusing the query's shape.
 */
export const geoSearchFilters = {
  /** The visible map: `south,west,north,east` in degrees. */
  bbox: mapBox.optional(),
  /** A §9 university's campus (CAMPUSES slug), for the minutes filters and the campus_time sort. */
  campus: z.enum(CAMPUS_SLUGS).optional(),
  max_walk_minutes: minutes.optional(),
  max_cycle_minutes: minutes.optional(),
};
