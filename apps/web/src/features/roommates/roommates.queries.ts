// Server state of the roommates page (spec §2 Roommates, §7 Connect requests): the cards and the
// pending requests. Connect requests themselves and the Profile View live in student-profile.

import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { type RoommateFilters, roommatesQueryString } from "./roommate-filters.ts";

/**
 * GET /api/roommates, one page per cursor ("Load more", decision 023). A changed filter is a new
 * key, so it starts from the first page; the previous cards stay (dimmed) until the new ones arrive.
 */
export function useRoommates(filters: RoommateFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.roommates.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api(`/api/roommates${roommatesQueryString(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useConnectRequests() {
  return useQuery({
    queryKey: queryKeys.roommates.requests,
    queryFn: () => api("/api/roommates/requests"),
  });
}
