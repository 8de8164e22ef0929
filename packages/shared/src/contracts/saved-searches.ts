// The saved-search API's shapes (decision 033). A saved search stores the search page's
// filters under the same names as the search API (propertySearchQuery), so the page's query string
// can be saved as it is and a saved search opens as a search URL again.

import { z } from "zod";
import { CAMPUS_SLUGS } from "../domain/campuses.ts";
import { EMAIL_FREQUENCIES } from "../domain/notification-settings.ts";
import { ADVERT_TYPES, FURNISHING, PROPERTY_TYPES } from "../domain/property.ts";
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_TEXTS } from "../domain/saved-searches.ts";
import { propertySearchQuery } from "./properties.ts";

/**
 * What a search URL carries besides filters, never saved: how the results are ordered and paged,
 * and the group's figures ("Fits my group"), which the browser fills in from the group as it is now.
 */
const NOT_FILTERS = {
  sort: true,
  cursor: true,
  limit: true,
  group_size: true,
  per_person_max: true,
} as const;

/**
 * Every filter of the search API. Strict: a filter the search gains (a map area, say) is refused
 * with a clear message until saved searches can store it, never silently dropped.
 */
export const savedSearchFilters = z.strictObject(propertySearchQuery.omit(NOT_FILTERS).shape, {
  error: (issue) =>
    issue.code === "unrecognized_keys" ? SAVED_SEARCH_TEXTS.unsupportedFilter(issue.keys) : undefined,
});
export type SavedSearchFilters = z.output<typeof savedSearchFilters>;

const searchName = z
  .string()
  .trim()
  .min(1, "Give the search a name")
  .max(SAVED_SEARCH_NAME_MAX, `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`);

export const savedSearchCreate = z.object({
  /** Without one, the server names the search after its filters. */
  name: searchName.optional(),
  filters: savedSearchFilters,
});

/** Either or both; an empty change answers the search as it is. */
export const savedSearchUpdate = z.object({
  name: searchName.optional(),
  alert: z.enum(EMAIL_FREQUENCIES).optional(),
});
export type SavedSearchUpdate = z.input<typeof savedSearchUpdate>;

export const SavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.object({
    area: z.string().optional(),
    q: z.string().optional(),
    min_price: z.number().int().optional(),
    max_price: z.number().int().optional(),
    bedrooms: z.number().int().optional(),
    property_type: z.array(z.enum(PROPERTY_TYPES)).optional(),
    furnishing: z.enum(FURNISHING).optional(),
    parking: z.boolean().optional(),
    bills_included: z.boolean().optional(),
    advert_type: z.enum(ADVERT_TYPES).optional(),
    verified_only: z.boolean().optional(),
    /** As in the URL: "south,west,north,east". */
    bbox: z.string().optional(),
    campus: z.enum(CAMPUS_SLUGS).optional(),
    max_walk_minutes: z.number().int().optional(),
    max_cycle_minutes: z.number().int().optional(),
  }),
  alert: z.enum(EMAIL_FREQUENCIES),
  /** Live homes matched since the user last opened this search. */
  new_matches: z.number().int(),
  last_visited_at: z.string(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
