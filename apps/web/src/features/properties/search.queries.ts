// The property search's server state: GET /api/properties with the filters from the page's URL.

import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { type SearchFilters, searchApiQuery } from "./search-params.ts";

/**
 * GET /api/properties, one page per cursor. The key is the query string without the later pages'
 * cursors, so a changed filter starts a new list from the first page; the previous results stay on
 * screen (dimmed by the page) until the new ones arrive instead of flashing skeletons on every
 * click. `startCursor` is the ?cursor= of a "Next page" link (browsers without JavaScript page that way).
 */
export function searchQuery(area: string, filters: SearchFilters, startCursor: string | null = null) {
  return infiniteQueryOptions({
    queryKey: queryKeys.properties.search(searchApiQuery(area, filters, startCursor)),
    queryFn: ({ pageParam, signal }) =>
      api(`/api/properties?${searchApiQuery(area, filters, pageParam)}`, { signal }),
    initialPageParam: startCursor,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function usePropertySearch(area: string, filters: SearchFilters, startCursor: string | null = null) {
  return useInfiniteQuery({ ...searchQuery(area, filters, startCursor), placeholderData: keepPreviousData });
}
