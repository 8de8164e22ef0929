import { WifiOff } from "lucide-react";
import { CONNECTION_NOTICE_TEXTS } from "../../lib/connection-notice.ts";
import { useConnectionNotice } from "../../lib/realtime-provider.tsx";

/**
 * A bar under the header while a signed-in person's live connection is down (offline, or the
 * server restarting): chats and badges may be stale until it is back, when they catch up by
 * themselves. Nothing for visitors or while connected.
 */
export function ConnectionBanner() {
  const notice = useConnectionNotice();
  if (!notice) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-30 border-b border-stone-300 bg-stone-800 px-4 py-2 text-stone-50 sm:px-6"
    >
      <p className="mx-auto flex max-w-7xl items-center gap-2 text-sm">
        <WifiOff className="size-4 shrink-0" aria-hidden />
        {CONNECTION_NOTICE_TEXTS[notice]}
      </p>
    </div>
  );
}
