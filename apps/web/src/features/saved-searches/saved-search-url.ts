import type { SavedSearch } from "@roost/shared/contracts/saved-searches.ts";
import { campusBySlug } from "@roost/shared/domain/campuses.ts";
import { ADVERT_TYPE_LABELS, furnishingLabel, propertyTypeLabel } from "@roost/shared/domain/property.ts";
import { defaultSearchName } from "@roost/shared/domain/saved-searches.ts";

// A saved search and the search page's URL, both ways: the area lives in the path
// (/properties-to-rent/{area}), every other filter in the query under the API's names.

/**
 * Not saved: the order and paging, "Fits my group", which follows the group as it is at search
 * time, and whether the page showed the map (view=map), which is how it was looked at, not a filter.
 */
const NOT_FILTERS = new Set(["sort", "cursor", "limit", "group_size", "per_person_max", "view"]);

/** The filters of the search page at `area` with `query`; "all" is no area. Unknown keys go too: the server names what it cannot store. */
export function filtersOfSearchPage(
  area: string | undefined,
  query: URLSearchParams,
): Record<string, string> {
  const filters: Record<string, string> = {};
  if (area && area !== "all") filters.area = area;
  for (const [key, value] of query) if (!NOT_FILTERS.has(key) && value !== "") filters[key] = value;
  return filters;
}

export function searchPageUrl(filters: SavedSearch["filters"]): string {
  const { area, ...rest } = filters;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    query.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const text = query.toString();
  return `/properties-to-rent/${area ?? "all"}${text ? `?${text}` : ""}`;
}

/** "Within 20 min walk of Oxford Road (University of Manchester)". */
function campusLimits(filters: SavedSearch["filters"]): string[] {
  const campus = campusBySlug(filters.campus);
  if (!campus) return [];
  const where = `${campus.name} (${campus.university})`;
  const limits = [
    filters.max_walk_minutes && `${filters.max_walk_minutes} min walk`,
    filters.max_cycle_minutes && `${filters.max_cycle_minutes} min cycle`,
  ].filter(Boolean);
  return [limits.length ? `Within ${limits.join(" or ")} of ${where}` : `Times to ${where}`];
}

/** Every filter in words, for the list ("Fallowfield, up to £900, 2+ beds · Flat · Furnished"). */
export function filtersSummary(filters: SavedSearch["filters"]): string {
  const extras = [
    ...(filters.property_type ?? []).map(propertyTypeLabel),
    filters.furnishing && furnishingLabel(filters.furnishing),
    filters.advert_type && ADVERT_TYPE_LABELS[filters.advert_type],
    filters.parking !== undefined && (filters.parking ? "Parking" : "No parking"),
    filters.bills_included !== undefined &&
      (filters.bills_included ? "Bills included" : "Bills not included"),
    filters.verified_only && "Verified landlords only",
    filters.bbox && "Map area",
    ...campusLimits(filters),
  ].filter(Boolean);
  return [defaultSearchName(filters), ...extras].join(" · ");
}
