import { GEO_SEARCH_TEXTS } from "@roost/shared/contracts/geo-search.ts";
import type { PropertySearchQuery } from "@roost/shared/contracts/properties.ts";
import { campusBySlug } from "@roost/shared/domain/campuses.ts";
import { EARTH_RADIUS_M, maxStraightLineMetres } from "@roost/shared/domain/geo.ts";
import { METRES_PER_DEGREE } from "@roost/shared/domain/public-location.ts";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import { SPHERE_POINT_SQL } from "../../../../db/location-sql.ts";
import { properties } from "../../../../db/schema.ts";
import { badRequest } from "../../../../lib/errors.ts";

// The location parts of the search statement (decision 036): the map box, "within N
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
export function spherePoint(lat: number, lng: number): string {
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
 * How a statement reaches the listings in a box or circle (decision 044). "point_index": through
 * properties_live_point_idx (GiST on the public point, holding every filter column), which hands
 * out the listings inside a box in time proportional to how many there are, however empty the box.
 * "ordered_index": only conditions on the two columns, which every ordered index of the search
 * INCLUDEs, so a page can walk its order's index and check the box on index entries; no `<@ box`
 * then, or the planner would take the point index instead. Both select the same listings: the
 * GiST operator compares with a tolerance of 1e-6°, so the exact ranges are checked in both.
 */
export type GeoAccess = "point_index" | "ordered_index";

/** Whether the search is confined to a box or circle, which the point index can answer. */
export function confinedToPlace(params: GeoSearchParams): boolean {
  return params.box_south !== undefined || params.near_metres !== undefined;
}

/** The box and distance conditions, on the public point. */
export function geoConditions(params: GeoSearchParams, bind: GeoBind, access: GeoAccess): SQL[] {
  const inBox = (south: SQL, west: SQL, north: SQL, east: SQL): SQL[] =>
    access === "point_index"
      ? [
          sql`point(${lng}, ${lat}) <@ box(point(${west}, ${south}), point(${east}, ${north}))`,
          sql`${lat} between ${south} and ${north}`,
          sql`${lng} between ${west} and ${east}`,
        ]
      : // The same four comparisons as one (a difference of doubles is >= 0 exactly when the first is
        // the larger or equal), so a prepared plan guesses a third of the listings inside, not a
        // 40,000th: guessing the walk long, PostgreSQL planned each box afresh (custom plans), which
        // costs more than the one plan it keeps (decision 044).
        [sql`least(${lat} - ${south}, ${north} - ${lat}, ${lng} - ${west}, ${east} - ${lng}) >= 0`];
  const float = (name: keyof GeoSearchParams) => sql`${bind(name)}::float8`;
  const conditions: SQL[] = [];
  if (params.box_south !== undefined) {
    conditions.push(...inBox(float("box_south"), float("box_west"), float("box_north"), float("box_east")));
  }
  if (params.near_metres !== undefined) {
    // Walking an ordered index, the circle alone: the box around it only narrows what the point
    // index hands out, and with it the planner (guessing a tiny share for each range) would rather
    // sort the whole index than walk the nearest-first one.
    if (access === "point_index") {
      conditions.push(
        ...inBox(float("near_south"), float("near_west"), float("near_north"), float("near_east")),
      );
    }
    conditions.push(sql`${metresFromCampus(bind)} <= ${bind("near_metres")}::float8`);
  }
  // Nearest-first lists only listings that have a location (a draft saved before its postcode);
  // both location indexes hold only those, and say so in their predicates.
  if (params.campus_point !== undefined || confinedToPlace(params)) conditions.push(sql`${lat} is not null`);
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
