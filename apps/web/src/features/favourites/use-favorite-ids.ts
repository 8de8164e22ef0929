import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { favoriteIdsKey } from "./favorite-keys.ts";

/**
 * GET /api/favorites/ids: the ids of the signed-in user's favourites, one small request that
 * lets every heart on a page show its state. Visitors have none (the query does not run).
 */
export function useFavoriteIds() {
  const { user } = useAuth();
  return useQuery({
    queryKey: favoriteIdsKey(user?.id),
    queryFn: ({ signal }) => api<string[]>("/api/favorites/ids", { signal }),
    enabled: Boolean(user),
  });
}

/** Whether one property is a favourite; undefined while not known (loading, or a visitor). */
export function useIsFavorite(propertyId: string): boolean | undefined {
  const { data } = useFavoriteIds();
  return data ? data.includes(propertyId) : undefined;
}
