// When the "Install Roost" prompt may show (decision 065): after a meaningful action, a second
// visit or a saved search, never on a first page view, and not again for
// INSTALL_PROMPT_SNOOZE_DAYS once dismissed. Kept in localStorage: it is about this device.
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { INSTALL_PROMPT_SNOOZE_DAYS } from "@roost/shared/domain/push.ts";

type Store = Pick<Storage, "getItem" | "setItem">;

const VISITS_KEY = "roost.install.visits";
const SAVED_SEARCH_KEY = "roost.install.saved-search";
const DISMISSED_AT_KEY = "roost.install.dismissed-at";
/** Set for the rest of a browser session once its visit is counted. */
const VISIT_COUNTED_KEY = "roost.install.visit-counted";

/** Counts this browser session as a visit, once however many pages it opens. */
export function recordVisit(device: Store, session: Store): void {
  if (session.getItem(VISIT_COUNTED_KEY)) return;
  session.setItem(VISIT_COUNTED_KEY, "1");
  device.setItem(VISITS_KEY, String(readCount(device) + 1));
}

/** A saved search shows someone means to come back: reason enough to offer the app. */
export function recordSavedSearch(device: Store): void {
  device.setItem(SAVED_SEARCH_KEY, "1");
}

export function recordDismissal(device: Store, now: number): void {
  device.setItem(DISMISSED_AT_KEY, String(now));
}

export function installPromptDue(device: Store, now: number): boolean {
  const dismissedAt = Number(device.getItem(DISMISSED_AT_KEY));
  if (dismissedAt && now - dismissedAt < INSTALL_PROMPT_SNOOZE_DAYS * DAY_MS) return false;
  return readCount(device) >= 2 || device.getItem(SAVED_SEARCH_KEY) !== null;
}

function readCount(device: Store): number {
  const count = Number(device.getItem(VISITS_KEY));
  return Number.isInteger(count) && count > 0 ? count : 0;
}
