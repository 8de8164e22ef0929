import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export const propertyKey = (id: string) => ["properties", "detail", id] as const;

/** GET /api/properties/:id; a 404 (missing, or not visible to this user) is an ApiError with status 404. */
export function useProperty(id: string) {
  return useQuery({
    queryKey: propertyKey(id),
    queryFn: ({ signal }) => api<PropertyDetail>(`/api/properties/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== "",
  });
}
