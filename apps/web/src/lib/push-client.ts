// This device's side of Web Push (decision 064): whether the browser can receive pushes at all,
// subscribing through the service worker, and forgetting the subscription. The server side is
// /api/push/* and /api/me/push-* (packages/shared/src/contracts/push.ts).

import type { PushSubscriptionInput } from "@roost/shared/contracts/push.ts";
import { WORKER_URL } from "../pwa/worker-messages.ts";
import { api } from "./api.ts";

/**
 * What this browser allows: "unsupported" (no Push API), "needs-home-screen" (iPhone and iPad
 * Safari push only from a home-screen app), "denied" (the person blocked notifications for the
 * site), or "available" (asking may show the browser's prompt, or it was allowed already).
 */
export type PushAvailability = "unsupported" | "needs-home-screen" | "denied" | "available";

export function pushAvailability(): PushAvailability {
  if (isAppleMobile() && !isInstalledApp()) return "needs-home-screen";
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  return Notification.permission === "denied" ? "denied" : "available";
}

/** iPhone, iPad (which says it is a Mac, but a Mac has no touch screen) and iPod. */
function isAppleMobile(): boolean {
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.userAgent.includes("Macintosh") && navigator.maxTouchPoints > 1)
  );
}

function isInstalledApp(): boolean {
  return (
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * How long to wait for the service worker before saying it did not start. On a first visit it is
 * still fetching the app's code for offline use, which takes a while on a slow connection.
 */
const WORKER_WAIT_MS = 30_000;

/** How long sign-out waits for the subscription to be removed. */
const SIGN_OUT_WAIT_MS = 3000;

/** Why turning push on stopped, for the settings page to explain. */
export class PushSetupError extends Error {
  constructor(readonly reason: "not-allowed" | "no-worker") {
    super(reason);
  }
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError("no-worker")), WORKER_WAIT_MS);
  });
  try {
    // A tap soon after the page opened may come before the worker's own registration (it waits
    // for an idle moment): register it now rather than wait for that.
    if (!(await navigator.serviceWorker.getRegistration()))
      await navigator.serviceWorker.register(WORKER_URL);
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's subscription, if it has one; never waits for a worker that is not there. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!("serviceWorker" in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns push on for this device, right after the person's tap: the browser's prompt, then a
 * subscription with the server's key, then the server stores it (tied to this session).
 */
export async function subscribeThisDevice(): Promise<PushSubscription> {
  if ((await Notification.requestPermission()) !== "granted") throw new PushSetupError("not-allowed");
  const registration = await workerRegistration();
  const { public_key } = await api("/api/push/public-key");
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(public_key),
  });
  const body = subscription.toJSON() as PushSubscriptionInput;
  // A subscription the server does not know would look "on" here and never receive anything.
  await api("/api/me/push-subscriptions", { method: "POST", body }).catch(async (error: unknown) => {
    await subscription.unsubscribe();
    throw error;
  });
  return subscription;
}

/**
 * Turns push off for this device: the server forgets the subscription, and the browser drops it
 * even when the server could not be told (the server forgets it once the push service answers
 * 410 for it).
 */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await api("/api/me/push-subscriptions/remove", {
    method: "POST",
    body: { endpoint: subscription.endpoint },
  }).finally(() => subscription.unsubscribe());
}

/**
 * Sign-out: this device stops receiving the person's pushes. Best effort and quick: a failure or
 * a slow answer never keeps anyone signed in.
 */
export async function forgetThisDeviceOnSignOut(): Promise<void> {
  try {
    await Promise.race([
      unsubscribeThisDevice(),
      new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS)),
    ]);
  } catch (error) {
    console.warn("Could not remove this device's push subscription", error);
  }
}

/** The VAPID key as the Push API takes it. */
function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64Url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
