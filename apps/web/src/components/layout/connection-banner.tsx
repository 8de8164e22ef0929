import { lazy, Suspense } from "react";
import { useRealtimeClient } from "../../lib/realtime-provider.tsx";

// Only a signed-in person has a live connection: the watch over it, with the bar's text and icon,
// loads once the connection exists, so it is no part of a visitor's first load.
const ConnectionNotice = lazy(async () => ({
  default: (await import("./connection-notice.tsx")).ConnectionNotice,
}));

/**
 * A bar under the header while a signed-in person's live connection is down (offline, or the
 * server restarting): chats and badges may be stale until it is back, when they catch up by
 * themselves. Nothing for visitors or while connected.
 */
export function ConnectionBanner() {
  const client = useRealtimeClient();
  if (!client) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionNotice client={client} />
    </Suspense>
  );
}
