import { Suspense, useSyncExternalStore } from "react";
import { lazyNamed } from "../lib/lazy-named.ts";
import { installOffer, subscribeToInstallOffer } from "./install-event.ts";

// The prompt's card loads only once the browser offers the install: most page views never do.
const InstallPrompt = lazyNamed(() => import("./install-prompt.tsx"), "InstallPrompt");

/** Where the "Install Roost" prompt appears (the app shell), when the browser offers it. */
export function InstallPromptSlot() {
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => null);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallPrompt />
    </Suspense>
  );
}
