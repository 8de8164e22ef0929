// How the pages reach the service worker (src/sw.ts, pwa/register-worker.ts): its script, and the
// messages between them.

/** The worker's script, at the root so its scope is the whole site. */
export const WORKER_URL = "/sw.js";

export const WORKER_MESSAGES = {
  /** A waiting version is to take over now. */
  skipWaiting: "SKIP_WAITING",
  /** The controlling version's name, answered on the message's port. */
  version: "VERSION",
} as const;
