import { TOAST_DURATION_MS } from "@roost/shared/domain/constants.ts";

const RATE_LIMITED_TOAST = "rate-limited";
let rateLimitShownUntil = 0;

type Toast = typeof import("sonner").toast;
let loadedToast: Toast | undefined;

/**
 * sonner is no part of a page's first load (its Toaster is mounted lazily, routes.tsx): a toast is
 * raised at once when the module is there (it loads with the Toaster, right after the page), else
 * as soon as it has loaded. One raised before the Toaster subscribes is still shown: sonner
 * replays them.
 */
function show(raise: (toast: Toast) => void) {
  if (loadedToast) return raise(loadedToast);
  void import("sonner").then(({ toast }) => {
    loadedToast = toast;
    raise(toast);
  });
}

/** Shows one of the spec's texts (§8): a title with an optional description. */
export function notify(kind: "success" | "error", text: { title: string; description?: string } | string) {
  const t = typeof text === "string" ? { title: text } : text;
  // While the rate-limit toast is up, a failure toast (the caller's own "Subscription failed",
  // "Failed to send message"...) would only hide it: the cause is the limit it already explains.
  if (kind === "error" && Date.now() < rateLimitShownUntil) return;
  show((toast) => toast[kind](t.title, t.description ? { description: t.description } : undefined));
}

/**
 * A rate limit (429) met by any call, shown by api() itself: the server's message, once. Several
 * refused calls at once (a burst of clicks, parallel uploads) share one toast, which each new
 * refusal refreshes.
 */
export function notifyRateLimited(message: string) {
  rateLimitShownUntil = Date.now() + TOAST_DURATION_MS;
  show((toast) => toast.error(message, { id: RATE_LIMITED_TOAST }));
}
