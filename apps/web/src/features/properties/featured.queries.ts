// The home page's featured listings, apart from the search's queries (properties.queries.ts): those
// parse URL filters through the shared zod schema, which the home page's first load should not carry.

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

/** GET /api/properties/featured: the six newest live listings that have photos (home page). */
export const featuredQuery = queryOptions({
  queryKey: queryKeys.properties.featured,
  queryFn: ({ signal }) => api("/api/properties/featured", { signal }),
});

export function useFeaturedProperties() {
  return useQuery(featuredQuery);
}
