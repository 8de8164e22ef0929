import { useEffect, useState, useSyncExternalStore } from "react";
import { openedOffline, subscribeToNetworkReturn } from "../pwa/offline-shell.ts";
import { CONNECTION_NOTICE_GRACE_MS, type ConnectionNotice, connectionNotice } from "./connection-notice.ts";
import type { RealtimeClient, RealtimeStatus } from "./realtime.ts";

/**
 * Whether `client`'s live updates are off right now, for the connection banner: its status, when
 * the socket went down, and the browser's online/offline events, re-read once the grace period ends.
 */
export function useConnectionNotice(client: RealtimeClient): ConnectionNotice {
  const [status, setStatus] = useState<RealtimeStatus>(client.status);
  const [downSince, setDownSince] = useState<number | null>(null);
  const browserOnline = useBrowserOnline();
  const [, rerender] = useState(0);

  useEffect(() => {
    setStatus(client.status);
    return client.onStatus((next) => {
      setStatus(next);
      setDownSince((since) => (next === "open" || next === "idle" ? null : (since ?? Date.now())));
    });
  }, [client]);

  // Re-evaluate when the grace period of the current outage ends.
  useEffect(() => {
    if (downSince === null) return;
    const timer = setTimeout(
      () => rerender((n) => n + 1),
      Math.max(0, downSince + CONNECTION_NOTICE_GRACE_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [downSince]);

  return connectionNotice({ status, downSince, now: Date.now(), browserOnline });
}

/**
 * Whether the network is there at all: navigator.onLine, kept current by the browser's online and
 * offline events, and false on a page the service worker opened offline until the server answers
 * again (pwa/offline-shell.ts). Online while rendered on the server, and in the first render that
 * hydrates it. The outbox waits for this to turn true.
 */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine && !openedOffline(),
    () => true,
  );
}

function subscribeToNetwork(update: () => void) {
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
  const unsubscribe = subscribeToNetworkReturn(update);
  return () => {
    window.removeEventListener("online", update);
    window.removeEventListener("offline", update);
    unsubscribe();
  };
}
