import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import { ERROR_TEXTS, SUCCESS_TEXTS } from "@roost/shared/domain/errors.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { favoriteIdsKey, favoritesListKey, TOGGLE_FAVORITE_MUTATION_KEY } from "./favorite-keys.ts";

export interface ToggleFavoriteInput {
  propertyId: string;
  /** The state wanted: true adds (PUT), false removes (DELETE). */
  favorite: boolean;
}

interface Rollback {
  /** Where a removed card sat in the favourites list, to put it back on failure. */
  removedCard?: { card: PropertyCard; index: number };
}

/**
 * PUT / DELETE /api/favorites/:id with an optimistic update (spec §4 Favourite, §8 texts).
 *
 * The heart flips at once in the ids cache, and a removed card leaves the favourites list at once.
 * A failure undoes exactly this change (not a snapshot, which would also undo another heart
 * toggled meanwhile) and shows 'Failed to update favorites'. Visitors are stopped before any
 * request by useFavoriteToggle below.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const idsKey = favoriteIdsKey(user?.id);
  const listKey = favoritesListKey(user?.id);

  const setId = (propertyId: string, favorite: boolean) =>
    queryClient.setQueryData<string[]>(idsKey, (old) => {
      const ids = (old ?? []).filter((id) => id !== propertyId);
      return favorite ? [...ids, propertyId] : ids;
    });

  return useMutation<void, Error, ToggleFavoriteInput, Rollback>({
    mutationKey: TOGGLE_FAVORITE_MUTATION_KEY,
    mutationFn: ({ propertyId, favorite }) =>
      api<void>(`/api/favorites/${encodeURIComponent(propertyId)}`, { method: favorite ? "PUT" : "DELETE" }),
    onMutate: async ({ propertyId, favorite }) => {
      // A refetch finishing now would overwrite the optimistic state with the old one.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: idsKey }),
        queryClient.cancelQueries({ queryKey: listKey }),
      ]);
      setId(propertyId, favorite);
      const rollback: Rollback = {};
      if (!favorite) {
        const list = queryClient.getQueryData<PropertyCard[]>(listKey);
        const index = list?.findIndex((p) => p.id === propertyId) ?? -1;
        if (list && index >= 0) {
          rollback.removedCard = { card: list[index] as PropertyCard, index };
          queryClient.setQueryData<PropertyCard[]>(
            listKey,
            list.filter((p) => p.id !== propertyId),
          );
        }
      }
      return rollback;
    },
    onError: (error, { propertyId, favorite }, rollback) => {
      setId(propertyId, !favorite);
      const removed = rollback?.removedCard;
      if (removed) {
        queryClient.setQueryData<PropertyCard[]>(listKey, (old = []) =>
          old.some((p) => p.id === propertyId)
            ? old
            : [...old.slice(0, removed.index), removed.card, ...old.slice(removed.index)],
        );
      }
      // A session that expired meanwhile is a sign-in problem, not a failed update.
      notify(
        "error",
        isApiError(error) && error.status === 401
          ? ERROR_TEXTS.auth_required_favorites
          : ERROR_TEXTS.favorites_update_failed,
      );
    },
    onSuccess: (_data, { favorite }) => {
      notify("success", favorite ? SUCCESS_TEXTS.favorite_added : SUCCESS_TEXTS.favorite_removed);
    },
    onSettled: (_data, error) => {
      // Refetch only when the last toggle in flight settles, so an earlier answer cannot bring back
      // a card another pending toggle just removed. After a success the ids cache is already right.
      if (queryClient.isMutating({ mutationKey: TOGGLE_FAVORITE_MUTATION_KEY }) > 1) return;
      if (error) void queryClient.invalidateQueries({ queryKey: idsKey });
      void queryClient.invalidateQueries({ queryKey: listKey });
      // Dashboard "Favorites" count (features/dashboard uses this key).
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}
