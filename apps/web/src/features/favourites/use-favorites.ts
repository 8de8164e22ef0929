import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { favoritesListKey } from "./favorite-keys.ts";

/** GET /api/favorites: the saved properties as cards (spec §2 Favourites, reading (a)). */
export function useFavorites() {
  const { user } = useAuth();
  return useQuery({
    queryKey: favoritesListKey(user?.id),
    queryFn: ({ signal }) => api<PropertyCard[]>("/api/favorites", { signal }),
    enabled: Boolean(user),
  });
}
