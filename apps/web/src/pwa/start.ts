// The installable app's start (decision 065), run by main.tsx: the install offer is caught at
// once, the service worker registers once the page has loaded and the browser is idle, from a
// module loaded only then, so neither delays the page or its first taps.
import { captureInstallOffer } from "./install-event.ts";

/** How long registration waits for an idle moment before going ahead anyway. */
const IDLE_TIMEOUT_MS = 5000;

export function startInstallableApp(): void {
  captureInstallOffer();
  // The development server builds no worker.
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  afterLoadWhenIdle(() => {
    import("./register-worker.ts")
      .then(({ registerWorker }) => registerWorker())
      .catch((error: unknown) => console.error("Could not start offline support", error));
  });
}

function afterLoadWhenIdle(run: () => void) {
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(run, 0);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
