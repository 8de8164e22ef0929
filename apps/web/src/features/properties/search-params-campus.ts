// The time-to-campus part of the search URL (decision 036): `campus`, and one of
// `max_walk_minutes` / `max_cycle_minutes`. Read and written through the shared schema, like the
// other filters (search-params.ts), so the page never sends what the API would refuse.

import { type PropertySearchQuery, propertySearchQuery } from "@roost/shared/contracts/properties.ts";
import type { CampusSlug } from "@roost/shared/domain/campuses.ts";

export interface CampusFilters {
  campus?: CampusSlug;
  max_walk_minutes?: number;
  max_cycle_minutes?: number;
}

export const CAMPUS_FILTER_KEYS = [
  "campus",
  "max_walk_minutes",
  "max_cycle_minutes",
] as const satisfies readonly (keyof PropertySearchQuery | keyof CampusFilters)[];

const shape = propertySearchQuery.shape;

/**
 * The search form's name for its "within" select (search-form-params.ts): a form sent without the
 * app carries it as it is, and the page reads it as the minutes it stands for.
 */
export const WITHIN_FORM_FIELD = "within";

/**
 * URL → the campus filters; minutes without a valid campus are dropped (the API needs one). The
 * minutes are the URL's own keys or, from a form sent without the app, its "within" field.
 */
export function parseCampusFilters(params: URLSearchParams): CampusFilters {
  const campus = shape.campus.safeParse(params.get("campus") ?? undefined);
  if (!campus.success || !campus.data) return {};
  const filters: CampusFilters = { campus: campus.data };
  const within = withinPatch(params.get(WITHIN_FORM_FIELD) ?? "");
  for (const key of ["max_walk_minutes", "max_cycle_minutes"] as const) {
    const minutes = shape[key].safeParse(params.get(key) ?? within[key]);
    if (minutes.success && minutes.data !== undefined) filters[key] = minutes.data;
  }
  return filters;
}

/** The campus filters → URL, after the others. */
export function writeCampusParams(filters: CampusFilters, params: URLSearchParams): void {
  if (!filters.campus) return;
  params.set("campus", filters.campus);
  if (filters.max_walk_minutes) params.set("max_walk_minutes", String(filters.max_walk_minutes));
  if (filters.max_cycle_minutes) params.set("max_cycle_minutes", String(filters.max_cycle_minutes));
}

/** The "within" choices: minutes by foot or by bike, as one select value ("walk:15"). */
export const WITHIN_CHOICES = [
  "walk:10",
  "walk:15",
  "walk:20",
  "walk:30",
  "cycle:10",
  "cycle:15",
  "cycle:20",
];

/** "walk:15" → "15 min walk". */
export function withinLabel(value: string): string {
  const [mode, minutes] = value.split(":");
  return `${minutes} min ${mode}`;
}

/** The select value of the current filters ("" for any time; a custom value from a link shows too). */
export function withinValue(filters: CampusFilters): string {
  if (filters.max_walk_minutes) return `walk:${filters.max_walk_minutes}`;
  if (filters.max_cycle_minutes) return `cycle:${filters.max_cycle_minutes}`;
  return "";
}

/** The filters' patch for a "within" select value: one limit at a time. */
export function withinPatch(value: string): CampusFilters {
  const [mode, minutes] = value.split(":");
  const n = Number(minutes);
  return {
    max_walk_minutes: mode === "walk" && n > 0 ? n : undefined,
    max_cycle_minutes: mode === "cycle" && n > 0 ? n : undefined,
  };
}
