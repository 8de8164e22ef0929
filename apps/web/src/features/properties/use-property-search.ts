import type { PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { type SearchFilters, searchApiQuery } from "./search-params.ts";

export const propertySearchKey = (area: string, filters: SearchFilters) =>
  ["properties", "search", searchApiQuery(area, filters)] as const;

/**
 * GET /api/properties, one page per cursor. The key is the query string without the cursor, so a
 * changed filter starts a new list from the first page; the previous results stay on screen (dimmed
 * by the page) until the new ones arrive instead of flashing skeletons on every click.
 */
export function usePropertySearch(area: string, filters: SearchFilters) {
  return useInfiniteQuery({
    queryKey: propertySearchKey(area, filters),
    queryFn: ({ pageParam, signal }) =>
      api<PropertySearchResult>(`/api/properties?${searchApiQuery(area, filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
