import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { toast } from "sonner";

const RATE_LIMITED_TOAST = "rate-limited";

/** Shows one of the spec's texts (§8): a title with an optional description. */
export function notify(kind: "success" | "error", text: { title: string; description?: string } | string) {
  const t = typeof text === "string" ? { title: text } : text;
  // api() has already shown the server's own words for a 429; a caller mapping the same code to
  // its catalogue text would only stack a second toast saying the same.
  if (kind === "error" && t.title === ERROR_TEXTS.rate_limited.title) return;
  toast[kind](t.title, t.description ? { description: t.description } : undefined);
}

/**
 * A rate limit (429) met by any call: the server's message, once. Several refused calls at once
 * (a burst of clicks, parallel uploads) share one toast, which each new refusal refreshes.
 */
export function notifyRateLimited(message: string) {
  toast.error(message, { id: RATE_LIMITED_TOAST });
}
