// What the settings page says when turning push on or off did not work. The person's switches
// are kept; they only try again.

import { failureText, isApiError } from "../../../lib/api.ts";
import { PushSetupError } from "../../../lib/push-client.ts";

export function pushSetupFailure(error: unknown): string {
  if (error instanceof PushSetupError)
    return error.reason === "not-allowed"
      ? "Notifications were not allowed, so push stays off. Turn it on again whenever you like."
      : "Roost's notification service did not start in this browser. Reload the page and try again.";
  if (isApiError(error))
    return failureText(error, "You appear to be offline. Please try again when you're back.");
  return "This browser could not set up notifications. Please try again.";
}
