// Hearts toggled without a connection (decision 066): the state the person wants for each
// property, kept in the device's offline store under their id until the server has it. The last
// toggle wins: a second toggle overwrites the first, so what is sent is the net result.

import { isApiError } from "../../lib/api.ts";
import { type OfflineStore, queuedEntries, queueKey } from "../../lib/offline-store.ts";

export interface QueuedFavourite {
  propertyId: string;
  /** The state wanted: true adds, false removes. */
  favourite: boolean;
}

export interface FavouriteQueue {
  list(): Promise<QueuedFavourite[]>;
  want(toggle: QueuedFavourite): Promise<void>;
  forget(propertyId: string): Promise<void>;
}

export function favouriteQueue(store: OfflineStore, userId: string): FavouriteQueue {
  const key = (propertyId: string) => queueKey(userId, "favourite", propertyId);
  return {
    list: async () =>
      (await queuedEntries<QueuedFavourite>(store, userId, "favourite")).map(({ value }) => value),
    want: (toggle) => store.set(key(toggle.propertyId), toggle),
    forget: (propertyId) => store.delete(key(propertyId)),
  };
}

/** The request never reached the server: the toggle waits for the connection. */
export const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;

/**
 * Sends the queued toggles, each leaving the queue once the server answered: saved, or refused
 * (a listing taken down meanwhile is not retried forever). Stops at the first one that finds no
 * connection; the rest wait for the next reconnect. Answers how many the server answered.
 */
export async function applyQueuedFavourites(
  queue: FavouriteQueue,
  send: (toggle: QueuedFavourite) => Promise<void>,
): Promise<number> {
  let answered = 0;
  for (const toggle of await queue.list()) {
    try {
      await send(toggle);
    } catch (error) {
      if (isNetworkFailure(error)) break;
      console.warn("A favourite saved offline was refused", error);
    }
    await queue.forget(toggle.propertyId);
    answered++;
  }
  return answered;
}
