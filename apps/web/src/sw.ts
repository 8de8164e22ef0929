// The service worker (decision 065), built by vite-plugin-pwa (injectManifest) into dist/sw.js.
// It keeps the app's code for offline use, answers a navigation that finds no network with the
// precached page shell, keeps public API reads for offline use only, and shows pushes. It never
// keeps a page (a page rendered for a signed-in person carries their email) nor any answer
// read with a session.
/// <reference lib="webworker" />

import { APP_SHELL_PATH, OFFLINE_SHELL_ATTRIBUTE } from "@roost/shared/contracts/app-shell.ts";
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { WORKER_MESSAGES } from "./pwa/worker-messages.ts";
import {
  isPublicReadPath,
  isShareableAnswer,
  notificationTarget,
  parsePushPayload,
  windowToFocus,
} from "./pwa/worker-rules.ts";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const manifest = self.__WB_MANIFEST;
/** This build's version, for the page's "Roost was updated": it changes whenever the precache does. */
const version = hashOf(JSON.stringify(manifest));

precacheAndRoute(manifest);
cleanupOutdatedCaches();
// The first install controls the open page at once, so it works offline without a reload.
clientsClaim();

self.addEventListener("activate", (event) => {
  // Navigations start their request while the worker boots, instead of after.
  event.waitUntil(self.registration.navigationPreload?.enable());
});

self.addEventListener("message", (event) => {
  if (event.data?.type === WORKER_MESSAGES.skipWaiting) void self.skipWaiting();
  if (event.data?.type === WORKER_MESSAGES.version) event.ports[0]?.postMessage(version);
});

// Pages always come from the network and are never kept; without a network, the shell renders
// the page in the browser from the precached code.
registerRoute(
  ({ request }) => request.mode === "navigate",
  async ({ event, request }) => {
    const fetchEvent = event as FetchEvent;
    fetchEvent.waitUntil(takeWaitingUpdate());
    try {
      return (await fetchEvent.preloadResponse) ?? (await fetch(request));
    } catch {
      const shell = await matchPrecache(APP_SHELL_PATH);
      return shell ? markedOffline(shell) : Response.error();
    }
  },
);

/** The shell, marked so the page knows it was opened offline whatever navigator.onLine says. */
async function markedOffline(shell: Response) {
  const html = (await shell.text()).replace("<html", `<html ${OFFLINE_SHELL_ATTRIBUTE}`);
  const headers = new Headers(shell.headers);
  headers.delete("content-length");
  return new Response(html, { status: shell.status, headers });
}

/** How many public answers the offline copy keeps: the newest ones. */
const PUBLIC_READS_KEPT = 60;

// Public reads come from the network too: the copy is for when there is none. Stale-while-
// revalidate would answer a signed-in person with a visitor's copy of a URL the server answers
// them differently.
registerRoute(
  ({ request, url }) =>
    request.method === "GET" && url.origin === self.location.origin && isPublicReadPath(url.pathname),
  new NetworkFirst({
    cacheName: "roost-public-reads",
    plugins: [
      {
        cacheWillUpdate: async ({ response }) => (isShareableAnswer(response) ? response : null),
        cacheDidUpdate: async ({ cacheName }) => trimCache(cacheName, PUBLIC_READS_KEPT),
      },
    ],
  }),
);

self.addEventListener("push", (event) => {
  const payload = parsePushPayload(event.data?.text());
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: "/icon-192.png",
      badge: "/badge-96.png",
      data: { url: payload.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = notificationTarget(event.notification.data?.url, self.location.origin);
  event.waitUntil(openOrFocus(url));
});

/** Brings an open Roost window forward on `url`, or opens one there. */
async function openOrFocus(url: string) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windowToFocus(windows, self.location.origin);
  if (open) {
    const focused = await open.focus();
    // A window this worker does not control cannot be navigated from here: a new one then.
    const navigated = await focused.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}

/**
 * A new version waits while a page uses the old one, and takes over at the next navigation when
 * that navigation is the only Roost window: its page then loads with the new code, and no open
 * page ever changes under someone's hands (nor reloads by itself).
 */
async function takeWaitingUpdate() {
  const waiting = self.registration.waiting;
  if (!waiting) return;
  const windows = await self.clients.matchAll({ type: "window" });
  if (windows.length <= 1) waiting.postMessage({ type: WORKER_MESSAGES.skipWaiting });
}

/** Deletes the oldest entries beyond `kept` (a cache lists its keys in the order they were put). */
async function trimCache(cacheName: string, kept: number) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - kept)).map((key) => cache.delete(key)));
}

/** A short, stable text for a string (FNV-1a): a version name, not a secret. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
