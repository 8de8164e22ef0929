import { METRES_PER_DEGREE, PUBLIC_LOCATION } from "@roost/shared/domain/public-location.ts";
import { type SQL, sql } from "drizzle-orm";

// Location expressions of the properties table (decision 036).
//
// The privacy rule of packages/shared/src/domain/public-location.ts as the expressions of the
// generated columns properties.public_latitude / public_longitude (migration 0014), so every way a
// location is written (wizard, seed, import, SQL) gets its public point without anyone remembering
// to. Same digits of the id, same offset, same rounding as publicLocation(); the listings test
// compares the two on real rows.

const { minOffsetMetres, maxOffsetMetres, decimals } = PUBLIC_LOCATION;
/** The uuid's last 12 hex digits as two fractions in [0, 1): direction, then reach. */
const direction = "(('x' || substr(right(id::text, 12), 1, 6))::bit(24)::int::float8 / 16777216)";
const reach = "(('x' || right(id::text, 6))::bit(24)::int::float8 / 16777216)";
const offsetMetres = `(${minOffsetMetres} + ${maxOffsetMetres - minOffsetMetres} * ${reach})`;
const angle = `(2 * pi() * ${direction})`;

const rounded = (expression: string): SQL =>
  sql.raw(`round((${expression})::numeric, ${decimals})::double precision`);

export const publicLatitudeSql = rounded(`latitude + ${offsetMetres} * cos(${angle}) / ${METRES_PER_DEGREE}`);
export const publicLongitudeSql = rounded(
  `longitude + ${offsetMetres} * sin(${angle}) / (${METRES_PER_DEGREE} * cos(radians(latitude)))`,
);

/**
 * A public point on the unit sphere as a cube (x, y, z): the straight line between two such
 * points grows with the distance along the Earth, so the cube extension's GiST index can list
 * listings nearest-first (`<->`). Written with the cube constructor and built-in trigonometry
 * rather than earthdistance's ll_to_earth, whose body calls earth() unqualified and breaks an
 * index on it when a backup is restored with an empty search_path (decision 036).
 */
export const SPHERE_POINT_SQL =
  "cube(array[cos(radians(public_latitude)) * cos(radians(public_longitude)), cos(radians(public_latitude)) * sin(radians(public_longitude)), sin(radians(public_latitude))])";
