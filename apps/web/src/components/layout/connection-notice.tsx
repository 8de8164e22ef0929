import { PUSH_TEXTS } from "@roost/shared/domain/push.ts";
import { WifiOff } from "lucide-react";
import { CONNECTION_NOTICE_TEXTS, type ConnectionNotice as Notice } from "../../lib/connection-notice.ts";
import type { RealtimeClient } from "../../lib/realtime.ts";
import { useConnectionNotice } from "../../lib/use-connection-notice.ts";
import { useWaitingForNetwork } from "../../lib/use-waiting-for-network.ts";

/** The connection bar itself (see connection-banner.tsx): shown only while `client` is down. */
export function ConnectionNotice({ client }: { client: RealtimeClient }) {
  const notice = useConnectionNotice(client);
  return notice ? <ConnectionBar notice={notice} /> : null;
}

/** The bar while the browser has no network and no live connection was ever made (see connection-banner.tsx). */
export function OfflineNotice() {
  return <ConnectionBar notice="offline" />;
}

function ConnectionBar({ notice }: { notice: Exclude<Notice, null> }) {
  const waiting = useWaitingForNetwork() && notice === "offline";
  return (
    <div
      role="status"
      className="sticky top-0 z-30 border-b border-stone-300 bg-stone-800 px-4 py-2 text-stone-50 sm:px-6"
    >
      <div className="mx-auto flex max-w-7xl items-start gap-2 text-sm">
        <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          {CONNECTION_NOTICE_TEXTS[notice]}
          {waiting && <span className="block text-stone-300">{PUSH_TEXTS.offlinePageWaiting}</span>}
        </p>
      </div>
    </div>
  );
}
