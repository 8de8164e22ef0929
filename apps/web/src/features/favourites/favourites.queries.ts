// Server state of favourites (spec §2 Favourites, §4 Favourite): the ids behind every heart, the
// saved cards, and the optimistic toggle, which waits in the device's offline queue while there is
// no connection (favourite-queue.ts). The API path keeps the server's spelling.

import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import { FIRST_LOAD_ERROR_TEXTS, FIRST_LOAD_SUCCESS_TEXTS } from "@roost/shared/domain/first-load-texts.ts";
import { OFFLINE_QUEUE_TEXTS } from "@roost/shared/domain/offline-queues.ts";
import {
  onlineManager,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect } from "react";
import { api, isApiError } from "../../lib/api.ts";
import { meQuery, useAuth } from "../../lib/auth.tsx";
import { offlineStore } from "../../lib/offline-store.ts";
import type { PageData } from "../../lib/page-data.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { notify } from "../../lib/toast.ts";
import {
  applyQueuedFavourites,
  favouriteQueue,
  isNetworkFailure,
  type QueuedFavourite,
} from "./favourite-queue.ts";

/**
 * GET /api/favourites/ids: the ids of the signed-in user's favourites, one small request that
 * lets every heart on a page show its state. Visitors have none (the query does not run).
 */
export function useFavouriteIds() {
  const { user } = useAuth();
  useApplyQueuedFavourites(user?.id);
  return useQuery({ ...favouriteIdsQuery(user?.id), enabled: Boolean(user) });
}

const sendFavourite = ({ propertyId, favourite }: QueuedFavourite) =>
  api(`/api/favourites/${encodeURIComponent(propertyId)}`, { method: favourite ? "PUT" : "DELETE" });

/** One pass over the queue at a time, however many hearts ask for it. */
let applying: Promise<void> | null = null;

function applyQueued(queryClient: QueryClient, userId: string): Promise<void> {
  applying ??= applyQueuedFavourites(favouriteQueue(offlineStore(), userId), sendFavourite)
    .then((answered) => {
      if (answered === 0) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.favourites.ids(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.favourites.list(userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    })
    .finally(() => {
      applying = null;
    });
  return applying;
}

/** Hearts toggled offline reach the server when a page of hearts opens and when the connection is back. */
function useApplyQueuedFavourites(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const apply = () => void applyQueued(queryClient, userId);
    if (onlineManager.isOnline()) apply();
    return onlineManager.subscribe((online) => {
      if (online) apply();
    });
  }, [queryClient, userId]);
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
 * request by FavouriteButton. Without a connection the toggle is queued on the device instead, the
 * heart keeps the state wanted, and it is sent when the connection is back.
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

  return useMutation<"saved" | "queued", Error, ToggleFavouriteInput, Rollback>({
    mutationKey: queryKeys.favourites.toggle,
    // Runs offline too (not paused by the query client): it queues the toggle itself.
    networkMode: "always",
    mutationFn: async (toggle) => {
      const queue = user ? favouriteQueue(offlineStore(), user.id) : null;
      if (queue && !navigator.onLine) return queue.want(toggle).then(() => "queued" as const);
      // This toggle is the last: one queued before it must not overwrite it later.
      await queue?.forget(toggle.propertyId);
      try {
        await sendFavourite(toggle);
        return "saved";
      } catch (error) {
        if (!queue || !isNetworkFailure(error)) throw error;
        await queue.want(toggle);
        return "queued";
      }
    },
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
    onSuccess: (result, { favourite }) => {
      if (result === "queued") return notify("success", OFFLINE_QUEUE_TEXTS.favouriteQueued);
      notify(
        "success",
        favourite ? FIRST_LOAD_SUCCESS_TEXTS.favourite_added : FIRST_LOAD_SUCCESS_TEXTS.favourite_removed,
      );
    },
    onSettled: (result, error) => {
      // Queued: the server has not heard of it yet, so reading the lists again would undo the heart.
      if (result === "queued") return;
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
