// The search page keeps every filter in the URL (shareable links, a working back button). These
// pure helpers turn URLSearchParams into typed filters and back. The names are the API's own
// (propertySearchQuery in the shared contracts), so the page's query string is also the API's.

import { formatMapBox, type MapBox } from "@roost/shared/contracts/geo-search.ts";
import {
  type PropertySearchQuery,
  propertySearchQuery,
  SEARCH_SORTS,
  type SearchSort,
} from "@roost/shared/contracts/properties.ts";
import {
  ADVERT_TYPES,
  type AdvertType,
  areaBySlug,
  FURNISHING,
  type Furnishing,
  PROPERTY_TYPES,
  type PropertyType,
} from "@roost/shared/domain/property.ts";
import { searchTotalFigure } from "@roost/shared/domain/search-total.ts";
import {
  CAMPUS_FILTER_KEYS,
  type CampusFilters,
  parseCampusFilters,
  WITHIN_FORM_FIELD,
  writeCampusParams,
} from "./search-params-campus.ts";

export const ALL_AREAS = "all";

export interface SearchFilters extends CampusFilters {
  q?: string;
  min_price?: number;
  max_price?: number;
  /** Minimum bedrooms ("2" means 2 or more). */
  bedrooms?: number;
  /** Empty means any type. Kept in PROPERTY_TYPES order so equal selections give equal URLs. */
  property_type: PropertyType[];
  furnishing?: Furnishing;
  /** Only "must have" is offered; absent means either. */
  parking?: true;
  bills_included?: true;
  /** Verified landlords only (decision 058). */
  verified_only?: true;
  advert_type?: AdvertType;
  /** Price per person per week, whole pounds. */
  min_pppw?: number;
  max_pppw?: number;
  /** "Move in from": a month ("2027-09") or an academic year ("2027/28"). */
  move_in?: string;
  /** "Fits my group": the group's size and the most each member pays, filled in from the group. */
  group_size?: number;
  per_person_max?: number;
  /** The map area of "Search this area" (south,west,north,east in the URL). */
  bbox?: MapBox;
  sort: SearchSort;
}

export const DEFAULT_SORT: SearchSort = "newest";
export const EMPTY_FILTERS: SearchFilters = { property_type: [], sort: DEFAULT_SORT };

export const SORT_LABELS: Readonly<Record<SearchSort, string>> = {
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  per_person: "Price per person",
  campus_time: "Nearest to campus",
};

/** Keys of the URL that are filters (the area lives in the path, the cursor in the query cache). */
export const FILTER_KEYS = [
  "q",
  "min_price",
  "max_price",
  "bedrooms",
  "property_type",
  "furnishing",
  "parking",
  "bills_included",
  "verified_only",
  "advert_type",
  "min_pppw",
  "max_pppw",
  "move_in",
  "group_size",
  "per_person_max",
  "bbox",
  ...CAMPUS_FILTER_KEYS,
  "sort",
] as const satisfies readonly (keyof PropertySearchQuery & keyof SearchFilters)[];

const shape = propertySearchQuery.shape;

/** One field through the shared schema; a value the API would refuse is dropped, never sent. */
function field<
  K extends
    | "q"
    | "min_price"
    | "max_price"
    | "bedrooms"
    | "min_pppw"
    | "max_pppw"
    | "move_in"
    | "group_size"
    | "per_person_max",
>(params: URLSearchParams, key: K): PropertySearchQuery[K] | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === "") return undefined;
  const parsed = shape[key].safeParse(raw);
  return parsed.success ? (parsed.data as PropertySearchQuery[K]) : undefined;
}

const isTrue = (raw: string | null) => raw === "true" || raw === "1";

/** URL → filters. Tolerant: a hand-edited or outdated link still opens, minus the bad parts. */
export function parseSearchParams(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = { property_type: [], sort: DEFAULT_SORT };
  const q = field(params, "q");
  if (q) filters.q = q;
  const minPrice = field(params, "min_price");
  if (minPrice !== undefined && minPrice > 0) filters.min_price = minPrice;
  const maxPrice = field(params, "max_price");
  if (maxPrice !== undefined && maxPrice > 0) filters.max_price = maxPrice;
  const bedrooms = field(params, "bedrooms");
  if (bedrooms !== undefined && bedrooms > 0) filters.bedrooms = bedrooms;

  // Several ?property_type= or one comma list; unknown slugs are skipped rather than failing all.
  const types = new Set(
    params
      .getAll("property_type")
      .flatMap((v) => v.split(","))
      .map((v) => v.trim()),
  );
  filters.property_type = PROPERTY_TYPES.filter((t) => types.has(t));

  const furnishing = params.get("furnishing");
  if ((FURNISHING as readonly string[]).includes(furnishing ?? ""))
    filters.furnishing = furnishing as Furnishing;
  if (isTrue(params.get("parking"))) filters.parking = true;
  if (isTrue(params.get("bills_included"))) filters.bills_included = true;
  if (isTrue(params.get("verified_only"))) filters.verified_only = true;
  const advertType = params.get("advert_type");
  if ((ADVERT_TYPES as readonly string[]).includes(advertType ?? ""))
    filters.advert_type = advertType as AdvertType;
  const minWeekly = field(params, "min_pppw");
  if (minWeekly) filters.min_pppw = minWeekly;
  const maxWeekly = field(params, "max_pppw");
  if (maxWeekly) filters.max_pppw = maxWeekly;
  const moveIn = field(params, "move_in");
  if (moveIn) filters.move_in = moveIn;
  const groupSize = field(params, "group_size");
  if (groupSize !== undefined) {
    filters.group_size = groupSize;
    const perPersonMax = field(params, "per_person_max");
    if (perPersonMax !== undefined) filters.per_person_max = perPersonMax;
  }
  const bbox = shape.bbox.safeParse(params.get("bbox") ?? undefined);
  if (bbox.success && bbox.data) filters.bbox = bbox.data;
  Object.assign(filters, parseCampusFilters(params));
  const sort = params.get("sort");
  if ((SEARCH_SORTS as readonly string[]).includes(sort ?? "")) filters.sort = sort as SearchSort;
  // Nearest-to-campus needs a campus; without one the API would refuse the search.
  if (filters.sort === "campus_time" && !filters.campus) filters.sort = DEFAULT_SORT;
  // The per-person order needs the group's size; without it the API would refuse the search.
  if (filters.sort === "per_person" && !filters.group_size) filters.sort = DEFAULT_SORT;
  return filters;
}

/** Filters → URL, in a fixed order and without defaults, so one search has exactly one URL. */
export function toSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q?.trim();
  if (q) params.set("q", q);
  if (filters.min_price) params.set("min_price", String(filters.min_price));
  if (filters.max_price) params.set("max_price", String(filters.max_price));
  if (filters.bedrooms) params.set("bedrooms", String(filters.bedrooms));
  const types = PROPERTY_TYPES.filter((t) => filters.property_type.includes(t));
  if (types.length > 0) params.set("property_type", types.join(","));
  if (filters.furnishing) params.set("furnishing", filters.furnishing);
  if (filters.parking) params.set("parking", "true");
  if (filters.bills_included) params.set("bills_included", "true");
  if (filters.verified_only) params.set("verified_only", "true");
  if (filters.advert_type) params.set("advert_type", filters.advert_type);
  if (filters.min_pppw) params.set("min_pppw", String(filters.min_pppw));
  if (filters.max_pppw) params.set("max_pppw", String(filters.max_pppw));
  if (filters.move_in) params.set("move_in", filters.move_in);
  if (filters.group_size) params.set("group_size", String(filters.group_size));
  if (filters.group_size && filters.per_person_max !== undefined)
    params.set("per_person_max", String(filters.per_person_max));
  if (filters.bbox) params.set("bbox", formatMapBox(filters.bbox));
  writeCampusParams(filters, params);
  if (filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  return params;
}

/**
 * The page URL after a change. Keys outside the filters (e.g. utm_source) survive; anything that
 * paginates does not, so a changed filter always starts again from the first page.
 */
export function withFilters(current: URLSearchParams, patch: Partial<SearchFilters>): URLSearchParams {
  return keepOtherKeys(current, toSearchParams({ ...parseSearchParams(current), ...patch }));
}

/** The same search from `cursor` on: the "Next page" link. */
export function withCursor(current: URLSearchParams, cursor: string): URLSearchParams {
  const next = withFilters(current, {});
  next.set("cursor", cursor);
  return next;
}

/** 'Clear filters': back to every home of the area, in the order the user chose. */
export function clearedFilters(current: URLSearchParams): URLSearchParams {
  return keepOtherKeys(current, toSearchParams({ ...EMPTY_FILTERS, sort: parseSearchParams(current).sort }));
}

/** Keys that are read but never kept as they are: the paging, and a form's "within" (its minutes). */
const REWRITTEN_KEYS: readonly string[] = [...FILTER_KEYS, "cursor", "page", WITHIN_FORM_FIELD];

function keepOtherKeys(current: URLSearchParams, next: URLSearchParams): URLSearchParams {
  for (const [key, value] of current) {
    if (!REWRITTEN_KEYS.includes(key)) next.append(key, value);
  }
  return next;
}

/** The API query for one page of results (area from the path; "all" means no area filter). */
export function searchApiQuery(area: string, filters: SearchFilters, cursor?: string | null): string {
  const params = toSearchParams(filters);
  if (area !== ALL_AREAS) params.set("area", area);
  // The API's own default is "newest", but saying it keeps the request self-describing.
  params.set("sort", filters.sort);
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

/** How many filters are narrowing the search (the "Filters (n)" button); text and sort excluded. */
export function countActiveFilters(filters: SearchFilters): number {
  return (
    (filters.min_price ? 1 : 0) +
    (filters.max_price ? 1 : 0) +
    (filters.bedrooms ? 1 : 0) +
    (filters.property_type.length > 0 ? 1 : 0) +
    (filters.furnishing ? 1 : 0) +
    (filters.parking ? 1 : 0) +
    (filters.bills_included ? 1 : 0) +
    (filters.verified_only ? 1 : 0) +
    (filters.advert_type ? 1 : 0) +
    (filters.min_pppw ? 1 : 0) +
    (filters.max_pppw ? 1 : 0) +
    (filters.move_in ? 1 : 0) +
    (filters.max_walk_minutes || filters.max_cycle_minutes ? 1 : 0) +
    (filters.group_size ? 1 : 0)
  );
}

/** True when anything other than the sort order narrows the results. */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return countActiveFilters(filters) > 0 || Boolean(filters.q?.trim()) || Boolean(filters.bbox);
}

/** A minimum above the maximum finds nothing; the page says so instead of showing an empty list. */
export function priceRangeProblem(filters: SearchFilters): string | null {
  if (filters.min_price && filters.max_price && filters.min_price > filters.max_price)
    return "The minimum price is higher than the maximum.";
  if (filters.min_pppw && filters.max_pppw && filters.min_pppw > filters.max_pppw)
    return "The minimum price per person per week is higher than the maximum.";
  return null;
}

export type AreaResolution =
  | { kind: "all" }
  | { kind: "area"; slug: string; name: string; description: string }
  | { kind: "redirect"; slug: string }
  | { kind: "unknown" };

/** /properties-to-rent/{area}: "all", a known slug, a known slug in the wrong case, or unknown. */
export function resolveArea(param: string | undefined): AreaResolution {
  const raw = (param ?? "").trim();
  if (raw === ALL_AREAS) return { kind: "all" };
  if (raw.toLowerCase() === ALL_AREAS) return { kind: "redirect", slug: ALL_AREAS };
  const area = areaBySlug(raw);
  if (!area) return { kind: "unknown" };
  if (area.slug !== raw) return { kind: "redirect", slug: area.slug };
  return { kind: "area", ...area };
}

export interface SearchPageMeta {
  title: string;
  description: string;
}

export function searchPageMeta(area: AreaResolution): SearchPageMeta {
  if (area.kind === "area") {
    return {
      title: `Student houses and rooms to rent in ${area.name}`,
      description: area.description,
    };
  }
  return {
    title: "Houses, flats and rooms to rent in Manchester",
    description:
      "Search student houses, flats and rooms to rent across Manchester, from Fallowfield and Withington to the City Centre and Salford, direct from local landlords.",
  };
}

/** "1 home", "123 homes", "1,234 homes"; "1,000+ homes" when the count stopped at its cap. */
export function homesCountText(total: number): string {
  return `${searchTotalFigure(total)} ${total === 1 ? "home" : "homes"}`;
}
