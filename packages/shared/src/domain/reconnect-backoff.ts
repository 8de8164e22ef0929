import { RECONNECT_BACKOFF_MS } from "./constants.ts";

/**
 * Delay before reconnect attempt `attempt` (0-based). After the listed steps every attempt waits
 * the last one, so a long outage settles at one try every 10 s instead of growing without bound.
 */
export function reconnectDelayMs(attempt: number): number {
  const last = RECONNECT_BACKOFF_MS.length - 1;
  if (!Number.isFinite(attempt) || attempt <= 0) return RECONNECT_BACKOFF_MS[0];
  return RECONNECT_BACKOFF_MS[Math.min(Math.floor(attempt), last)];
}
