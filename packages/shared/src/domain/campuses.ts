// A campus point for each university of spec §9, for "time to campus". APPROXIMATE:
// hand-placed at the heart of each main campus (checked against the campus maps), not at any one
// building's door; a walk estimate from it is good to a few minutes, which is all it claims.

import type { University } from "./constants.ts";
import type { LatLng } from "./geo.ts";

export interface Campus extends LatLng {
  /** In URLs: `campus=uom`. */
  readonly slug: string;
  readonly university: University;
  readonly name: string;
}

export const CAMPUSES = [
  // Oxford Road, by the Whitworth Building and the Students' Union.
  { slug: "uom", university: "University of Manchester", name: "Oxford Road", lat: 53.4668, lng: -2.2339 },
  // All Saints, by the Business School and the All Saints Park green.
  { slug: "mmu", university: "Manchester Met", name: "All Saints", lat: 53.471, lng: -2.2398 },
  // Peel Park, by the Maxwell Building next to Salford Crescent station.
  { slug: "salford", university: "Salford University", name: "Peel Park", lat: 53.4858, lng: -2.2725 },
] as const satisfies readonly Campus[];

export type CampusSlug = (typeof CAMPUSES)[number]["slug"];
export const CAMPUS_SLUGS = CAMPUSES.map((c) => c.slug) as [CampusSlug, ...CampusSlug[]];

export function campusBySlug(slug: string | null | undefined): Campus | undefined {
  return CAMPUSES.find((c) => c.slug === slug);
}

/** The campus of a profile's university (the profile stores the §9 name); none for "Other" or blank. */
export function campusOfUniversity(university: string | null | undefined): Campus | undefined {
  const wanted = university?.trim().toLowerCase();
  if (!wanted) return undefined;
  return CAMPUSES.find((c) => c.university.toLowerCase() === wanted);
}

/** "University of Manchester (Oxford Road)". */
export function campusLabel(campus: Campus): string {
  return `${campus.university} (${campus.name})`;
}
