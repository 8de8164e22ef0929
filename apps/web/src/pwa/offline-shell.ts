// A page the service worker answered with its offline shell (sw.ts marks its <html>) is offline
// until a request reaches the server again: navigator.onLine can say online while no network is
// there (a dead Wi-Fi, a captive portal). The mark goes once the server answers a probe.
import { OFFLINE_SHELL_ATTRIBUTE } from "@roost/shared/contracts/app-shell.ts";
import { onlineManager } from "@tanstack/react-query";

/** How often a page opened offline asks whether the server is back. */
export const NETWORK_PROBE_INTERVAL_MS = 5000;
/** Answered by the server alone (never by the worker's caches), without a session. */
const PROBE_PATH = "/api/health";

const listeners = new Set<() => void>();
let probing: ReturnType<typeof setInterval> | undefined;

/** Whether this page was opened from the offline shell and has not reached the server since. */
export const openedOffline = () => document.documentElement.hasAttribute(OFFLINE_SHELL_ATTRIBUTE);

/** Calls `listener` once the server answers again; probes only while a page opened offline listens. */
export function subscribeToNetworkReturn(listener: () => void): () => void {
  listeners.add(listener);
  if (openedOffline() && probing === undefined) {
    probing = setInterval(() => void probe(), NETWORK_PROBE_INTERVAL_MS);
    window.addEventListener("online", probe);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopProbing();
  };
}

async function probe() {
  try {
    await fetch(PROBE_PATH, { cache: "no-store" });
  } catch {
    return;
  }
  document.documentElement.removeAttribute(OFFLINE_SHELL_ATTRIBUTE);
  stopProbing();
  for (const listener of listeners) listener();
}

function stopProbing() {
  clearInterval(probing);
  probing = undefined;
  window.removeEventListener("online", probe);
}

/**
 * Data requests of a page opened offline wait for the server as they do while the browser knows it
 * is offline: paused (a page shows what it has and its loading state, and queues what is written)
 * rather than failed, and resumed with everything that waits for the connection once it answers.
 */
export function pauseRequestsWhileOpenedOffline(): void {
  if (!openedOffline()) return;
  onlineManager.setOnline(false);
  subscribeToNetworkReturn(() => onlineManager.setOnline(true));
}
