// The browser's offer to install Roost (beforeinstallprompt, Chromium only), caught as soon as the
// app starts: it can come before anything lazy has loaded. The prompt itself (install-prompt.tsx)
// decides when to pass it on (install-rules.ts). Safari has no such event: nothing shows there.
import { recordSavedSearch, recordVisit } from "./install-rules.ts";

/** Chromium's event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let offer: BeforeInstallPromptEvent | null = null;
/** Bumped on every change, so a React snapshot sees a saved search as a change too. */
let revision = 0;
const listeners = new Set<() => void>();

function changed() {
  revision++;
  for (const listener of listeners) listener();
}

/** Counts the visit and keeps the browser's offer for later, instead of its own mini-infobar. */
export function captureInstallOffer(): void {
  withStorage(() => recordVisit(localStorage, sessionStorage));
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    offer = null;
    changed();
  });
}

export const installOffer = () => offer;
export const installRevision = () => revision;

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called when someone saves a search: the prompt may show from now on. */
export function noteSavedSearch(): void {
  withStorage(() => recordSavedSearch(localStorage));
  changed();
}

/** Storage can be off (a locked-down browser): the prompt then simply never shows. */
export function withStorage<T>(use: () => T): T | undefined {
  try {
    return use();
  } catch {
    return undefined;
  }
}
