import { Suspense } from "react";
import { useAuth } from "../../lib/auth.tsx";
import { lazyNamed } from "../../lib/lazy-named.ts";
import { useRealtimeClient } from "../../lib/realtime-provider.tsx";
import { useBrowserOnline } from "../../lib/use-connection-notice.ts";

// Only a signed-in person has a live connection: the watch over it, with the bar's text and icon,
// loads once the connection exists (or the network is gone), so it is no part of a visitor's first load.
const ConnectionNotice = lazyNamed(() => import("./connection-notice.tsx"), "ConnectionNotice");
const OfflineNotice = lazyNamed(() => import("./connection-notice.tsx"), "OfflineNotice");

/**
 * A bar under the header while a signed-in person's live connection is down (offline, or the
 * server restarting): chats and badges may be stale until it is back, when they catch up by
 * themselves. A page opened without any network (the service worker's shell, decision 065) has
 * no connection yet and cannot read who is signed in: it says it is offline unless the person is
 * known to be a visitor. Nothing for visitors or while connected.
 */
export function ConnectionBanner() {
  const client = useRealtimeClient();
  const { user, loading, accountUnavailable } = useAuth();
  const online = useBrowserOnline();
  const knownVisitor = !user && !loading && !accountUnavailable;
  if (!client && (online || knownVisitor)) return null;
  return (
    <Suspense fallback={null}>{client ? <ConnectionNotice client={client} /> : <OfflineNotice />}</Suspense>
  );
}
