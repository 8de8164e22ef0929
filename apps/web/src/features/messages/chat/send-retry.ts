// When the outbox tries a send again by itself: the server answered 503 with Retry-After (busy
// for a moment, or its database briefly away). The message keeps its id, so a send that did
// reach the server is stored once. Anything else is the person's to retry.
import { OUTBOX_AUTOMATIC_RETRIES } from "@roost/shared/domain/constants.ts";
import { ApiError } from "../../../lib/api.ts";

/** Milliseconds to wait before trying `attempt` (1 for the first retry) again; null: do not. */
export function automaticRetryDelayMs(error: unknown, attempt: number): number | null {
  if (attempt > OUTBOX_AUTOMATIC_RETRIES) return null;
  if (!(error instanceof ApiError) || error.status !== 503 || !error.retryAfterSeconds) return null;
  return error.retryAfterSeconds * 1000;
}
