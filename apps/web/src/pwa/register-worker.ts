// Registers the service worker (src/sw.ts, decision 065) once the page is loaded and idle, so it
// never competes with the page's own first requests, and says "Roost was updated" once a new
// version is in control. Loaded lazily by main.tsx; nothing here ever reloads the page.
import { PUSH_TEXTS } from "@roost/shared/domain/push.ts";
import { Workbox } from "workbox-window";
import { notify } from "../lib/toast.ts";
import { isNewVersion } from "./update-notice.ts";
import { WORKER_MESSAGES, WORKER_URL } from "./worker-messages.ts";

export async function registerWorker(): Promise<void> {
  const worker = new Workbox(WORKER_URL, { scope: "/" });
  // A new version took over (at a navigation, see sw.ts), or the first one claimed this page.
  worker.addEventListener("controlling", () => void announceVersion());
  await worker.register();
  // It may have taken over while this page loaded, before anything listened.
  await announceVersion();
}

async function announceVersion() {
  const version = await controllerVersion();
  if (version && isNewVersion(localStorage, version)) notify("success", PUSH_TEXTS.updated);
}

/** The version of the worker controlling this page, or null when none does (or it is too old to say). */
function controllerVersion(): Promise<string | null> {
  const controller = navigator.serviceWorker.controller;
  if (!controller) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 3000);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(typeof event.data === "string" ? event.data : null);
    };
    controller.postMessage({ type: WORKER_MESSAGES.version }, [channel.port2]);
  });
}
