import { lazy, Suspense } from "react";
import { useConnectionNotice } from "../../lib/realtime-provider.tsx";

// Shown only while a live connection is down: its text and icon stay out of the first load.
const ConnectionNotice = lazy(async () => ({
  default: (await import("./connection-notice.tsx")).ConnectionNotice,
}));

/**
 * A bar under the header while a signed-in person's live connection is down (offline, or the
 * server restarting): chats and badges may be stale until it is back, when they catch up by
 * themselves. Nothing for visitors or while connected.
 */
export function ConnectionBanner() {
  const notice = useConnectionNotice();
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionNotice notice={notice} />
    </Suspense>
  );
}
