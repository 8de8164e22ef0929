// Server state of favourites (spec §2 Favourites, §4 Favourite): the ids behind every heart, the
// saved cards, and the optimistic toggle. The API path keeps the server's spelling.

import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import { FIRST_LOAD_ERROR_TEXTS, FIRST_LOAD_SUCCESS_TEXTS } from "@roost/shared/domain/first-load-texts.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../lib/api.ts";
import { meQuery, useAuth } from "../../lib/auth.tsx";
import type { PageData } from "../../lib/page-data.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { notify } from "../../lib/toast.ts";

/**
 * GET /api/favourites/ids: the ids of the signed-in user's favourites, one small request that
 * lets every heart on a page show its state. Visitors have none (the query does not run).
 */
export function useFavouriteIds() {
  const { user } = useAuth();
  return useQuery({ ...favouriteIdsQuery(user?.id), enabled: Boolean(user) });
}

const favouriteIdsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.favourites.ids(userId),
    queryFn: ({ signal }) => api("/api/favourites/ids", { signal }),
  });

/** For a page of hearts: the signed-in person's favourites (a visitor has none to load). */
export async function fillFavouriteIds(data: PageData): Promise<void> {
  await data.fill(meQuery);
  const user = data.client.getQueryData(meQuery.queryKey)?.user;
  if (user) await data.fill(favouriteIdsQuery(user.id));
}

/** Whether one property is a favourite; undefined while not known (loading, or a visitor). */
export function useIsFavourite(propertyId: string): boolean | undefined {
  const { data } = useFavouriteIds();
  return data ? data.includes(propertyId) : undefined;
}

/** GET /api/favourites: the saved properties as cards (spec §2 Favourites, reading (a)). */
export function useFavourites() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.favourites.list(user?.id),
    queryFn: ({ signal }) => api("/api/favourites", { signal }),
    enabled: Boolean(user),
  });
}

export interface ToggleFavouriteInput {
  propertyId: string;
  /** The state wanted: true adds (PUT), false removes (DELETE). */
  favourite: boolean;
}

interface Rollback {
  /** Where a removed card sat in the favourites list, to put it back on failure. */
  removedCard?: { card: PropertyCard; index: number };
}

/**
 * PUT / DELETE /api/favourites/:id with an optimistic update (spec §4 Favourite, §8 texts).
 *
 * The heart flips at once in the ids cache, and a removed card leaves the favourites list at once.
 * A failure undoes exactly this change (not a snapshot, which would also undo another heart
 * toggled meanwhile) and shows 'Failed to update favorites'. Visitors are stopped before any
 * request by FavouriteButton.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const idsKey = queryKeys.favourites.ids(user?.id);
  const listKey = queryKeys.favourites.list(user?.id);

  const setId = (propertyId: string, favourite: boolean) =>
    queryClient.setQueryData<string[]>(idsKey, (old) => {
      const ids = (old ?? []).filter((id) => id !== propertyId);
      return favourite ? [...ids, propertyId] : ids;
    });

  return useMutation<void, Error, ToggleFavouriteInput, Rollback>({
    mutationKey: queryKeys.favourites.toggle,
    mutationFn: ({ propertyId, favourite }) =>
      api(`/api/favourites/${encodeURIComponent(propertyId)}`, {
        method: favourite ? "PUT" : "DELETE",
      }),
    onMutate: async ({ propertyId, favourite }) => {
      // A refetch finishing now would overwrite the optimistic state with the old one.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: idsKey }),
        queryClient.cancelQueries({ queryKey: listKey }),
      ]);
      setId(propertyId, favourite);
      const rollback: Rollback = {};
      if (!favourite) {
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
    onError: (error, { propertyId, favourite }, rollback) => {
      setId(propertyId, !favourite);
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
          ? FIRST_LOAD_ERROR_TEXTS.auth_required_favourites
          : FIRST_LOAD_ERROR_TEXTS.favourites_update_failed,
      );
    },
    onSuccess: (_data, { favourite }) => {
      notify(
        "success",
        favourite ? FIRST_LOAD_SUCCESS_TEXTS.favourite_added : FIRST_LOAD_SUCCESS_TEXTS.favourite_removed,
      );
    },
    onSettled: (_data, error) => {
      // Refetch only when the last toggle in flight settles, so an earlier answer cannot bring back
      // a card another pending toggle just removed. After a success the ids cache is already right.
      if (queryClient.isMutating({ mutationKey: queryKeys.favourites.toggle }) > 1) return;
      if (error) void queryClient.invalidateQueries({ queryKey: idsKey });
      void queryClient.invalidateQueries({ queryKey: listKey });
      // The dashboard's "Favorites" count.
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
