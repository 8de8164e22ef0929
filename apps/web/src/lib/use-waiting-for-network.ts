import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the page waits on the network for something it has never read: a query that TanStack
 * Query paused for want of a network and holds no data yet. Such a page shows its loading
 * placeholders until the network is back, so the offline bar says why they do not fill.
 */
export function useWaitingForNetwork(): boolean {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(
    subscribe,
    () => cache.findAll({ fetchStatus: "paused" }).some((query) => query.state.data === undefined),
    () => false,
  );
}
