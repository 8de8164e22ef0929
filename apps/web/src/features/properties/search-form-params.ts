// The search filters are real GET forms (decision 050): before the app has loaded, or without
// JavaScript, the browser sends them to /properties-to-rent and the server redirects to the area's
// own address; once the app is there, it reads the same fields and goes to the same address
// itself. These pure helpers are that reading. A form holds some of the search's fields (the
// wide-screen bar all of them, the phone's text box only `q`); everything else in the address
// stays as it was.

import { areaBySlug } from "@roost/shared/domain/property.ts";
import { ALL_AREAS, withFilters } from "./search-params.ts";
import { WITHIN_FORM_FIELD } from "./search-params-campus.ts";

/** A field of a search form, by its name (the URL's own, apart from the two below). */
export type SearchFormField =
  | "area"
  | "q"
  | "min_price"
  | "max_price"
  | "bedrooms"
  | "property_type"
  | "furnishing"
  | "advert_type"
  | "min_pppw"
  | "max_pppw"
  | "move_in"
  | "parking"
  | "bills_included"
  | "verified_only"
  | "campus"
  | "within"
  | "sort";

/** Every filter field: the wide-screen bar holds them all. */
export const FILTER_FORM_FIELDS: readonly SearchFormField[] = [
  "area",
  "q",
  "min_price",
  "max_price",
  "bedrooms",
  "property_type",
  "furnishing",
  "advert_type",
  "min_pppw",
  "max_pppw",
  "move_in",
  "parking",
  "bills_included",
  "verified_only",
  "campus",
  "within",
];

/** The URL keys a field writes: the area is the path, "within" one of two minute limits. */
function urlKeys(field: SearchFormField): readonly string[] {
  if (field === "area") return [];
  if (field === "within") return ["max_walk_minutes", "max_cycle_minutes"];
  return [field];
}

/** The URL keys that fields write. */
export function heldUrlKeys(holds: readonly SearchFormField[]): readonly string[] {
  return holds.flatMap(urlKeys);
}

/**
 * The search a form asks for: `current` without what the form holds and without the page cursor,
 * plus the form's non-empty fields, in the one canonical order of a search. A student's own
 * campus (`ownCampus`) stands in for "any university" where the address has none: it is written
 * only with the minutes it measures.
 */
export function searchFromForm(
  current: URLSearchParams,
  currentArea: string,
  data: FormData,
  holds: readonly SearchFormField[],
  ownCampus?: string,
): { area: string; params: URLSearchParams } {
  const next = new URLSearchParams(current);
  for (const key of [...heldUrlKeys(holds), "cursor"]) next.delete(key);
  for (const [key, value] of data) {
    if (typeof value !== "string" || value.trim() === "" || key === "area") continue;
    if ((holds as readonly string[]).includes(key)) next.append(key, value);
  }
  const standingIn = ownCampus && !current.has("campus") && next.get("campus") === ownCampus;
  if (standingIn && !next.get(WITHIN_FORM_FIELD)) next.delete("campus");
  const area = data.get("area");
  return {
    area: typeof area === "string" ? areaSlugOrAll(area) : currentArea,
    // withFilters writes "within" as its minutes and drops what depends on a missing campus.
    params: withFilters(next, {}),
  };
}

/** What of a search's address a form shows: when it changes from elsewhere, the form shows it anew. */
export function formFieldsPart(
  area: string,
  params: URLSearchParams,
  holds: readonly SearchFormField[],
): string {
  const canonical = withFilters(params, {});
  const keys = heldUrlKeys(holds);
  const part = [...canonical].filter(([key]) => keys.includes(key));
  return JSON.stringify([holds.includes("area") ? area : null, part]);
}

function areaSlugOrAll(spelling: string): string {
  return spelling.trim().toLowerCase() === ALL_AREAS ? ALL_AREAS : (areaBySlug(spelling)?.slug ?? ALL_AREAS);
}
