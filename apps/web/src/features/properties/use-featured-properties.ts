import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export const FEATURED_PROPERTIES_KEY = ["properties", "featured"] as const;

/** GET /api/properties/featured: the six newest live listings that have photos (home page). */
export function useFeaturedProperties() {
  return useQuery({
    queryKey: FEATURED_PROPERTIES_KEY,
    queryFn: ({ signal }) => api<PropertyCard[]>("/api/properties/featured", { signal }),
  });
}
