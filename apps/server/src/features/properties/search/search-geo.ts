import { GEO_SEARCH_TEXTS } from "@roost/shared/contracts/geo-search.ts";
import type { PropertySearchQuery } from "@roost/shared/contracts/properties.ts";
import { campusBySlug } from "@roost/shared/domain/campuses.ts";
import { EARTH_RADIUS_M, maxStraightLineMetres } from "@roost/shared/domain/geo.ts";
import { METRES_PER_DEGREE } from "@roost/shared/domain/public-location.ts";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { SPHERE_POINT_SQL } from "../../../db/location-sql.ts";
import { properties } from "../../../db/schema.ts";
import { badRequest } from "../../../lib/errors.ts";

// The location parts of the search statement (issue 16, decision 036): the map box, "within N
// minutes" of a campus and the campus_time order. search-statement.ts inserts them; all work on
// the public point (public_latitude / public_longitude), never the exact pin, so no search can
// home in on a landlord's front door.

/** The values these filters bind into the statement; present only when used. */
export interface GeoSearchParams {
  box_south?: number;
  box_west?: number;
  box_north?: number;
  box_east?: number;
  campus_lat?: number;
  campus_lng?: number;
  /** The campus on the unit sphere, as cube text "(x, y, z)", for the nearest-first order. */
  campus_point?: string;
  /** "Within N minutes": the straight line the estimate allows, and a box around it the index seeks. */
  near_metres?: number;
  near_south?: number;
  near_west?: number;
  near_north?: number;
  near_east?: number;
}

type GeoBind = (name: keyof GeoSearchParams | "cursor_key" | "cursor_id") => Placeholder;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** "(x, y, z)": the point as SPHERE_POINT_SQL computes it for a listing. */
function spherePoint(lat: number, lng: number): string {
  const [φ, λ] = [radians(lat), radians(lng)];
  return `(${Math.cos(φ) * Math.cos(λ)}, ${Math.cos(φ) * Math.sin(λ)}, ${Math.sin(φ)})`;
}

/**
 * The query's location values. Minutes and the campus order mean nothing without a campus, so
 * they are refused (400) rather than ignored; a campus alone binds nothing (the browser shows the
 * times), so it does not split the statement or the totals cache.
 */
export function geoSearchParams(query: PropertySearchQuery): GeoSearchParams {
  const params: GeoSearchParams = {};
  if (query.bbox) {
    params.box_south = query.bbox.south;
    params.box_west = query.bbox.west;
    params.box_north = query.bbox.north;
    params.box_east = query.bbox.east;
  }
  const wantsCampus =
    query.max_walk_minutes !== undefined ||
    query.max_cycle_minutes !== undefined ||
    query.sort === "campus_time";
  if (!wantsCampus) return params;
  const campus = campusBySlug(query.campus);
  if (!campus) throw badRequest("validation_failed", GEO_SEARCH_TEXTS.campusNeeded, "campus");
  params.campus_lat = campus.lat;
  params.campus_lng = campus.lng;
  if (query.sort === "campus_time") params.campus_point = spherePoint(campus.lat, campus.lng);
  const limits = [
    ...(query.max_walk_minutes !== undefined ? [maxStraightLineMetres(query.max_walk_minutes, "walk")] : []),
    ...(query.max_cycle_minutes !== undefined
      ? [maxStraightLineMetres(query.max_cycle_minutes, "cycle")]
      : []),
  ];
  if (limits.length > 0) Object.assign(params, nearParams(campus.lat, campus.lng, Math.min(...limits)));
  return params;
}

/** The radius and the smallest lat/lng box holding that circle (widest in longitude on its north edge). */
function nearParams(lat: number, lng: number, metres: number): GeoSearchParams {
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = metres / (METRES_PER_DEGREE * Math.cos(radians(lat + dLat)));
  return {
    near_metres: metres,
    near_south: lat - dLat,
    near_north: lat + dLat,
    near_west: lng - dLng,
    near_east: lng + dLng,
  };
}

const { publicLatitude: lat, publicLongitude: lng } = properties;

/**
 * Haversine metres between two points, as geo.ts's distanceMetres: here from the bound campus to a
 * listing's public point, and in saved-search matching from a saved search's campus.
 */
export const haversineMetres = (lat1: SQL | typeof lat, lng1: SQL | typeof lng, lat2: SQL, lng2: SQL) =>
  sql`2 * ${sql.raw(String(EARTH_RADIUS_M))} * asin(sqrt(power(sin(radians(${lat1} - ${lat2}) / 2), 2) + cos(radians(${lat2})) * cos(radians(${lat1})) * power(sin(radians(${lng1} - ${lng2}) / 2), 2)))`;

const metresFromCampus = (bind: GeoBind) =>
  haversineMetres(lat, lng, sql`${bind("campus_lat")}::float8`, sql`${bind("campus_lng")}::float8`);

/**
 * The box and distance conditions. Both are ranges on (public_latitude, public_longitude), which
 * properties_live_location_idx holds, so counting them never reads the table; the distance is
 * then checked exactly on the index's values.
 */
export function geoConditions(params: GeoSearchParams, bind: GeoBind): SQL[] {
  const conditions: SQL[] = [];
  if (params.box_south !== undefined) {
    conditions.push(
      sql`${lat} between ${bind("box_south")}::float8 and ${bind("box_north")}::float8`,
      sql`${lng} between ${bind("box_west")}::float8 and ${bind("box_east")}::float8`,
    );
  }
  if (params.near_metres !== undefined) {
    conditions.push(
      sql`${lat} between ${bind("near_south")}::float8 and ${bind("near_north")}::float8`,
      sql`${lng} between ${bind("near_west")}::float8 and ${bind("near_east")}::float8`,
      sql`${metresFromCampus(bind)} <= ${bind("near_metres")}::float8`,
    );
  }
  // Nearest-first lists only listings that have a location (a draft saved before its postcode).
  if (params.campus_point !== undefined) conditions.push(sql`${lat} is not null`);
  return conditions;
}

/**
 * Nearest to the campus first: the straight line through the Earth between unit-sphere points
 * grows with the distance along it, and properties_live_sphere_idx (GiST, cube) hands rows out in
 * that order. The key is that chord (0 to 2), carried by the cursor.
 */
const CHORD = sql`${sql.raw(SPHERE_POINT_SQL)} <-> ${sql.placeholder("campus_point")}::cube`;

/** An ordering of search-statement.ts's ORDERINGS. */
export const CAMPUS_TIME_ORDERING = {
  cursorKey: CHORD,
  orderBy: [sql`${CHORD} asc`, sql`${properties.id} asc`],
  after: (bind: GeoBind) =>
    sql`(${CHORD}, ${properties.id}) > (${bind("cursor_key")}::float8, ${bind("cursor_id")}::uuid)`,
};

/**
 * Boxes and distances are planned for each search, as free text is: how many listings fall inside
 * decides between the location index and walking the ordered one. A reused generic plan guesses
 * every box tiny, and at bench size it fetched and sorted 20,000 rows for a district-sized box
 * (over a second) where walking the newest index takes half a millisecond (decision 036).
 */
export function plannedPerSearch(params: GeoSearchParams): boolean {
  return params.box_south !== undefined || params.near_metres !== undefined;
}
